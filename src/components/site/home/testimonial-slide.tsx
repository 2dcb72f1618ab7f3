import { Quote as QuoteNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import { ResponsiveImage } from '@/components/site/responsive-image';

// From lucide's path data, not components/ui/icons.tsx: client components render this one.
const Quote = icon(QuoteNode);

export type SlideData = { id: string; name: string; position: string; company: string; testimonial: string; imageUrl: string | null; imageAlt?: string };

const avatarClasses = 'size-14 rounded-full border border-border bg-surface-2 object-cover';

function initials(name: string) {
  return name.split(/\s+/).map((part) => part[0]).join('').slice(0, 2).toUpperCase();
}

/** One testimonial; slides that are not shown are inert so focus and screen readers skip them (`current` for every slide until the carousel runs). */
export function TestimonialSlide({ item, label, current }: { item: SlideData; label: string; current: boolean }) {
  return (
    <div role="group" aria-roledescription="slide" aria-label={label} aria-hidden={!current} inert={!current} className="w-full shrink-0 snap-center px-1 noscript:w-[90%]">
      <figure className="relative h-full rounded-xl border border-border bg-surface p-6 shadow-card sm:p-10">
        <Quote aria-hidden className="size-10 text-primary/40" />
        <blockquote className="mt-4 text-lg leading-relaxed text-foreground text-pretty sm:text-xl">“{item.testimonial}”</blockquote>
        <figcaption className="mt-8 flex items-center gap-4">
          {item.imageUrl ? (
            <ResponsiveImage
              src={item.imageUrl}
              alt={item.imageAlt ?? ''}
              sizes="56px"
              className={avatarClasses}
              // eslint-disable-next-line @next/next/no-img-element -- small local avatars; next/image adds nothing here
              fallback={<img src={item.imageUrl} alt="" width={56} height={56} loading="lazy" className={avatarClasses} />}
            />
          ) : (
            <span aria-hidden className="inline-flex size-14 items-center justify-center rounded-full bg-gradient-to-br from-primary to-accent text-lg font-bold text-primary-foreground">
              {initials(item.name)}
            </span>
          )}
          <span>
            <span className="block font-semibold text-foreground">{item.name}</span>
            <span className="block text-sm text-muted-foreground">{item.position}, {item.company}</span>
          </span>
        </figcaption>
      </figure>
    </div>
  );
}
