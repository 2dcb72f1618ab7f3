import { Badge } from '@/components/ui/badge';
import { kindWords } from '@/content/admin-kinds';
import type { ClientKind } from '@/kit/client-kind';

const MAX_CHOICE_BADGES = 3;

type Shown = { key: string; label: string; variant: 'accent' | 'outline' | 'muted' };

/**
 * A document's badges, from its card's `badges`: a choice as its option's label, several choices as up to three badges
 * and "+N more" for the rest (the View dialog shows them all).
 */
export function KindBadges({ kind, doc, limit = MAX_CHOICE_BADGES }: { kind: ClientKind; doc: Record<string, unknown>; limit?: number }) {
  const badges = (kind.card.badges ?? []).flatMap((key): Shown[] => {
    const field = kind.fields[key];
    const labelOf = (value: unknown) => (field && 'options' in field ? (field.options.find((option) => option.value === value)?.label ?? String(value)) : String(value));
    if (field?.type === 'choice') return [{ key, label: labelOf(doc[key]), variant: 'accent' }];
    if (field?.type !== 'choices') return [];
    const chosen = Array.isArray(doc[key]) ? (doc[key] as unknown[]) : [];
    const shown = chosen.slice(0, limit).map((value) => ({ key: `${key}-${String(value)}`, label: labelOf(value), variant: 'outline' as const }) satisfies Shown);
    const hidden = chosen.length - shown.length;
    return hidden > 0 ? [...shown, { key: `${key}-more`, label: kindWords.more(hidden), variant: 'muted' }] : shown;
  });
  if (badges.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {badges.map((badge) => (
        <li key={badge.key}>
          <Badge variant={badge.variant}>{badge.label}</Badge>
        </li>
      ))}
    </ul>
  );
}
