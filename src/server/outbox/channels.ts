import 'server-only';
import { createHmac } from 'node:crypto';
import { TOUCH_KEYS, type Touch } from '@/lib/attribution';
import { industryTitle, serviceTitle } from '@/lib/leads';
import type { ContactRequest } from '@/lib/schemas/contact';
import type { Application } from '@/lib/schemas/application';
import type { Invitation } from '../repositories/staff-invitations';
import type { PasswordReset } from '../repositories/password-resets';
import { formatDateTime } from '@/lib/site-time';
import { autoReply } from '@/content/contact';
import { env } from '../env';
import { sendMail } from './send-mail';
import { staffChannels } from './staff-channels';

type ChannelOf<Subject extends string, Item> = {
  name: string;
  /** What it announces: a new lead, or a new job application. */
  subject: Subject;
  /** Whether the environment configures it; only configured channels get outbox rows. */
  configured: () => boolean;
  /** Delivers, or throws with a reason the staff page can show (no visitor data in it). */
  deliver: (item: Item, delivery: { idempotencyKey: string }) => Promise<void>;
};

/** A way a new lead, application, invitation or password reset is announced. Each is optional and configured by environment (docs/decisions/0019). */
export type Channel = ChannelOf<'lead', ContactRequest> | ChannelOf<'application', Application> | ChannelOf<'invitation', Invitation> | ChannelOf<'reset', PasswordReset>;

const leadUrl = (lead: ContactRequest) => `${env().SITE_URL}/admin/contact/${lead.id}`;

function touchLines(label: string, touch: Touch | undefined): string[] {
  if (!touch) return [];
  const parts = TOUCH_KEYS.filter((key) => touch[key]).map((key) => `${key}=${touch[key]}`);
  return parts.length > 0 ? [`${label}: ${parts.join(', ')}`] : [];
}

/** Every field of a lead, as plain text lines (the staff e-mail and the Slack message). */
function leadSummaryLines(lead: ContactRequest): string[] {
  const optional: [string, string | null][] = [
    ['Phone', lead.phone],
    ['Service', serviceTitle(lead.service)],
    ['Industry', industryTitle(lead.industry)],
    ['Marketing consent', lead.marketingConsent ? `yes (${lead.marketingConsent.at}, policy ${lead.marketingConsent.version})` : 'no'],
  ];
  return [
    `${lead.name} <${lead.email}>`,
    lead.company,
    ...optional.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`),
    `Source: ${lead.source}`,
    ...touchLines('First touch', lead.attribution?.first),
    ...touchLines('Last touch', lead.attribution?.last),
    ...(lead.attribution?.page ? [`Form page: ${lead.attribution.page}`] : []),
  ];
}


const staffEmail: Channel = {
  name: 'staff_email',
  subject: 'lead',
  configured: () => Boolean(env().SMTP_URL && env().CONTACT_NOTIFY_TO),
  async deliver(lead, { idempotencyKey }) {
    const { CONTACT_NOTIFY_TO, CONTACT_EMAIL, SITE_TIMEZONE } = env();
    const text = [...leadSummaryLines(lead), '', lead.message, '', `Received ${formatDateTime(lead.createdAt, SITE_TIMEZONE)}`, `Open it: ${leadUrl(lead)}`].join('\n');
    await sendMail({ from: CONTACT_EMAIL, to: CONTACT_NOTIFY_TO, replyTo: lead.email, subject: `New contact request from ${lead.name} (${lead.company})`, text }, idempotencyKey);
  },
};

const autoReplyChannel: Channel = {
  name: 'auto_reply',
  subject: 'lead',
  configured: () => Boolean(env().SMTP_URL && env().CONTACT_AUTO_REPLY),
  async deliver(lead, { idempotencyKey }) {
    const { SCHEDULING_URL, CONTACT_EMAIL } = env();
    const text = autoReply.text({ firstName: lead.name.split(/\s+/)[0] || lead.name, company: lead.company, schedulingUrl: SCHEDULING_URL, contactEmail: CONTACT_EMAIL });
    await sendMail({ from: CONTACT_EMAIL, to: lead.email, subject: autoReply.subject, text }, idempotencyKey);
  },
};

const WEBHOOK_TIMEOUT_MS = 10_000;

async function postJson(url: string, body: string, headers: Record<string, string>): Promise<void> {
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body, signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS), redirect: 'error' });
  // Drain the body so the connection is released; its text is the receiver's, so only the status is kept.
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new Error(`HTTP ${response.status} from the receiver`);
}

/**
 * Slack reads `<…>` as a link or a mention (`<!channel>`, `<https://evil|text>`) and `&` as an entity: visitor text
 * is escaped as Slack documents (https://api.slack.com/reference/surfaces/formatting#escaping), so it shows as typed.
 */
const slackEscape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const slack: Channel = {
  name: 'slack',
  subject: 'lead',
  configured: () => Boolean(env().SLACK_WEBHOOK_URL),
  async deliver(lead, { idempotencyKey }) {
    // Every line with a visitor's words is escaped; only the link to the inbox, which is ours, stays markup.
    const fields = [...leadSummaryLines(lead).slice(2), '', lead.message].map(slackEscape);
    const heading = `*New contact request from ${slackEscape(lead.name)}* (${slackEscape(lead.company)})`;
    const text = [heading, ...fields, '', `<${leadUrl(lead)}|Open it in the inbox>`].join('\n');
    await postJson(env().SLACK_WEBHOOK_URL!, JSON.stringify({ text }), { 'X-Idempotency-Key': idempotencyKey });
  },
};

/** The header names and the signed string of the JSON webhook (documented in docs/webhooks.md). */
export const WEBHOOK_HEADERS = { timestamp: 'X-SmartTech-Timestamp', signature: 'X-SmartTech-Signature', idempotency: 'X-Idempotency-Key' } as const;
export const webhookSignature = (secret: string, timestamp: string, body: string) => `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

const webhook: Channel = {
  name: 'webhook',
  subject: 'lead',
  configured: () => Boolean(env().LEAD_WEBHOOK_URL && env().LEAD_WEBHOOK_SECRET),
  async deliver(lead, { idempotencyKey }) {
    const { userAgent: _userAgent, ...fields } = lead;
    const body = JSON.stringify({ event: 'lead.created', id: idempotencyKey, lead: { ...fields, url: leadUrl(lead) } });
    const timestamp = String(Math.floor(Date.now() / 1000));
    await postJson(env().LEAD_WEBHOOK_URL!, body, {
      [WEBHOOK_HEADERS.timestamp]: timestamp,
      [WEBHOOK_HEADERS.signature]: webhookSignature(env().LEAD_WEBHOOK_SECRET!, timestamp, body),
      [WEBHOOK_HEADERS.idempotency]: idempotencyKey,
    });
  },
};

export const channels: readonly Channel[] = [staffEmail, autoReplyChannel, slack, webhook, ...staffChannels];

export const channelNamed = (name: string) => channels.find((channel) => channel.name === name);

/** The channels a new lead, application or invitation is queued on now. */
export const configuredChannels = (subject: Channel['subject']) => channels.filter((channel) => channel.subject === subject && channel.configured()).map((channel) => channel.name);

/** What a failure says about the receiver, without the addresses or message a library may attach. */
export function failureReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code, responseCode, command } = error as Error & { code?: string; responseCode?: number; command?: string };
  const cause = (error as Error & { cause?: { code?: string } }).cause?.code;
  const detail = [code, responseCode, command, cause].filter(Boolean).join(' ');
  return detail ? `${detail}: ${error.message}` : error.message;
}
