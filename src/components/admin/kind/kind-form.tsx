'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldValues } from 'react-hook-form';
import { DraftOffer } from '@/components/admin/draft-offer';
import { FormDialogFooter } from '@/components/admin/form-dialog';
import { applyServerFieldErrors, showValidationToast } from '@/components/admin/form-helpers';
import { useSiteTimeZone } from '@/components/admin/site-time-zone';
import { useDialogFormGuard } from '@/components/admin/unsaved-changes';
import { useLocalDraft } from '@/components/admin/use-local-draft';
import type { KindCopy } from '@/content/admin-kinds';
import type { ClientKind } from '@/kit/client-kind';
import type { Field as FieldSpec } from '@/kit/fields';
import { schemasOf } from '@/kit/kind-schemas';
import { slugify } from '@/lib/slug';
import { FieldControl, type SlugFollowing } from './field-control';
import { formBlocks, openingValues, rowsOf, type Entry, type Section } from './form-values';
import { SearchPreview } from './search-preview';

type Values = Record<string, unknown>;
type Doc = Values & { id: string; revision?: number; updatedAt?: string };

type KindFormProps = { kind: ClientKind; copy: KindCopy; doc: Doc | null; onSubmit: (values: Values) => Promise<void> };

/**
 * The add and edit form of a kind, made from its fields (docs/decisions/0036, section 5): one control per field type,
 * the definition's sections, the same schema as the API's, and a failed save keeps what was typed with the server's
 * messages on their fields. What staff type is kept in this browser until it is saved or discarded; a copy found on
 * opening is offered back, never put in the form unasked. The card's switch is left to the list.
 */
export function KindForm({ kind, copy, doc, onSubmit }: KindFormProps) {
  const zone = useSiteTimeZone();
  const switchField = kind.card.switch?.field;
  const initial = useMemo(() => openingValues(kind.fields, doc, zone, switchField), [kind.fields, doc, zone, switchField]);
  const draft = useLocalDraft<Values>(kind.key, doc?.id ?? null, doc?.revision ?? null);
  const [offer, setOffer] = useState(draft.found);
  const [restored, setRestored] = useState<Values | null>(null);
  const firstId = `${kind.key}-${Object.keys(initial)[0] ?? ''}`;
  const answer = (restore: boolean) => {
    // Only the form's own fields: a copy an earlier form kept may name others.
    if (restore && offer) setRestored({ ...initial, ...Object.fromEntries(Object.entries(offer.values).filter(([name]) => Object.hasOwn(initial, name))) });
    else draft.remove();
    setOffer(null);
    // The offer and its buttons are gone: focus goes on to the form's first field, as when it opens.
    setTimeout(() => document.getElementById(firstId)?.focus());
  };
  const savedSince = doc && offer && typeof doc.revision === 'number' && offer.revision !== doc.revision ? (doc.updatedAt ?? null) : null;
  return (
    <div className="grid gap-4">
      {offer && <DraftOffer savedAt={offer.savedAt} savedSince={savedSince} onRestore={() => answer(true)} onDiscard={() => answer(false)} />}
      {/* Restoring remounts the fields: a rich-text editor takes its content when it starts. */}
      <KindFields key={restored ? 'restored' : 'stored'} kind={kind} copy={copy} doc={doc} initial={restored ?? initial} restored={restored !== null} draft={offer ? null : draft} onSubmit={onSubmit} />
    </div>
  );
}

type KindFieldsProps = KindFormProps & {
  initial: Values;
  /** The values are a restored local copy: unsaved work from the first keystroke. */
  restored: boolean;
  /** Where typing is kept; null while a found copy waits for an answer, so typing does not overwrite it. */
  draft: ReturnType<typeof useLocalDraft<Values>> | null;
};

function KindFields({ kind, copy, doc, initial, restored, draft, onSubmit }: KindFieldsProps) {
  const editing = doc !== null;
  const switchField = kind.card.switch?.field;
  const entries = Object.entries(kind.fields).filter(([key]) => key !== switchField);
  const names = entries.map(([key]) => key);
  const schema = useMemo(() => schemasOf(kind.fields).create, [kind.fields]);
  const form = useForm<FieldValues, unknown, Values>({ resolver: zodResolver(schema as never) as never, defaultValues: initial });
  const { formState, setError, control } = form;
  const values = useWatch({ control }) as Values;
  const dirty = formState.isDirty || restored;
  const slugs = entries.filter((entry): entry is [string, Extract<FieldSpec, { type: 'slug' }>] => entry[1].type === 'slug');
  // A slug follows its source while a document is new, until staff type into it (never on edit: links would break).
  const [slugEdited, setSlugEdited] = useState(() => editing || slugs.some(([key, field]) => initial[key] !== slugify(String(initial[field.from] ?? ''))));
  const removeDraft = draft?.remove;
  useDialogFormGuard(dirty, useCallback(() => removeDraft?.(), [removeDraft]));

  // Kept while it differs from what is stored; back to the stored values, there is nothing to keep.
  useEffect(() => {
    if (!draft) return;
    if (dirty) draft.keep({ ...initial, ...values });
    else draft.remove();
  }, [draft, dirty, initial, values]);

  const submit = form.handleSubmit(async (sent) => {
    // An edit leaves the switch as it is: the create schema's default would turn it back on.
    const body = switchField && editing ? Object.fromEntries(Object.entries(sent).filter(([key]) => key !== switchField)) : sent;
    try {
      await onSubmit(body);
      draft?.remove();
    } catch (error) {
      applyServerFieldErrors(error, names, setError);
    }
  }, showValidationToast);
  const text = (key: string | undefined) => (key && typeof values[key] === 'string' ? (values[key] as string) : '');

  const slug: SlugFollowing = { following: slugs, edited: slugEdited, markEdited: () => setSlugEdited(true) };
  const renderControl = (key: string, field: FieldSpec) => <FieldControl key={key} name={key} field={field} kind={kind} copy={copy} form={form} values={values} slug={slug} />;

  function renderRows(list: Entry[], after?: { key: string; node: ReactNode }): ReactNode[] {
    return rowsOf(list).flatMap((row) => {
      // A half-width field alone on its row keeps its half (a resource's type).
      const drawn =
        row.length === 2 || row[0]![1].width === 'half' ? (
          <div key={row[0]![0]} className="grid gap-4 sm:grid-cols-2">
            {row.map(([key, field]) => renderControl(key, field))}
          </div>
        ) : (
          renderControl(row[0]![0], row[0]![1])
        );
      return after && row.some(([key]) => key === after.key) ? [drawn, after.node] : [drawn];
    });
  }

  /** A section's box: its title and line, its fields, and the search result they make (after the texts it shows). */
  function renderSection(section: Section): ReactNode {
    const inside = entries.filter(([key]) => section.fields.includes(key));
    let preview: { key: string; node: ReactNode } | undefined;
    if (section.preview === 'search') {
      const advised = inside.filter(([, field]) => (field.type === 'text' || field.type === 'textarea') && field.advised) as Array<[string, Extract<FieldSpec, { type: 'text' | 'textarea' }>]>;
      const titleField = advised.find(([, field]) => field.type === 'text');
      const descriptionField = advised.find(([, field]) => field.type === 'textarea');
      const slug = slugs[0];
      preview = {
        key: (descriptionField ?? titleField)?.[0] ?? inside[0]![0],
        node: (
          <SearchPreview
            key={`${section.key}-preview`}
            address={`${slug?.[1].prefix ?? '/'}${text(slug?.[0]) || '…'}`}
            title={text(titleField?.[0]).trim() || text(kind.card.title).trim()}
            description={text(descriptionField?.[0]).trim() || text(kind.card.excerpt).trim()}
            titleMax={titleField?.[1].advised?.max ?? 60}
            descriptionMax={descriptionField?.[1].advised?.max ?? 160}
          />
        ),
      };
    }
    const headingId = `${kind.key}-${section.key}-heading`;
    const body = renderRows(inside, preview);
    if (!section.title) {
      return (
        <div key={section.key} className="grid gap-4 rounded-lg border border-border p-4">
          {body}
        </div>
      );
    }
    return (
      <section key={section.key} aria-labelledby={headingId} className="grid gap-4 rounded-lg border border-border p-4">
        <div className="grid gap-1">
          <h3 id={headingId} className="font-semibold">
            {section.title}
          </h3>
          {section.intro && <p className="text-sm text-muted-foreground">{section.intro}</p>}
        </div>
        {body}
      </section>
    );
  }

  const blocks = formBlocks(entries, kind.form?.sections ?? []);

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {blocks.map((block) => ('section' in block ? renderSection(block.section) : renderRows(block.entries)))}
      <FormDialogFooter working={formState.isSubmitting} editing={editing} />
    </form>
  );
}
