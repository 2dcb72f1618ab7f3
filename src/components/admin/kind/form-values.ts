import { emptyValue } from '@/kit/field-values';
import type { FormSpec } from '@/kit/define-kind';
import type { Field as FieldSpec, Fields } from '@/kit/fields';
import { utcToZoned } from '@/lib/site-time';

// The values a kind's dialog opens with, and how its fields share rows.

type Values = Record<string, unknown>;
export type Entry = [string, FieldSpec];

/** An instant as the wall-clock `YYYY-MM-DDTHH:mm` of the site's zone, which the API reads back the same way. */
function wallClock(iso: string, zone: string): string {
  const { date, time } = utcToZoned(iso, zone);
  return `${date}T${time}`;
}

/** The values a form opens with: the document's (its times as the site zone's wall clock), or a new one's (a required time: now). */
export function openingValues(fields: Fields, doc: Values | null, zone: string, skip: string | undefined): Values {
  const entries = Object.entries(fields).filter(([key]) => key !== skip);
  return Object.fromEntries(
    entries.map(([key, field]) => {
      const stored = doc?.[key];
      if (field.type !== 'dateTime') return [key, stored ?? emptyValue(field)];
      const instant = typeof stored === 'string' && stored !== '' ? stored : field.required ? new Date().toISOString() : null;
      return [key, instant ? wallClock(instant, zone) : ''];
    }),
  );
}

/** Consecutive half-width fields share a row of two on a wide form. */
export function rowsOf(entries: Entry[]): Entry[][] {
  const rows: Entry[][] = [];
  for (const entry of entries) {
    const last = rows.at(-1);
    if (entry[1].width === 'half' && last && last[0]![1].width === 'half' && last.length < 2) last.push(entry);
    else rows.push([entry]);
  }
  return rows;
}

export type Section = FormSpec['sections'][number];
/** A part of a form: one of the definition's sections, or a run of fields outside any. */
type FormBlock = { section: Section } | { entries: Entry[] };

/** The form's parts in the definition's order of fields: a section is drawn where its first field would be. */
export function formBlocks(entries: Entry[], sections: readonly Section[]): FormBlock[] {
  const blocks: FormBlock[] = [];
  for (const entry of entries) {
    const section = sections.find((candidate) => candidate.fields.includes(entry[0]));
    const last = blocks.at(-1);
    if (section) {
      if (!blocks.some((block) => 'section' in block && block.section === section)) blocks.push({ section });
    } else if (last && 'entries' in last) last.entries.push(entry);
    else blocks.push({ entries: [entry] });
  }
  return blocks;
}
