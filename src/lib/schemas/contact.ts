import { z } from 'zod';

export const contactMessages = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  company: 'Company is required',
  message: 'Message must be at least 10 characters',
} as const;

/** The contact form, in the browser and in POST /api/contact. `website` is a honeypot that people never see. */
export const contactSchema = z.object({
  name: z.string({ error: contactMessages.name }).trim().min(2, contactMessages.name).max(120, 'Name must be at most 120 characters'),
  email: z.string({ error: contactMessages.email }).trim().max(254, contactMessages.email).pipe(z.email({ error: contactMessages.email })),
  company: z.string({ error: contactMessages.company }).trim().min(1, contactMessages.company).max(120, 'Company must be at most 120 characters'),
  message: z.string({ error: contactMessages.message }).trim().min(10, contactMessages.message).max(5000, 'Message must be at most 5,000 characters'),
  website: z.string().max(500).optional(),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;

export const contactStatuses = ['new', 'handled'] as const;
export type ContactStatus = (typeof contactStatuses)[number];
export const contactStatusSchema = z.object({ status: z.enum(contactStatuses, { error: 'Status must be new or handled' }) });

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
