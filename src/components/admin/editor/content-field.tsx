'use client';

import dynamic from 'next/dynamic';
import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { editorCopy as copy } from '@/content/admin-editor';
import { cn } from '@/lib/cn';
import { notionUrl } from '@/lib/text';
import { EditorSkeleton } from './editor-skeleton';
import type { PickImage } from './types';

// The editor (TipTap + ProseMirror) is its own chunk, fetched only when a resource dialog shows this field.
const RichTextEditor = dynamic(() => import('./rich-text-editor').then((m) => m.RichTextEditor), { ssr: false, loading: () => <EditorSkeleton /> });

type Mode = 'write' | 'notion';

/** Content that is nothing but a Notion page address is shown as a link card: that is the "Link a Notion page" mode. */
const isBareNotion = (value: string) => value.trim() !== '' && notionUrl(value) === value.trim();

type ContentFieldProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  label: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  /** Opens the media library; resolves to the chosen image or null. Without it, images are added by address. */
  onPickImage?: PickImage;
};

/** The resource's content: rich text written here, or the address of a Notion page (saved bare, as before). */
export function ContentField({ id, value, onChange, onBlur, label, onPickImage, ...aria }: ContentFieldProps) {
  const [mode, setMode] = useState<Mode>(() => (isBareNotion(value) ? 'notion' : 'write'));
  // Each mode keeps its own draft, so trying the other mode and coming back loses nothing.
  const [writeDraft, setWriteDraft] = useState(() => (isBareNotion(value) ? '' : value));
  const [notionDraft, setNotionDraft] = useState(() => (isBareNotion(value) ? value : ''));
  const name = useId();

  const choose = (next: Mode) => {
    if (next === mode) return;
    if (mode === 'write') setWriteDraft(value);
    else setNotionDraft(value);
    setMode(next);
    onChange(next === 'write' ? writeDraft : notionDraft);
  };
  const notionProblem = mode === 'notion' && value !== '' && !isBareNotion(value);

  return (
    <div className="grid gap-2">
      <div role="radiogroup" aria-label={copy.modesLabel} className="inline-flex w-fit max-w-full flex-wrap gap-1 rounded-lg border border-border bg-surface p-1">
        {(['write', 'notion'] as const).map((option) => (
          <label
            key={option}
            className={cn(
              'inline-flex h-9 cursor-pointer items-center rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              mode === option && 'bg-primary text-primary-foreground shadow-card hover:text-primary-foreground',
            )}
          >
            <input type="radio" name={name} value={option} checked={mode === option} onChange={() => choose(option)} className="sr-only" />
            {option === 'write' ? copy.modeWrite : copy.modeNotion}
          </label>
        ))}
      </div>
      {mode === 'notion' ? (
        <Input
          id={id}
          type="url"
          inputMode="url"
          value={value}
          onChange={(event) => onChange(event.target.value.trim())}
          onBlur={onBlur}
          placeholder={copy.notionPlaceholder}
          autoCapitalize="none"
          spellCheck={false}
          {...aria}
          aria-invalid={aria['aria-invalid'] || notionProblem || undefined}
        />
      ) : (
        <RichTextEditor id={id} label={label} initialContent={writeDraft} onChange={onChange} onBlur={onBlur} onPickImage={onPickImage} {...aria} />
      )}
      {notionProblem && <p className="text-sm font-medium text-destructive">{copy.notionInvalid}</p>}
    </div>
  );
}
