import 'server-only';
import { applicationsCopy, fileSize } from '@/content/admin-applications';
import { formatDateTime } from '@/lib/site-time';
import { roleLabels } from '@/lib/staff-roles';
import { env } from '../env';
import { invitationLink, resetLink } from '../team/links';
import type { Channel } from './channels';
import { sendMail } from './send-mail';

// The outbox's e-mails to the team (docs/decisions/0037, 0038): a new application to the hiring address, an
// invitation and a password reset to the person they are for. Each needs SMTP_URL.

/**
 * The hiring team's e-mail for a new application: who, for which opening, their motivation and a link to it in the
 * staff area. The CV is never attached: it stays in the private store, downloaded by staff from the application.
 */
const hiringEmail: Channel = {
  name: 'hiring_email',
  subject: 'application',
  configured: () => Boolean(env().SMTP_URL && env().HIRING_NOTIFY_TO),
  async deliver(application, { idempotencyKey }) {
    const { HIRING_NOTIFY_TO, CONTACT_EMAIL, SITE_URL, SITE_TIMEZONE } = env();
    const position = application.opening?.title ?? applicationsCopy.general;
    const optional: [string, string | null][] = [['Phone', application.phone], ['LinkedIn', application.linkedin]];
    const text = [
      `${application.name} <${application.email}>`,
      `Position: ${position}`,
      ...optional.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`),
      `CV: ${application.cv.fileName} (${fileSize(application.cv.size)}), in the staff area only`,
      '',
      application.motivation,
      '',
      `Received ${formatDateTime(application.createdAt, SITE_TIMEZONE)}`,
      `Open it: ${SITE_URL}/admin/applications/${application.id}`,
    ].join('\n');
    await sendMail({ from: CONTACT_EMAIL, to: HIRING_NOTIFY_TO, replyTo: application.email, subject: `New application from ${application.name}: ${position}`, text }, idempotencyKey);
  },
};

/** The invitation to join the staff, with its one-time link (docs/decisions/0038): to the invited address only. */
const invitationEmail: Channel = {
  name: 'invitation_email',
  subject: 'invitation',
  configured: () => Boolean(env().SMTP_URL),
  async deliver(invitation, { idempotencyKey }) {
    const { CONTACT_EMAIL, SITE_TIMEZONE } = env();
    const role = roleLabels[invitation.role];
    const text = [
      `Hello${invitation.name ? ` ${invitation.name}` : ''},`,
      '',
      `${invitation.invitedBy} invited you to the SmartTech staff area as ${role.label}: ${role.description}`,
      '',
      `Choose your name and password here. The link works once, until ${formatDateTime(invitation.expiresAt, SITE_TIMEZONE)}:`,
      await invitationLink(invitation),
      '',
      'If you did not expect this invitation, you can ignore this e-mail.',
    ].join('\n');
    await sendMail({ from: CONTACT_EMAIL, to: invitation.email, subject: 'You are invited to the SmartTech staff area', text }, idempotencyKey);
  },
};

/** A password reset's one-time link, to the account's own address only. */
const resetEmail: Channel = {
  name: 'reset_email',
  subject: 'reset',
  configured: () => Boolean(env().SMTP_URL),
  async deliver(reset, { idempotencyKey }) {
    const { CONTACT_EMAIL, SITE_TIMEZONE } = env();
    const text = [
      'Hello,',
      '',
      'Someone asked to reset the password of your SmartTech staff account. If it was you, choose a new password here.',
      `The link works once, until ${formatDateTime(reset.expiresAt, SITE_TIMEZONE)}; it signs you out everywhere:`,
      await resetLink(reset),
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ].join('\n');
    await sendMail({ from: CONTACT_EMAIL, to: reset.email, subject: 'Reset your SmartTech staff password', text }, idempotencyKey);
  },
};

export const staffChannels: readonly Channel[] = [hiringEmail, invitationEmail, resetEmail];
