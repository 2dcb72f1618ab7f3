// zod/mini, kept light: the server's rules for an application. The form in the browser states the same limits as HTML
// attributes (required, lengths, types, accept) and shows the server's messages; it loads no schema.
import { email, literal, maxLength, minLength, object, optional, pipe, regex, string, trim, union } from 'zod/mini';
import type { Attribution } from '../attribution';
import type { LeadDelivery } from './contact';
import { plainText } from './plain-text';
import { applicationMessages } from './application-messages';

export { applicationMessages };

// The statuses an application moves through in the inbox, in order; `spam` is set by the spam score only.
export const APPLICATION_STATUSES = ['new', 'screening', 'interview', 'offer', 'hired', 'rejected', 'spam'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * The text fields of an application, in the browser and in POST /api/applications (a multipart form: every value
 * is text; the CV is checked by its bytes on the server). `opening` is the opening's address, or `general`.
 * `website` is a honeypot that people never see; `consent` is the checkbox's `on`.
 */
export const applicationSchema = object({
  opening: string({ error: 'Choose the position you apply for' }).check(trim(), maxLength(200), regex(/^(?:general|\/careers\/[a-z0-9]+(?:-[a-z0-9]+)*)$/, 'Choose the position you apply for')),
  name: string({ error: applicationMessages.name }).check(trim(), plainText('Name'), minLength(2, applicationMessages.name), maxLength(120, 'Name must be at most 120 characters')),
  email: pipe(string({ error: applicationMessages.email }).check(trim(), plainText('Email'), maxLength(254, applicationMessages.email)), email({ error: applicationMessages.email })),
  phone: optional(string().check(trim(), plainText('Phone'), regex(/^(?:|[+(]?[0-9][0-9 ().-]{4,30})$/, applicationMessages.phone))),
  linkedin: optional(string().check(trim(), maxLength(300, applicationMessages.linkedin), regex(/^(?:|https:\/\/(?:[a-z]{2,3}\.)?linkedin\.com\/\S+)$/i, applicationMessages.linkedin))),
  motivation: string({ error: applicationMessages.motivation }).check(trim(), plainText('Motivation', { multiline: true }), minLength(20, applicationMessages.motivation), maxLength(5000, 'Motivation must be at most 5,000 characters')),
  consent: union([literal('on'), literal('true')], { error: applicationMessages.consent }),
  website: optional(string().check(maxLength(500))),
  fillMs: optional(string().check(maxLength(20))),
});


/** An application as the staff API answers it (the list's rows are a part of it). */
export type Application = {
  id: string;
  opening: { id: string; title: string } | null;
  name: string;
  email: string;
  phone: string | null;
  linkedin: string | null;
  motivation: string;
  cv: { fileName: string; size: number; mimeType: string };
  consent: { at: string; version: string };
  status: ApplicationStatus;
  /** The staff account working it, or null. */
  ownerId: string | null;
  /** Where the visit came from (the first and last touch), as the leads keep it. */
  attribution: Attribution | null;
  spamReasons: string[];
  createdAt: string;
  updatedAt: string;
};
export type ApplicationNote = { id: string; authorEmail: string; body: string; createdAt: string };
/** One application as staff open it: its CV's download address, its notes and its notifications. */
export type ApplicationDetail = Application & { cv: Application['cv'] & { url: string }; notes: ApplicationNote[]; deliveries: LeadDelivery[] };
export type ApplicationRow = Pick<Application, 'id' | 'name' | 'email' | 'opening' | 'status' | 'createdAt'>;
