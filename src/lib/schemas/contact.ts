// zod/mini: this schema also runs in visitors' browsers (loaded with the contact form), where bytes count.
import { boolean, email, enum as oneOf, maxLength, minLength, object, optional, pipe, regex, string, trim, type input, type output } from 'zod/mini';
import { INDUSTRY_CHOICES, LEAD_STATUSES, SERVICE_CHOICES, type LeadStatus } from '../leads';
import type { Attribution } from '../attribution';
import { plainText } from './plain-text';

export const contactMessages = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  company: 'Company is required',
  message: 'Message must be at least 10 characters',
  phone: 'Please enter a valid phone number',
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
  // Optional (docs/decisions/0021): an empty choice or field is the same as none.
  phone: optional(string().check(trim(), plainText('Phone'), regex(/^(?:|[+(]?[0-9][0-9 ().-]{4,30})$/, contactMessages.phone))),
  service: optional(oneOf(['', ...SERVICE_CHOICES.map((choice) => choice.id)], { error: 'Please choose one of the services' })),
  industry: optional(oneOf(['', ...INDUSTRY_CHOICES.map((choice) => choice.id)], { error: 'Please choose one of the industries' })),
  marketingConsent: optional(boolean()),
  // A honeypot: people never see it. A filled one marks the request as spam (kept, never notified).
  website: optional(string().check(maxLength(500))),
});

export type ContactInput = input<typeof contactSchema>;
export type ContactValues = output<typeof contactSchema>;

export const contactStatuses = LEAD_STATUSES;
export type ContactStatus = LeadStatus;

/** A lead as the admin API lists it. */
export type ContactRequest = {
  id: string;
  name: string;
  email: string;
  company: string;
  message: string;
  phone: string | null;
  service: string | null;
  industry: string | null;
  status: ContactStatus;
  ownerId: string | null;
  source: string;
  attribution: Attribution | null;
  marketingConsent: { at: string; version: string } | null;
  spamReasons: string[];
  userAgent: string | null;
  createdAt: string;
  updatedAt: string;
};

export type LeadNote = { id: string; authorEmail: string; body: string; createdAt: string };
export type LeadActivity = { id: string; kind: 'created' | 'status' | 'owner' | 'note' | 'delivery' | 'spam'; detail: Record<string, string | number | null>; actorEmail: string | null; createdAt: string };
export type LeadDelivery = { id: string; channel: string; status: string; attempts: number; lastError: string | null; sentAt: string | null; nextAttemptAt: string | null };

/** One lead with everything about it (GET /api/admin/contact-requests/{id}). */
export type LeadDetail = ContactRequest & { notes: LeadNote[]; activity: LeadActivity[]; deliveries: LeadDelivery[] };
