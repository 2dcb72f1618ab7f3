'use client';

import { useQueries } from '@tanstack/react-query';
import { documentEditorCopy as copy } from '@/content/admin-documents';
import { apiRequest } from '@/lib/api-client';

export type Companion = { key: string; label: string };
type GlobalCopy = { data: { id: string; status: 'draft' | 'scheduled' | 'published' } };

export const companionQueryKey = (key: string) => [`/api/admin/globals/${key}`];

/**
 * The site-wide documents (the navigation, the footer, the settings) with unpublished changes, offered to go live
 * with this page in one publication (a new page and the menu item that leads to it). Shown only when one has some.
 */
export function PublishCompanions({ companions, chosen, onChange }: { companions: readonly Companion[]; chosen: ReadonlyArray<{ kind: string; id: string }>; onChange: (chosen: Array<{ kind: string; id: string }>) => void }) {
  const results = useQueries({
    queries: companions.map((companion) => ({ queryKey: companionQueryKey(companion.key), queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest<GlobalCopy>(`/api/admin/globals/${companion.key}`, { signal }) })),
  });
  const pending = companions.flatMap((companion, index) => {
    const data = results[index]?.data?.data;
    return data && data.status !== 'published' ? [{ ...companion, id: data.id }] : [];
  });
  if (pending.length === 0) return null;
  return (
    <fieldset className="grid w-full gap-1.5 border-t border-border pt-2 text-sm">
      <legend className="sr-only">{copy.alsoPublish}</legend>
      {pending.map((companion) => {
        const checked = chosen.some((item) => item.id === companion.id);
        return (
          <label key={companion.key} className="flex items-center gap-2">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={checked}
              onChange={(event) => onChange(event.target.checked ? [...chosen, { kind: companion.key, id: companion.id }] : chosen.filter((item) => item.id !== companion.id))}
            />
            {copy.publishToo(companion.label)}
          </label>
        );
      })}
    </fieldset>
  );
}
