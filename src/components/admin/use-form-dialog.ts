'use client';

import { useState } from 'react';

/**
 * Which add / edit / view dialog of a manager is open, and whether its save is in flight. Every opening is a new
 * state object, so a save that ends after its dialog was replaced closes nothing (it compares by identity).
 */
export function useFormDialog<S extends object>() {
  const [state, setState] = useState<S | null>(null);
  const [savingFor, setSavingFor] = useState<S | null>(null);
  const saving = state !== null && savingFor === state;

  /** Runs the write of the dialog open now; success closes that dialog only, failure leaves it as it was. */
  async function save(write: () => Promise<unknown>) {
    const from = state;
    setSavingFor(from);
    try {
      await write();
      setState((current) => (current === from ? null : current));
    } finally {
      setSavingFor((current) => (current === from ? null : current));
    }
  }

  return {
    state,
    saving,
    save,
    open: (next: S) => setState(next),
    /** Ignored while saving: the dialog must still be there, with what was typed, if the save fails. */
    close: () => !saving && setState(null),
  };
}
