import { SiteLink } from '@/components/ui/site-link';
import { ArrowRight } from '@/components/ui/icons';
import { revealStyle, Section, SectionHeading } from '@/components/site/section';
import type { ReactNode } from 'react';

export type IndustryCard = { icon: ReactNode; title: string; headline: string; description: string; cta: string; href: string; image: string | null };
type Props = { id?: string; headingId: string; tinted: boolean; eyebrow: string | null; heading: string; intro: string | null; cards: readonly IndustryCard[] };

/** Industry cards over their background art, each leading to its page (the block: src/blocks/industry-cards). */
export function IndustriesSection({ id, headingId, tinted, eyebrow, heading, intro, cards }: Props) {
  return (
    <Section id={id} tone={tinted ? 'muted' : 'plain'} aria-labelledby={headingId}>
      <SectionHeading id={headingId} eyebrow={eyebrow ?? undefined} title={heading} intro={intro ?? undefined} />
      <ul className="mt-12 grid gap-5 md:grid-cols-2">
        {cards.map(({ icon, title, headline, description, cta, href, image }, index) => (
          <li key={index} data-reveal style={revealStyle(index)}>
            <SiteLink
              href={href}
              className="group relative flex h-full min-h-72 flex-col justify-end overflow-hidden rounded-xl border border-border bg-[#0b1020] p-6 text-white shadow-card transition-shadow hover:shadow-raised sm:p-8"
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- a small local SVG; next/image adds nothing here */}
              {image && <img src={image} alt="" width={1600} height={686} loading="lazy" className="absolute inset-0 size-full object-cover opacity-80 transition-transform duration-500 group-hover:scale-105" />}
              <span aria-hidden className="absolute inset-0 bg-gradient-to-t from-[#070a14] via-[#070a14]/80 to-[#070a14]/10" />
              <span className="relative">
                <span className="inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-widest text-[#7ee8d6]">
                  {icon} {title}
                </span>
                <span className="mt-3 block text-xl font-bold tracking-tight text-balance sm:text-2xl">{headline}</span>
                <span className="mt-2 block text-sm leading-relaxed text-[#c9d1e4]">{description}</span>
                <span className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-white">
                  {cta} <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
                </span>
              </span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
