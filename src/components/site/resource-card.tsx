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
const coverClasses = 'aspect-video w-full border-b border-border bg-[#0b1020] object-cover';

/**
 * A resource card: cover, type, at most two category tags, title, description, date; the whole card links to its
 * page. `priority` for a card in the first screen (its cover may be the page's largest paint): loaded at once.
 */
export function ResourceCard({ resource, linkLabel, headingLevel = 3, priority = false }: { resource: ResourceCardData; linkLabel: string; headingLevel?: 2 | 3; priority?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-card transition-colors hover:border-primary/50">
      {/* Decorative here: the card's link text is the title, read right after. */}
      <ResponsiveImage
        src={resource.imageUrl}
        alt=""
        sizes="(min-width: 1280px) 384px, (min-width: 768px) 50vw, 100vw"
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
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="accent">{resourceTypeLabels[resource.type]}</Badge>
          {cardCategories(resource.categories).map((category) => (
            <Badge key={category} variant="outline">{categoryLabels[category]}</Badge>
          ))}
        </div>
        <Heading className="mt-4 text-lg font-semibold leading-snug tracking-tight text-balance">
          <SiteLink href={resourcePath(resource.slug)} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-has-[a:focus-visible]:underline">
            {resource.title}
          </SiteLink>
        </Heading>
        <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-muted-foreground">{resource.description}</p>
        <div className="mt-auto flex items-center justify-between pt-5 text-sm">
          <time dateTime={resource.publishedAt} className="text-muted-foreground">{formatDate(resource.publishedAt, siteTimeZone())}</time>
          <span aria-hidden className="inline-flex items-center gap-1 font-semibold text-primary">
            {linkLabel} <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
          </span>
        </div>
      </div>
    </article>
  );
}
