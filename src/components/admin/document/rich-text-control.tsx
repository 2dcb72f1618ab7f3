'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { ContentField } from '@/components/admin/editor/content-field';
import { EditorSkeleton } from '@/components/admin/editor/editor-skeleton';
import { useImagePicker } from '@/components/admin/media/use-image-picker';
import { Field, fieldAria } from '@/components/ui/field';
import type { RichTextField } from '@/kit/fields';

// TipTap is a chunk of its own, fetched when a document with formatted text is opened (a job opening), never for a page.
const RichTextEditor = dynamic(() => import('@/components/admin/editor/rich-text-editor').then((m) => m.RichTextEditor), {
  ssr: false,
  loading: () => <EditorSkeleton compact />,
});

type RichTextControlProps = { id: string; field: RichTextField; value: unknown; onChange: (value: string) => void; error?: string };
type EditorProps = { id: string; field: RichTextField; html: string; onChange: (value: string) => void; aria: ReturnType<typeof fieldAria> };

/**
 * A formatted text field in the editor page: bold, italic, lists and links (the server keeps only those tags), or, for
 * an article (a resource's content), the full editor with headings, library images and code, or a Notion page's address.
 */
export function RichTextControl({ id, field, value, onChange, error }: RichTextControlProps) {
  const html = typeof value === 'string' ? value : '';
  // The editor reads its content once. A value that changes from outside (a restored version) starts it again.
  const [typed, setTyped] = useState(html);
  const [generation, setGeneration] = useState(0);
  if (html !== typed) {
    setTyped(html);
    setGeneration((count) => count + 1);
  }
  const change = (next: string) => {
    setTyped(next);
    onChange(next);
  };
  const props: EditorProps = { id, field, html, onChange: change, aria: fieldAria(id, { error, hint: Boolean(field.help) }) };
  return (
    <Field id={id} label={field.label} required={field.required === true} hint={field.help} error={error}>
      {field.format === 'article' ? <ArticleEditor key={generation} {...props} /> : <FormattedTextEditor key={generation} {...props} />}
    </Field>
  );
}

function FormattedTextEditor({ id, field, html, onChange, aria }: EditorProps) {
  return (
    <RichTextEditor
      id={id}
      label={field.label}
      initialContent={html}
      compact
      onChange={onChange}
      onBlur={() => undefined}
      aria-describedby={aria['aria-describedby']}
      aria-invalid={aria['aria-invalid']}
    />
  );
}

function ArticleEditor({ id, field, html, onChange, aria }: EditorProps) {
  const images = useImagePicker('inline');
  return (
    <>
      <ContentField id={id} label={field.label} value={html} onChange={onChange} onBlur={() => undefined} onPickImage={images.pick} aria-describedby={aria['aria-describedby']} aria-invalid={aria['aria-invalid']} />
      {images.dialog}
    </>
  );
}
