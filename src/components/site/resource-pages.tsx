import { ArrowLeft, ArrowRight } from '@/components/ui/icons';
import { resourcesPage as copy } from '@/content/resources';
import { cx } from '@/lib/cx';
import { resourcesHref, type ResourceFilters } from '@/lib/resource-filters';

/** The page numbers to offer around `page`: the first, the last, and two on each side, with gaps as null. */
function pagesAround(page: number, pages: number): Array<number | null> {
  const wanted = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((n, index) => (index > 0 && n - sorted[index - 1]! > 1 ? [null, n] : [n]));
}

const item = 'inline-flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-md border px-3 text-sm font-medium transition-colors';

/**
 * Previous, the page numbers and Next of a paged view of /resources: plain links, followed as full page loads (they
 * work without JavaScript, and each is a view the server keeps whole). Not the app's router: pages 2 onward are
 * rendered when first asked for, and the router's segment prefetches of a page not yet made answer 404 before it
 * falls back. The filters kept; `rel="prev"`/`"next"` on the links and in the head.
 */
export function ResourcePages({ filters, page, pages }: { filters: ResourceFilters; page: number; pages: number }) {
  if (pages <= 1) return null;
  const href = (n: number) => resourcesHref(filters, { page: n });
  return (
    <nav aria-label={copy.pagesLabel} className="mt-12 flex flex-col items-center gap-4">
      {page > 1 && <link rel="prev" href={href(page - 1)} />}
      {page < pages && <link rel="next" href={href(page + 1)} />}
      <p className="text-sm text-muted-foreground">{copy.pageOf(page, pages)}</p>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <a href={href(page - 1)} rel="prev" className={cx(item, 'border-border bg-surface hover:bg-surface-2')}>
              <ArrowLeft aria-hidden className="size-4" />
              {copy.previous}
            </a>
          </li>
        )}
        {pagesAround(page, pages).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={n}>
              <a
                href={href(n)}
                aria-label={copy.pageLink(n)}
                aria-current={n === page ? 'page' : undefined}
                className={cx(item, n === page ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-surface hover:bg-surface-2')}
              >
                {n}
              </a>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <a href={href(page + 1)} rel="next" className={cx(item, 'border-border bg-surface hover:bg-surface-2')}>
              {copy.next}
              <ArrowRight aria-hidden className="size-4" />
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
