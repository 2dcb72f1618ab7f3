'use server';

import { headers } from 'next/headers';
import { contactForm } from '@/content/contact';
import { clientIp, emptyContactValues, readContactForm, type ContactFormState } from '@/lib/contact-form-state';
import { submitContactRequest } from '@/server/services/contact';

/** The contact form's server action: works from the JS form and from a plain POST when JavaScript is off. */
export async function sendContactRequest(_previous: ContactFormState, formData: FormData): Promise<ContactFormState> {
  const { website, ...values } = readContactForm(formData);
  const submission = Date.now();
  try {
    const requestHeaders = await headers();
    const meta = { ip: clientIp(requestHeaders.get('x-forwarded-for'), requestHeaders.get('x-real-ip')), userAgent: requestHeaders.get('user-agent') };
    const result = await submitContactRequest({ ...values, website }, meta);
    if (result.ok) return { status: 'success', submission, values: emptyContactValues };
    return { status: 'error', submission, message: result.message, fields: result.fields, values };
  } catch (error) {
    console.error('contact action failed', error);
    return { status: 'error', submission, message: contactForm.failure.description, values };
  }
}
