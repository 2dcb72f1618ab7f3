'use client';

import { useSearchParams } from 'next/navigation';
import { kindWords } from '@/content/admin-kinds';
import type { ClientKind } from '@/kit/client-kind';
import type { ChoiceField } from '@/kit/fields';

/** The value of a tab or of the status filter that narrows nothing. */
export const ALL = 'all';

/**
 * Where a kind's list stands, read from the address: its tabs (the definition's first filter, a choice field, with an
 * "All" tab first), the tab and the status (`state`, for a kind that goes live by a time) chosen, and the filters the
 * list asks the server for.
 */
export function useKindListFilters(kind: ClientKind) {
  const searchParams = useSearchParams();
  const tabKey = kind.list?.filters?.[0];
  const tabField = tabKey ? (kind.fields[tabKey] as ChoiceField) : null;
  const tabs = tabField ? [{ value: ALL, label: kindWords.all, empty: null }, ...tabField.options.map((option) => ({ value: option.value, label: option.plural ?? option.label, empty: option }))] : [];
  const tab = tabs.find((item) => item.value === (tabKey && searchParams.get(tabKey)))?.value ?? ALL;
  const status = kind.list?.states ? (kindWords.statusFilters.find((item) => item.value === searchParams.get('state'))?.value ?? ALL) : ALL;
  const filters = { ...(tabKey && tab !== ALL ? { [tabKey]: tab } : {}), ...(status !== ALL ? { state: status } : {}) };
  return { tabKey, tabField, tabs, tab, status, filters };
}

export type KindTab = ReturnType<typeof useKindListFilters>['tabs'][number];
