import { SiteLink } from '@/components/ui/site-link';
import { ArrowRight as ArrowRightNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import { Badge } from '@/components/ui/badge';
import { categoryLabels, resourceTypeLabels } from '@/lib/categories';
import { formatDate } from '@/lib/dates';
import { siteTimeZone } from '@/server/env';
import { cardCategories } from '@/lib/resource-filters';
import type { Resource } from '@/lib/schemas/resource';
import { CoverImage } from './cover-image';
import { ResponsiveImage } from './responsive-image';
import { resourcePath } from '@/lib/routes';

// From lucide's path data, not components/ui/icons.tsx: client components render this one.
const ArrowRight = icon(ArrowRightNode);

export type ResourceCardData = Pick<Resource, 'slug' | 'title' | 'description' | 'imageUrl' | 'categories' | 'type' | 'publishedAt'>;

export const FALLBACK_COVER = '/images/resources/fallback.svg';
// On a phone the cover is a square thumbnail beside the title: full width, the first card's cover filled the rest
// of the first screen and outweighed the page's own heading as its largest paint (issue 9). From `sm` up, a banner.
const coverClasses =
  'aspect-square w-20 shrink-0 self-start rounded-lg border border-border bg-[#0b1020] object-cover sm:aspect-video sm:w-full sm:rounded-none sm:border-0 sm:border-b';

/**
 * A resource card: cover, type, at most two category tags, title, description, date; the whole card links to its
 * page. `priority` for a card in the first screen (its cover may be the page's largest paint): loaded at once.
 */
export function ResourceCard({ resource, linkLabel, headingLevel = 3, priority = false }: { resource: ResourceCardData; linkLabel: string; headingLevel?: 2 | 3; priority?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex h-full gap-4 overflow-hidden rounded-xl border border-border bg-surface p-4 shadow-card transition-colors hover:border-primary/50 sm:flex-col sm:gap-0 sm:p-0">
      {/* Decorative here: the card's link text is the title, read right after. */}
      <ResponsiveImage
        src={resource.imageUrl}
        alt=""
        sizes="(min-width: 1280px) 384px, (min-width: 768px) 50vw, (min-width: 640px) 100vw, 80px"
        className={coverClasses}
        priority={priority}
        fallback={
          <CoverImage
            src={resource.imageUrl ?? FALLBACK_COVER}
            fallback={FALLBACK_COVER}
            width={1200}
            height={675}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            className={coverClasses}
          />
        }
      />
      <div className="flex min-w-0 flex-1 flex-col sm:p-6">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="accent">{resourceTypeLabels[resource.type]}</Badge>
          {cardCategories(resource.categories).map((category) => (
            <Badge key={category} variant="outline">{categoryLabels[category]}</Badge>
          ))}
        </div>
        <Heading className="mt-3 text-lg font-semibold leading-snug tracking-tight text-balance">
          <SiteLink href={resourcePath(resource.slug)} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-has-[a:focus-visible]:underline">
            {resource.title}
          </SiteLink>
        </Heading>
        <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-muted-foreground">{resource.description}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-4 gap-y-1 pt-4 text-sm sm:pt-5">
          <time dateTime={resource.publishedAt} className="text-muted-foreground">{formatDate(resource.publishedAt, siteTimeZone())}</time>
          <span aria-hidden className="inline-flex items-center gap-1 font-semibold text-primary">
            {linkLabel} <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
          </span>
        </div>
      </div>
    </article>
  );
}
