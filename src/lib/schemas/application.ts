// zod/mini: the application form checks the same rules in visitors' browsers, where bytes count.
import { email, literal, maxLength, minLength, object, optional, pipe, regex, string, trim, union, type output } from 'zod/mini';
import { plainText } from './plain-text';

export const applicationMessages = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  linkedin: 'LinkedIn must be the address of a LinkedIn profile, such as https://www.linkedin.com/in/your-name',
  motivation: 'Tell us in a few sentences why this role (at least 20 characters)',
  consent: 'Please agree to us keeping your application for the retention period',
  cv: 'Please attach your CV: a PDF or Word document (.docx) of up to 5 MB',
  cvType: 'Your CV must be a PDF or a Word document (.docx); this file is neither',
  cvSize: 'Your CV must be at most 5 MB',
  closed: 'This position is no longer open: have a look at the open positions, or send a general application',
} as const;

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

export type ApplicationValues = output<typeof applicationSchema>;
