// zod/mini: this schema also runs in visitors' browsers (loaded with the contact form), where bytes count.
import { email, enum as oneOf, maxLength, minLength, object, optional, pipe, string, trim, type input, type output } from 'zod/mini';
import { plainText } from './plain-text';

export const contactMessages = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  company: 'Company is required',
  message: 'Message must be at least 10 characters',
} as const;

/**
 * The contact form, in the browser and in POST /api/contact. `website` is a honeypot that people never see.
 * The plain-text rule runs before the spec's rules, so only hostile text (control characters...) gets its message.
 */
export const contactSchema = object({
  name: string({ error: contactMessages.name }).check(trim(), plainText('Name'), minLength(2, contactMessages.name), maxLength(120, 'Name must be at most 120 characters')),
  email: pipe(string({ error: contactMessages.email }).check(trim(), plainText('Email'), maxLength(254, contactMessages.email)), email({ error: contactMessages.email })),
  company: string({ error: contactMessages.company }).check(trim(), plainText('Company'), minLength(1, contactMessages.company), maxLength(120, 'Company must be at most 120 characters')),
  message: string({ error: contactMessages.message }).check(trim(), plainText('Message', { multiline: true }), minLength(10, contactMessages.message), maxLength(5000, 'Message must be at most 5,000 characters')),
  // Never stored (a filled honeypot is answered as a success and dropped), so it needs no plain-text rule.
  website: optional(string().check(maxLength(500))),
});

export type ContactInput = input<typeof contactSchema>;
export type ContactValues = output<typeof contactSchema>;

export const contactStatuses = ['new', 'handled'] as const;
export type ContactStatus = (typeof contactStatuses)[number];
export const contactStatusSchema = object({ status: oneOf(contactStatuses, { error: 'Status must be new or handled' }) });

/** A contact request as the admin API returns it. */
export type ContactRequest = {
  id: string;
  name: string;
  email: string;
  company: string;
  message: string;
  status: ContactStatus;
  userAgent: string | null;
  createdAt: string;
  updatedAt: string;
};
