'use client';

import { Download as DownloadNode } from 'lucide';
import { useState } from 'react';
import { AdminPageHeader } from '@/components/admin/page-header';
import { Pager } from '@/components/admin/pager';
import { useSiteTimeZone } from '@/components/admin/site-time-zone';
import { usePagedList } from '@/components/admin/use-paged-list';
import { buttonClasses } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { icon } from '@/components/ui/icon';
import { Input, Label } from '@/components/ui/input';
import { auditCopy as copy } from '@/content/admin-team';
import { formatDateTime } from '@/lib/site-time';

const Download = icon(DownloadNode);
const AUDIT_URL = '/api/admin/audit';
const FILTERS = ['actor', 'entity', 'action', 'from', 'to'] as const;
type Filter = (typeof FILTERS)[number];
type Entry = { id: string; at: string; actor: { id: string | null; email: string | null }; action: string; entity: string; entityId: string | null; changes: Record<string, unknown> | null };

type Change = { before: unknown; after: unknown; label?: string };
const isChange = (value: unknown): value is Change => typeof value === 'object' && value !== null && 'before' in value && 'after' in value;
const shown = (value: unknown) => (value === null || value === undefined || value === '' ? copy.empty_value : typeof value === 'string' ? value : JSON.stringify(value));

/** An entry's details as a reader wants them: each field by its label, before → after; anything else as it came. */
function Changes({ changes }: { changes: Record<string, unknown> }) {
  return (
    <dl className="grid gap-1">
      {Object.entries(changes).map(([key, value]) => (
        <div key={key}>
          <dt className="inline font-medium text-foreground">{isChange(value) ? (value.label ?? key) : key}: </dt>
          <dd className="inline">
            {isChange(value) ? (
              value.before === null && !('label' in value && value.label) ? (
                shown(value.after)
              ) : (
                <>
                  <del className="decoration-destructive/60">{shown(value.before)}</del> → <ins className="no-underline">{shown(value.after)}</ins>
                </>
              )
            ) : (
              shown(value)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** /admin/audit: the log newest first, filtered by person, entity, action and time (kept in the address), paged, as CSV. */
export function AuditScreen({ initial }: { initial: Partial<Record<Filter, string>> }) {
  const zone = useSiteTimeZone();
  const [draft, setDraft] = useState<Partial<Record<Filter, string>>>(initial);
  const applied = Object.fromEntries(FILTERS.filter((key) => initial[key]).map((key) => [key, initial[key]!]));
  const list = usePagedList<Entry>(AUDIT_URL, 50, applied);
  const data = list.list.data as ({ data: Entry[]; total: number; totalCapped?: boolean } | undefined);
  const exportHref = `${AUDIT_URL}/export?${new URLSearchParams(applied).toString()}`;
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <AdminPageHeader title={copy.title} intro={copy.intro}>
        <a href={exportHref} download className={buttonClasses({ variant: 'secondary' })}>
          <Download aria-hidden /> {copy.exportCsv}
        </a>
      </AdminPageHeader>
      <form
        aria-label={copy.filtersLabel}
        className="grid gap-3 rounded-xl border border-border bg-surface p-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          list.setFilters(Object.fromEntries(FILTERS.map((key) => [key, draft[key]?.trim() || null])));
        }}
      >
        {FILTERS.map((key) => (
          <div key={key} className="grid gap-1.5">
            <Label htmlFor={`audit-${key}`}>{copy[key]}</Label>
            <Input id={`audit-${key}`} type={key === 'from' || key === 'to' ? 'date' : 'text'} className="h-10" value={draft[key] ?? ''} onChange={(event) => setDraft((current) => ({ ...current, [key]: event.target.value }))} />
          </div>
        ))}
        <SubmitButton className="h-10">{copy.apply}</SubmitButton>
      </form>
      {list.list.isError ? (
        <p role="alert">{copy.loadError}</p>
      ) : !data ? (
        <p role="status">{copy.loading}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" role="status">{copy.summary(data.total, Boolean(data.totalCapped), list.page, list.pages)}</p>
          {data.data.length === 0 ? (
            <p>{copy.empty}</p>
          ) : (
            <div className="overflow-x-auto rounded-xl border border-border bg-surface">
              <table className="w-full min-w-[60rem] text-left text-sm">
                <thead className="border-b border-border text-xs text-muted-foreground">
                  <tr>{Object.values(copy.columns).map((column) => <th key={column} scope="col" className="whitespace-nowrap px-4 py-3 font-medium">{column}</th>)}</tr>
                </thead>
                <tbody>
                  {data.data.map((entry) => (
                    <tr key={entry.id} className="border-b border-border align-top last:border-0">
                      <td className="whitespace-nowrap px-4 py-3"><time dateTime={entry.at}>{formatDateTime(entry.at, zone)}</time></td>
                      <td className="px-4 py-3 break-all">{entry.actor.email ?? entry.actor.id ?? (entry.action === 'sign-in-failed' ? copy.nobody : copy.system)}</td>
                      <td className="whitespace-nowrap px-4 py-3 font-medium">{entry.action}</td>
                      <td className="px-4 py-3">{entry.entity}{entry.entityId && <span className="block break-all text-xs text-muted-foreground">{entry.entityId}</span>}</td>
                      <td className="max-w-md px-4 py-3 text-xs break-words text-muted-foreground">{entry.changes ? <Changes changes={entry.changes} /> : '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager page={list.page} pages={list.pages} label={copy.pagination} onPage={list.goTo} />
        </>
      )}
    </div>
  );
}
