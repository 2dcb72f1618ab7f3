import { Badge } from '@/components/ui/badge';
import { resourcesCopy as copy } from '@/content/admin-managers';
import { categoryLabels, resourceTypeLabels, type CategoryId, type ResourceType } from '@/lib/categories';

export const MAX_CATEGORY_BADGES = 3;

/** The type badge, then up to three category badges and "+N more" for the rest. */
export function ResourceBadges({ type, categories, limit = MAX_CATEGORY_BADGES }: { type: ResourceType; categories: CategoryId[]; limit?: number }) {
  const shown = categories.slice(0, limit);
  const hidden = categories.length - shown.length;
  return (
    <ul className="flex flex-wrap gap-1.5">
      <li>
        <Badge variant="accent">{resourceTypeLabels[type]}</Badge>
      </li>
      {shown.map((id) => (
        <li key={id}>
          <Badge variant="outline">{categoryLabels[id]}</Badge>
        </li>
      ))}
      {hidden > 0 && (
        <li>
          <Badge variant="muted">{copy.moreCategories(hidden)}</Badge>
        </li>
      )}
    </ul>
  );
}
