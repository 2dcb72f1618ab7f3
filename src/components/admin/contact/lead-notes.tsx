'use client';

import { useMutation } from '@tanstack/react-query';
import { Send as SendNode } from 'lucide';
import { useState } from 'react';
import { LeaveGuard } from '@/components/admin/unsaved-changes';
import { SubmitButton } from '@/components/ui/submit-button';
import { icon } from '@/components/ui/icon';
import { Label, Textarea } from '@/components/ui/input';
import { leadCopy as copy } from '@/content/admin-leads';
import { feedback } from '@/content/admin';
import { sendData } from '@/lib/api-client';
import type { LeadNote } from '@/lib/schemas/contact';
import { toast } from '@/lib/toast';

const Send = icon(SendNode);

type LeadNotesProps = {
  notes: readonly LeadNote[];
  /** Where a note is posted: /api/admin/contact-requests/{id}/notes. */
  notesUrl: string;
  when: (iso: string | null) => string;
  /** After a note is added: the lead's queries are fetched again. */
  onAdded: () => unknown;
  onError: (error: Error) => void;
};

/** A lead's notes and the form that adds one (an empty note is refused here, and by the API). */
export function LeadNotes({ notes, notesUrl, when, onAdded, onError }: LeadNotesProps) {
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const addNote = useMutation({
    mutationFn: (body: string) => sendData('POST', notesUrl, { body }),
    onSuccess: () => {
      setNote('');
      toast({ title: feedback.successTitle, description: copy.noteAdded });
      return onAdded();
    },
    onError: (error: Error & { fields?: Record<string, string> }) => (error.fields?.body ? setNoteError(error.fields.body) : onError(error)),
  });
  return (
    <>
      {notes.length === 0 ? <p className="text-sm text-muted-foreground">{copy.notesNone}</p> : (
        <ol className="grid gap-3">
          {notes.map((entry) => (
            <li key={entry.id} className="grid gap-1 rounded-lg bg-surface-2 p-3 text-sm">
              <p className="whitespace-pre-wrap break-words">{entry.body}</p>
              <p className="text-xs text-muted-foreground">{entry.authorEmail} · <time dateTime={entry.createdAt}>{when(entry.createdAt)}</time></p>
            </li>
          ))}
        </ol>
      )}
      <form
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setNoteError(undefined);
          if (!note.trim()) return setNoteError(copy.noteRequired);
          addNote.mutate(note);
        }}
      >
        <Label htmlFor="lead-note">{copy.noteLabel}</Label>
        <Textarea id="lead-note" value={note} onChange={(event) => setNote(event.target.value)} placeholder={copy.notePlaceholder} rows={3} maxLength={5000} aria-invalid={noteError ? true : undefined} aria-describedby={noteError ? 'lead-note-error' : undefined} />
        {noteError && <p id="lead-note-error" className="text-sm text-destructive">{noteError}</p>}
        <SubmitButton size="sm" disabled={addNote.isPending} className="justify-self-end"><Send aria-hidden /> {copy.addNote}</SubmitButton>
        <LeaveGuard dirty={note.trim() !== ''} />
      </form>
    </>
  );
}
