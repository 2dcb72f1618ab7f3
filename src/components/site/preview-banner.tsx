import { Eye } from '@/components/ui/icons';
import { previewBanner as copy } from '@/content/resources';
import { publicationState } from '@/lib/publication';
import { resourcePath, STAFF_HOME } from '@/lib/routes';
import type { Resource } from '@/lib/schemas/resource';
import { formatDateTime } from '@/lib/site-time';
import { siteTimeZone } from '@/server/env';

/** Tells staff in preview what they are looking at, and how to leave. */
export function PreviewBanner({ resource, versionOf }: { resource: Resource; versionOf?: string }) {
  const zone = siteTimeZone();
  const state = publicationState(resource);
  // Back to the page when visitors can see it, else to the staff's resources (the page would be a 404).
  const exitTo = state === 'published' ? resourcePath(resource.slug) : `${STAFF_HOME}/resources`;
  const stateText = state === 'scheduled' ? copy.states.scheduled(formatDateTime(resource.publishedAt, zone)) : copy.states[state];
  return (
    <div role="status" className="sticky top-0 z-50 border-b border-warning/40 bg-warning-soft text-foreground">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm sm:px-6 lg:px-8">
        <span className="inline-flex items-center gap-1.5 font-bold">
          <Eye aria-hidden className="size-4" /> {copy.label}
        </span>
        <span>{stateText}</span>
        {versionOf && <span className="text-muted-foreground">{copy.version(formatDateTime(versionOf, zone))}</span>}
        <a href={`/api/preview/exit?to=${encodeURIComponent(exitTo)}`} className="ml-auto font-semibold underline underline-offset-4">
          {copy.exit}
        </a>
      </div>
    </div>
  );
}
