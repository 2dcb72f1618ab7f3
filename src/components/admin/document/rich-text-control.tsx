'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { EditorSkeleton } from '@/components/admin/editor/editor-skeleton';
import { Field, fieldAria } from '@/components/ui/field';
import type { RichTextField } from '@/kit/fields';

// TipTap is a chunk of its own, fetched when a document with formatted text is opened (a job opening), never for a page.
const RichTextEditor = dynamic(() => import('@/components/admin/editor/rich-text-editor').then((m) => m.RichTextEditor), {
  ssr: false,
  loading: () => <EditorSkeleton compact />,
});

type RichTextControlProps = { id: string; field: RichTextField; value: unknown; onChange: (value: string) => void; error?: string };

/** A formatted text field (bold, italic, lists, links) in the editor page; the server keeps only those tags. */
export function RichTextControl({ id, field, value, onChange, error }: RichTextControlProps) {
  const html = typeof value === 'string' ? value : '';
  // The editor reads its content once. A value that changes from outside (a restored version) starts it again.
  const [typed, setTyped] = useState(html);
  const [generation, setGeneration] = useState(0);
  if (html !== typed) {
    setTyped(html);
    setGeneration((count) => count + 1);
  }
  const aria = fieldAria(id, { error, hint: Boolean(field.help) });
  return (
    <Field id={id} label={field.label} required={field.required === true} hint={field.help} error={error}>
      <RichTextEditor
        key={generation}
        id={id}
        label={field.label}
        initialContent={html}
        compact
        onChange={(next) => {
          setTyped(next);
          onChange(next);
        }}
        onBlur={() => undefined}
        aria-describedby={aria['aria-describedby']}
        aria-invalid={aria['aria-invalid']}
      />
    </Field>
  );
}
