'use server';

import { headers } from 'next/headers';
import { contactForm } from '@/content/contact';
import { emptyContactValues, readContactForm, type ContactFormState } from '@/lib/contact-form-state';
import { clientAddress } from '@/server/auth/client-address';
import { errorReason, isDatabaseUnavailable } from '@/server/db/errors';
import { publicConfig } from '@/server/env';
import { getSettings } from '@/server/queries/public';
import { logger } from '@/server/logger';
import { submitContactRequest } from '@/server/services/contact';

/** The contact form's server action: works from the JS form and from a plain POST when JavaScript is off. */
export async function sendContactRequest(_previous: ContactFormState, formData: FormData): Promise<ContactFormState> {
  const { website, marketingConsent, attribution, fillMs, phone, service, industry, ...values } = readContactForm(formData);
  const submission = Date.now();
  try {
    const requestHeaders = await headers();
    // The same trusted-proxy rule as POST /api/contact: a client-sent X-Forwarded-For never buys a fresh rate-limit bucket.
    const meta = { ip: clientAddress(requestHeaders), userAgent: requestHeaders.get('user-agent'), referer: requestHeaders.get('referer'), headers: requestHeaders };
    const result = await submitContactRequest({ ...values, phone, service, industry, marketingConsent, website, attribution, fillMs }, meta);
    if (result.ok) return { status: 'success', submission, values: emptyContactValues };
    return { status: 'error', submission, message: result.message, fields: result.fields, values };
  } catch (error) {
    // A passing fault, as POST /api/contact's 503: one warning line, and a way to reach us that needs no database.
    if (isDatabaseUnavailable(error)) {
      logger().warn({ reason: errorReason(error) }, 'Database unavailable: contact form asked to retry');
      // The published address when the settings are still cached; the environment's when they too need the database.
      const email = await getSettings().then((settings) => settings.contactEmail, () => publicConfig().contactEmail);
      return { status: 'error', submission, message: contactForm.unavailable(email), values };
    }
    logger().error({ err: error }, 'Contact action failed');
    return { status: 'error', submission, message: contactForm.failure.description, values };
  }
}
