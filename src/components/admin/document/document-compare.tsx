'use client';

import { useQuery } from '@tanstack/react-query';
import { ChangeList } from '@/components/admin/word-diff';
import { documentEditorCopy as copy } from '@/content/admin-documents';
import { changedTexts } from '@/kit/field-text';
import type { Fields } from '@/kit/fields';
import { apiRequest } from '@/lib/api-client';

type VersionValues = { values: Record<string, unknown>; addressChange: { from: string; to: string } | null };

/** One version against the draft in the editor: every value that differs, at any depth, as a word diff. */
export function DocumentCompare({ url, versionId, fields, current }: { url: string; versionId: string; fields: Fields; current: Record<string, unknown> }) {
  const versionUrl = `${url}/versions/${versionId}`;
  const version = useQuery({ queryKey: [versionUrl], queryFn: ({ signal }) => apiRequest<{ data: VersionValues }>(versionUrl, { signal }) });
  if (version.isError) return <p role="alert" className="text-sm text-destructive">{copy.historyError}</p>;
  if (!version.data) return <p role="status" className="text-sm text-muted-foreground">{copy.historyLoading}</p>;
  const changes = changedTexts(fields, version.data.data.values, current);
  const { addressChange } = version.data.data;
  return (
    <div className="grid gap-3">
      {addressChange && <p className="text-sm font-medium">{copy.addressChange(addressChange.from, addressChange.to)}</p>}
      {changes.length === 0 ? (
        <p className="text-sm text-muted-foreground">{copy.sameAsDraft}</p>
      ) : (
        <ChangeList changes={changes.map((change) => ({ ...change, key: change.path }))} legend={{ removed: copy.onlyInVersion, added: copy.onlyInDraft }} />
      )}
    </div>
  );
}
