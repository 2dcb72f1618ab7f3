/** What the contact server action answers; shared by the action and the form (a 'use server' file exports functions only). */
export type ContactFields = 'name' | 'email' | 'company' | 'message';
export type ContactFormValues = Record<ContactFields, string>;

export type ContactFormState = {
  status: 'idle' | 'success' | 'error';
  /** Changes with every answer, so the form reacts once per submission. */
  submission: number;
  message?: string;
  fields?: Partial<Record<ContactFields, string>>;
  /** What the visitor typed, kept after a failure so a page without JavaScript can show it again. */
  values: ContactFormValues;
};

export const emptyContactValues: ContactFormValues = { name: '', email: '', company: '', message: '' };
export const initialContactState: ContactFormState = { status: 'idle', submission: 0, values: emptyContactValues };

const FIELD_NAMES: ContactFields[] = ['name', 'email', 'company', 'message'];

/** Reads the form's text fields (and the honeypot) from FormData; files and missing fields become ''. */
export function readContactForm(formData: FormData): ContactFormValues & { website: string } {
  const text = (key: string) => {
    const value = formData.get(key);
    return typeof value === 'string' ? value : '';
  };
  const values = Object.fromEntries(FIELD_NAMES.map((name) => [name, text(name)])) as ContactFormValues;
  return { ...values, website: text('website') };
}
