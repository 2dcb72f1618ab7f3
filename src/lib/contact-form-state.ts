/** What the contact server action answers; shared by the action and the form (a 'use server' file exports functions only). */
export type ContactFields = 'name' | 'email' | 'company' | 'message';
export type ContactFormValues = Record<ContactFields, string>;
/** Fields that can carry a message: the spec's four and the optional ones. */
export type ContactErrorFields = ContactFields | 'phone' | 'service' | 'industry';

export type ContactFormState = {
  status: 'idle' | 'success' | 'error';
  /** Changes with every answer, so the form reacts once per submission. */
  submission: number;
  message?: string;
  fields?: Partial<Record<ContactErrorFields, string>>;
  /** What the visitor typed, kept after a failure so a page without JavaScript can show it again. */
  values: ContactFormValues;
};

export const emptyContactValues: ContactFormValues = { name: '', email: '', company: '', message: '' };
export const initialContactState: ContactFormState = { status: 'idle', submission: 0, values: emptyContactValues };

const FIELD_NAMES: ContactFields[] = ['name', 'email', 'company', 'message'];
const OPTIONAL_NAMES = ['phone', 'service', 'industry'] as const;
type OptionalValues = Record<(typeof OPTIONAL_NAMES)[number], string>;

/**
 * Reads the form from FormData: the spec's text fields, the optional ones, the consent checkbox, the honeypot, and
 * what travels beside the answers (attribution JSON and the fill time). Files and missing fields become ''.
 */
export function readContactForm(formData: FormData): ContactFormValues & OptionalValues & { website: string; marketingConsent: boolean; attribution: string; fillMs: string } {
  const text = (key: string) => {
    const value = formData.get(key);
    return typeof value === 'string' ? value : '';
  };
  const values = Object.fromEntries([...FIELD_NAMES, ...OPTIONAL_NAMES].map((name) => [name, text(name)])) as ContactFormValues & OptionalValues;
  return { ...values, website: text('website'), marketingConsent: text('marketingConsent') === 'on', attribution: text('attribution'), fillMs: text('fillMs') };
}
