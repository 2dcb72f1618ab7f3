'use client';

import { useQuery } from '@tanstack/react-query';
import { delClasses, insClasses, WordDiff } from '@/components/admin/resources/word-diff';
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
        <>
          <p className="flex flex-wrap gap-3 text-xs text-muted-foreground">
            <del className={delClasses}>{copy.onlyInVersion}</del>
            <ins className={insClasses}>{copy.onlyInDraft}</ins>
          </p>
          <dl className="grid gap-2">
            {changes.map((change) => (
              <div key={change.path} className="grid gap-1 rounded-md border border-border bg-background p-3">
                <dt className="text-xs font-semibold text-muted-foreground">{change.label}</dt>
                <dd className="max-h-60 overflow-y-auto">
                  <WordDiff before={change.before} after={change.after} />
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </div>
  );
}
