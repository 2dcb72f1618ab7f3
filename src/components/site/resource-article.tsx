import { SiteLink } from '@/components/ui/site-link';
import { ArrowLeft } from '@/components/ui/icons';
import { CtaBand } from '@/components/site/cta-band';
import { articleJsonLd, JsonLd } from '@/components/site/json-ld';
import { CoverImage } from '@/components/site/cover-image';
import { ResponsiveImage } from '@/components/site/responsive-image';
import { FALLBACK_COVER } from '@/components/site/resource-card';
import { ResourceContent } from '@/components/site/resource-content';
import { Badge } from '@/components/ui/badge';
import { Container } from '@/components/ui/container';
import { resourcePage as copy } from '@/content/resources';
import { categoryLabels, resourceTypeLabels } from '@/lib/categories';
import { formatDate } from '@/lib/dates';
import { siteTimeZone } from '@/server/env';
import type { Resource } from '@/lib/schemas/resource';
import { altTextsFor } from '@/server/media/alt-texts';

/** A resource's page: type, categories, title, date, cover, then its content. */
export async function ResourceArticle({ resource }: { resource: Resource }) {
  const alts = await altTextsFor([resource.imageUrl]);
  const coverClasses = 'aspect-video w-full rounded-xl border border-border bg-[#0b1020] object-cover shadow-card';
  return (
    <>
      <JsonLd data={articleJsonLd(resource)} />
      <article>
        <header className="relative overflow-hidden border-b border-border">
          <div aria-hidden className="pointer-events-none absolute inset-0 bg-[radial-gradient(50rem_24rem_at_15%_-10%,var(--hero-glow-1),transparent_60%)]" />
          <Container className="relative max-w-4xl py-14 sm:py-20">
            <SiteLink href="/resources" className="inline-flex items-center gap-1.5 text-sm font-semibold text-muted-foreground hover:text-foreground">
              <ArrowLeft aria-hidden className="size-4" /> {copy.back}
            </SiteLink>
            <div className="mt-6 flex flex-wrap gap-2">
              <Badge variant="accent">{resourceTypeLabels[resource.type]}</Badge>
              {resource.categories.map((category) => (
                <Badge key={category} variant="outline">{categoryLabels[category]}</Badge>
              ))}
            </div>
            <h1 className="mt-5 text-display font-extrabold tracking-tight text-balance">{resource.title}</h1>
            <p className="mt-5 text-lg leading-relaxed text-muted-foreground text-pretty">{resource.description}</p>
            <p className="mt-6 text-sm text-muted-foreground">
              {copy.published} <time dateTime={resource.publishedAt}>{formatDate(resource.publishedAt, siteTimeZone())}</time>
            </p>
          </Container>
        </header>
        <Container className="max-w-4xl py-12">
          {/* The LCP element of the page, so not lazy. */}
          <ResponsiveImage
            src={resource.imageUrl}
            alt={alts[resource.imageUrl ?? ''] ?? ''}
            sizes="(min-width: 56rem) 54rem, calc(100vw - 2rem)"
            priority
            className={coverClasses}
            fallback={<CoverImage src={resource.imageUrl ?? FALLBACK_COVER} fallback={FALLBACK_COVER} width={1200} height={675} className={coverClasses} />}
          />
          <div className="mt-12">
            <ResourceContent content={resource.content} />
          </div>
        </Container>
      </article>
      <CtaBand heading={copy.ctaHeading} body={copy.ctaBody} button={copy.ctaButton} />
    </>
  );
}
