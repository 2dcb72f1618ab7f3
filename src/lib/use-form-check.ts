import { useRef, useState, type FormEvent } from 'react';

export type FormErrors<Name extends string> = Partial<Record<Name, string>>;

/**
 * Validation for an uncontrolled form, the way the contact form behaves: nothing is checked before the first submit;
 * a submit checks every field, shows the messages and focuses the first invalid control; after that each change
 * checks again. (react-hook-form did this for 10 KiB of gzip JavaScript on the two pages that carry the form.)
 * `check` may be async (its code may load on demand); a result that arrives after a newer one is dropped.
 */
export function useFormCheck<Name extends string>(check: (form: HTMLFormElement) => Promise<FormErrors<Name>>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FormErrors<Name>>({});
  const submitted = useRef(false);
  const latest = useRef(0);

  const run = async () => {
    const form = formRef.current;
    if (!form) return {};
    const ticket = ++latest.current;
    const next = await check(form);
    if (ticket === latest.current) setErrors(next);
    return next;
  };

  /** Shows these messages and moves focus to the first control (in the form's order) that has one. */
  const showErrors = (next: FormErrors<Name>) => {
    setErrors(next);
    const first = Array.from(formRef.current?.elements ?? []).find((element) => (element as HTMLInputElement).name in next);
    (first as HTMLElement | undefined)?.focus();
  };

  return {
    formRef,
    errors,
    showErrors,
    /** For the form's onChange (React's change event bubbles from every control). */
    onChange: () => {
      if (submitted.current) void run();
    },
    /** For the form's onSubmit: `onValid` runs only when every field passes. */
    handleSubmit: (onValid: () => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      submitted.current = true;
      const next = await run();
      if (Object.keys(next).length > 0) return showErrors(next);
      await onValid();
    },
    /** Empties every control (defaults included: they may hold a previous answer) and forgets the messages. */
    clear: () => {
      for (const element of Array.from(formRef.current?.elements ?? [])) {
        if (element instanceof HTMLInputElement && element.type === 'checkbox') element.checked = false;
        else if ((element instanceof HTMLInputElement && element.type !== 'submit') || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) element.value = '';
      }
      submitted.current = false;
      latest.current += 1;
      setErrors({});
    },
  };
}
