import { hero } from '@/content/home';

/** The hero illustration: a drawn "outcome dashboard", pure SVG, decorative. Colours follow the theme tokens. */
export function HeroArt() {
  const bars = [38, 52, 46, 64, 58, 76, 88];
  return (
    <div aria-hidden className="relative mx-auto hidden w-full max-w-md sm:block lg:max-w-none">
      <svg viewBox="0 0 480 400" className="w-full drop-shadow-[0_30px_60px_rgb(0_0_0/0.25)]">
        <defs>
          <linearGradient id="hero-line" x1="0" x2="1" y1="0" y2="0">
            <stop offset="0" stopColor="var(--primary)" />
            <stop offset="1" stopColor="var(--accent)" />
          </linearGradient>
          <linearGradient id="hero-area" x1="0" x2="0" y1="0" y2="1">
            <stop offset="0" stopColor="var(--accent)" stopOpacity="0.35" />
            <stop offset="1" stopColor="var(--accent)" stopOpacity="0" />
          </linearGradient>
        </defs>
        <rect x="20" y="24" width="440" height="300" rx="20" fill="var(--surface)" stroke="var(--border)" />
        <circle cx="48" cy="50" r="5" fill="var(--destructive)" opacity="0.7" />
        <circle cx="66" cy="50" r="5" fill="var(--primary)" opacity="0.7" />
        <circle cx="84" cy="50" r="5" fill="var(--accent)" opacity="0.7" />
        <rect x="48" y="80" width="120" height="10" rx="5" fill="var(--muted-foreground)" opacity="0.35" />
        <rect x="48" y="100" width="72" height="22" rx="6" fill="var(--foreground)" opacity="0.85" />
        {bars.map((height, index) => (
          <rect key={index} x={60 + index * 52} y={290 - height * 1.6} width="26" height={height * 1.6} rx="6" fill="var(--primary)" opacity={0.18 + index * 0.07} />
        ))}
        <path d="M60 250 C120 240 150 220 200 205 S300 160 340 140 S410 100 440 92 L440 300 L60 300 Z" fill="url(#hero-area)" />
        <path d="M60 250 C120 240 150 220 200 205 S300 160 340 140 S410 100 440 92" fill="none" stroke="url(#hero-line)" strokeWidth="4" strokeLinecap="round" />
        <circle cx="440" cy="92" r="8" fill="var(--accent)" />
        <circle cx="440" cy="92" r="16" fill="var(--accent)" opacity="0.2" />
        <g transform="translate(268 300)">
          <rect width="200" height="84" rx="16" fill="var(--surface-2)" stroke="var(--border)" />
          <text x="20" y="36" fill="var(--muted-foreground)" fontSize="13" fontFamily="inherit">{hero.art.cloudSpend.label}</text>
          <text x="20" y="66" fill="var(--foreground)" fontSize="26" fontWeight="700" fontFamily="inherit">{hero.art.cloudSpend.value}</text>
          <path d="M130 58 l16 -16 l12 10 l22 -24" fill="none" stroke="var(--accent)" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
        </g>
        <g transform="translate(0 300)">
          <rect width="170" height="84" rx="16" fill="var(--surface-2)" stroke="var(--border)" />
          <text x="20" y="36" fill="var(--muted-foreground)" fontSize="13" fontFamily="inherit">{hero.art.leadTime.label}</text>
          <text x="20" y="66" fill="var(--foreground)" fontSize="26" fontWeight="700" fontFamily="inherit">{hero.art.leadTime.value}</text>
        </g>
      </svg>
    </div>
  );
}
