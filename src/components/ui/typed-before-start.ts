'use client';

import { useLayoutEffect, type RefObject } from 'react';

/**
 * Hands a form's named fields, as the browser holds them when the form's component starts, to `adopt` (once). A
 * controlled field hydrates with its state's value in React's eyes while the browser still shows what was typed
 * before the page's scripts ran: without this, the screen showed the typed text and the form sent its empty state.
 * `adopt` puts the typed values into state (a form read when sent needs none of this: posted-form.tsx). The fields'
 * names would put their values in the address if the browser sent the form itself (scripts off): give it `method="post"`.
 */
export function useTypedBeforeStart(form: RefObject<HTMLFormElement | null>, adopt: (field: (name: string) => string | null) => void) {
  useLayoutEffect(() => {
    if (!form.current) return;
    const data = new FormData(form.current);
    adopt((name) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : null;
    });
    // Once, at start: later changes reach state through the fields' own onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** One controlled field (a search box outside a form), as the browser holds it when its component starts: see above. */
export function useTypedIntoBeforeStart(field: RefObject<HTMLInputElement | null>, adopt: (value: string) => void) {
  useLayoutEffect(() => {
    if (field.current && field.current.value !== field.current.defaultValue) adopt(field.current.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
