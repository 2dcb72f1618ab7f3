'use client';

import { fieldControlClasses, Label } from '@/components/ui/input';
import { kindWords } from '@/content/admin-kinds';
import { ChoiceOptions } from './select-options';

/** Where the documents of a kind that goes live by a time stand now: All, Drafts, Scheduled, Published. */
export function StatusFilter({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id}>{kindWords.statusFilterLabel}</Label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={`${fieldControlClasses} h-10 w-40`}>
        <ChoiceOptions options={kindWords.statusFilters} />
      </select>
    </div>
  );
}
