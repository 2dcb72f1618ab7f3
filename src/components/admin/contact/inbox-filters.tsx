'use client';

import { Search as SearchNode, X as XNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import { useEffect, useRef, useState } from 'react';
import { useTypedIntoBeforeStart } from '@/components/ui/typed-before-start';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { fieldControlClasses, Input, Label } from '@/components/ui/input';
import { contactCopy } from '@/content/admin-leads';
import { LEAD_STATUSES, leadStatusLabels } from '@/lib/leads';

const Search = icon(SearchNode);
const X = icon(XNode);

const copy = contactCopy.filters;
export type StaffOption = { id: string; email: string; name: string };
export const FILTER_KEYS = ['q', 'status', 'owner', 'source', 'landing', 'from', 'to', 'sort'] as const;
export type InboxFilters = Partial<Record<(typeof FILTER_KEYS)[number], string>>;

const selectClasses = `${fieldControlClasses} h-10`;

type Props = { filters: InboxFilters; staff: StaffOption[]; sources: string[]; onChange: (next: InboxFilters) => void };

/** Search (sent 300 ms after typing stops), status, owner, source, dates and sort; every choice lives in the URL. */
export function InboxFilterBar({ filters, staff, sources, onChange }: Props) {
  const [search, setSearch] = useState(filters.q ?? '');
  const box = useRef<HTMLInputElement>(null);
  // Words typed while the screen was on its way are the search (issue 20: nothing typed is lost).
  useTypedIntoBeforeStart(box, setSearch);
  // Follow the URL (Back, Clear filters) without fighting the typing: adopt its q only when the URL's q changes.
  const [urlQuery, setUrlQuery] = useState(filters.q ?? '');
  if ((filters.q ?? '') !== urlQuery) {
    setUrlQuery(filters.q ?? '');
    setSearch(filters.q ?? '');
  }
  useEffect(() => {
    if (search === (filters.q ?? '')) return;
    const timer = setTimeout(() => onChange({ ...filters, q: search }), 300);
    return () => clearTimeout(timer);
  }, [search, filters, onChange]);
  const set = (key: keyof InboxFilters) => (event: { target: { value: string } }) => onChange({ ...filters, [key]: event.target.value });
  const active = FILTER_KEYS.some((key) => key !== 'sort' && filters[key]);

  return (
    <form role="search" aria-label={copy.label} onSubmit={(event) => { event.preventDefault(); onChange({ ...filters, q: search }); }} className="grid gap-3 rounded-xl border border-border bg-surface p-4 sm:grid-cols-2 lg:grid-cols-4">
      <div className="grid gap-1.5 sm:col-span-2">
        <Label htmlFor="inbox-q">{copy.search}</Label>
        <div className="flex gap-2">
          <div className="relative grow">
            <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input ref={box} id="inbox-q" type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder={copy.searchPlaceholder} className="h-10! pl-9!" maxLength={200} />
          </div>
          {/* A form with several text and date fields submits on Enter only through a submit button. */}
          <SubmitButton variant="secondary" className="h-10">
            {copy.searchSubmit}
          </SubmitButton>
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="inbox-status">{copy.status}</Label>
        <select id="inbox-status" value={filters.status ?? ''} onChange={set('status')} className={selectClasses}>
          <option value="">{copy.statusAny}</option>
          <option value="open">{copy.statusOpen}</option>
          <option value="overdue">{copy.statusOverdue}</option>
          {LEAD_STATUSES.map((status) => <option key={status} value={status}>{leadStatusLabels[status]}</option>)}
          <option value="all">{copy.statusAll}</option>
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="inbox-owner">{copy.owner}</Label>
        <select id="inbox-owner" value={filters.owner ?? ''} onChange={set('owner')} className={selectClasses}>
          <option value="">{copy.ownerAny}</option>
          <option value="none">{copy.ownerNone}</option>
          {staff.map((account) => <option key={account.id} value={account.id}>{account.email}</option>)}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="inbox-source">{copy.source}</Label>
        <select id="inbox-source" value={filters.source ?? ''} onChange={set('source')} className={selectClasses}>
          <option value="">{copy.sourceAny}</option>
          {sources.map((source) => <option key={source} value={source}>{source}</option>)}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="inbox-from">{copy.from}</Label>
        <Input id="inbox-from" type="date" value={filters.from ?? ''} onChange={set('from')} className="h-10!" />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="inbox-to">{copy.to}</Label>
        <Input id="inbox-to" type="date" value={filters.to ?? ''} onChange={set('to')} className="h-10!" />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="inbox-sort">{copy.sort}</Label>
        <select id="inbox-sort" value={filters.sort ?? 'newest'} onChange={set('sort')} className={selectClasses}>
          <option value="newest">{copy.newest}</option>
          <option value="oldest">{copy.oldest}</option>
        </select>
      </div>
      {active && (
        <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-4">
          {/* Set by the analytics' pages (no field of its own): shown, and removable on its own. */}
          {filters.landing && (
            <span className="inline-flex items-center gap-1 rounded-full bg-primary/15 py-1 pr-1 pl-3 text-sm font-medium">
              {copy.landing(filters.landing)}
              <Button type="button" variant="ghost" size="icon" className="size-7!" aria-label={copy.clearLanding} onClick={() => onChange({ ...filters, landing: '' })}>
                <X aria-hidden />
              </Button>
            </span>
          )}
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange({ sort: filters.sort })}>
            <X aria-hidden /> {contactCopy.clearFilters}
          </Button>
        </div>
      )}
    </form>
  );
}
