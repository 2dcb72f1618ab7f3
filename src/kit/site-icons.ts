// The icons a block may show (cards, stats, a service's proof), by lucide's names: plain data, so the staff form can
// offer them as a list. Each is drawn by src/blocks/icons.tsx on the server; a name missing there is a type error.
export const SITE_ICONS = [
  'activity',
  'badge-check',
  'banknote',
  'bot',
  'brain',
  'brain-circuit',
  'briefcase',
  'building-2',
  'calendar-clock',
  'chart-line',
  'cloud',
  'file-search',
  'file-text',
  'gauge',
  'gavel',
  'handshake',
  'heart-pulse',
  'landmark',
  'lock',
  'megaphone',
  'package-search',
  'rocket',
  'route',
  'scale',
  'shield-check',
  'stethoscope',
  'target',
  'truck',
  'users',
  'warehouse',
  'workflow',
] as const;

export type SiteIcon = (typeof SITE_ICONS)[number];

/** How the staff form names an icon: `shield-check` → "Shield check". */
export const iconLabel = (name: SiteIcon) => (name.charAt(0).toUpperCase() + name.slice(1)).replaceAll('-', ' ');
