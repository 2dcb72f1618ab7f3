import { useId } from 'react';
import { site } from '@/content/site';
import { cx } from '@/lib/cx';

/** The brand mark: a rounded tile with an upward "outcome" stroke, drawn here as SVG. */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  // Pages show the mark more than once (header and footer): each copy needs its own gradient id, or the document
  // holds a duplicate id (an HTML error) and a hidden copy's gradient can paint the others.
  const gradient = `logo-gradient${useId()}`;
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8b9bff" />
          <stop offset="1" stopColor="#3ddbc3" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradient})`} />
      <path d="M8 21.5l5.5-5.5 4 4L24 12.5" fill="none" stroke="#0a0e1a" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="24" cy="12.5" r="2.2" fill="#0a0e1a" />
    </svg>
  );
}

export function Logo({ hideWordmarkBelowLg = false }: { hideWordmarkBelowLg?: boolean }) {
  return (
    <span className="flex items-center gap-2.5">
      <LogoMark />
      <span className={cx('text-lg font-bold tracking-tight text-foreground', hideWordmarkBelowLg && 'md:max-lg:sr-only')}>
        {site.name}
      </span>
    </span>
  );
}
