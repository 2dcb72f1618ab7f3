import 'server-only';
import { z } from 'zod';
import { defaultSiteUrl, DEFAULT_SCHEDULING_URL } from '@/lib/settings-defaults.mjs';
import { DEFAULT_SITE_TIMEZONE, isTimeZone } from '@/lib/site-time';

// Empty strings (FOO= in a .env file) mean "unset", so defaults apply.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

// How many reverse proxies append to X-Forwarded-For; true means one. Unset trusts no proxy (docs/decisions/0007).
const proxyHops = z
  .string()
  .trim()
  .regex(/^(?:[0-9]|true|false)$/i, 'must be a number of proxies from 0 to 9, or true/false')
  .transform((value) => (value.toLowerCase() === 'true' ? 1 : value.toLowerCase() === 'false' ? 0 : Number(value)));

// One address or several, comma-separated.
const emailList = z
  .string()
  .transform((value) => value.split(',').map((address) => address.trim()).filter(Boolean))
  .pipe(z.array(z.email({ error: 'must be e-mail addresses separated by commas' })).min(1, 'must name at least one e-mail address'));
const months = z.coerce.number({ error: 'must be a number of months' }).int('must be a whole number of months').min(1, 'must be at least 1').max(120, 'must be at most 120');

const schema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])).default('development'),
  PORT: optional(z.coerce.number().int().min(1).max(65535)).default(3000),
  DATA_DIR: optional(z.string().min(1)).default('./data'),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })),
  SITE_URL: optional(httpUrl),
  ADMIN_EMAIL: optional(z.email({ error: 'must be an e-mail address' })),
  ADMIN_PASSWORD: optional(z.string().min(12, 'must be at least 12 characters')),
  AUTH_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  CONTACT_EMAIL: optional(z.email({ error: 'must be an e-mail address' })).default('hello@smarttech.example'),
  DISCORD_URL: optional(httpUrl).default('https://discord.gg/smarttech'),
  SLACK_URL: optional(httpUrl).default('https://join.slack.com/t/smarttech-community/shared_invite'),
  SCHEDULING_URL: optional(httpUrl).default(DEFAULT_SCHEDULING_URL),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
  CONTACT_NOTIFY_TO: optional(emailList),
  // Where each new job application is announced (issue 22), through the same outbox; one address or several.
  HIRING_NOTIFY_TO: optional(emailList),
  // Notification channels beside the staff e-mail (docs/decisions/0019, docs/webhooks.md); each is optional.
  CONTACT_AUTO_REPLY: optional(z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' })).transform((value) => value === 'true' || value === '1'),
  SLACK_WEBHOOK_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
  LEAD_WEBHOOK_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
  LEAD_WEBHOOK_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  // How long leads are kept: the privacy policy promises 24 months (docs/decisions/0021).
  CONTACT_RETENTION_MONTHS: optional(months).default(24),
  // How long an application and its CV are kept after its last change (the consent box and the privacy policy say it).
  APPLICATION_RETENTION_MONTHS: optional(months).default(6),
  // Two-factor sign-in made mandatory: for admins, or for every member (docs/decisions/0038).
  // How long the audit log keeps an entry (issue 23); pruned daily.
  AUDIT_RETENTION_MONTHS: optional(months).default(24),
  // The site's own analytics (issue 24): raw events are kept this many days, roll-ups for ever.
  ANALYTICS_RAW_RETENTION_DAYS: optional(z.coerce.number({ error: 'must be a number of days' }).int('must be a whole number of days').min(1, 'must be at least 1').max(366, 'must be at most 366')).default(30),
  REQUIRE_2FA: optional(z.enum(['off', 'admin', 'all'], { error: 'must be off, admin or all' })).default('off'),
  TRUST_PROXY: optional(proxyHops).default(0),
  SITE_TIMEZONE: optional(z.string().trim().refine(isTimeZone, 'must be an IANA time zone such as Europe/Amsterdam')).default(DEFAULT_SITE_TIMEZONE),
  // Media files in S3-compatible object storage instead of DATA_DIR/media (several instances share it).
  S3_BUCKET: optional(z.string().trim().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3-63 lower-case letters, digits, dots, hyphens)')),
  S3_ENDPOINT: optional(httpUrl),
  S3_REGION: optional(z.string().trim().min(1)).default('us-east-1'),
  S3_ACCESS_KEY_ID: optional(z.string().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  S3_FORCE_PATH_STYLE: optional(z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' })).transform((value) => value === 'true' || value === '1'),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])).default('info'),
});

export type Env = z.infer<typeof schema> & { SITE_URL: string };

export class EnvError extends Error {}

/** Parses an environment; throws an EnvError whose message names every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  if (env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) {
    throw new EnvError('Invalid environment configuration:\n  ADMIN_PASSWORD: required when ADMIN_EMAIL is set');
  }
  if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
    throw new EnvError('Invalid environment configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set');
  }
  if (env.LEAD_WEBHOOK_URL && !env.LEAD_WEBHOOK_SECRET) {
    throw new EnvError('Invalid environment configuration:\n  LEAD_WEBHOOK_SECRET: required when LEAD_WEBHOOK_URL is set (the receiver verifies the signature)');
  }
  const siteUrl = (env.SITE_URL ?? defaultSiteUrl(env.PORT)).replace(/\/+$/, '');
  return { ...env, SITE_URL: siteUrl };
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Tests: read process.env afresh on the next env() call (after a test changes a variable). */
export function resetEnvForTests(): void {
  cached = undefined;
}

/** The zone of every date and time staff enter and visitors read (publication times, lead ages). */
export function siteTimeZone(): string {
  return env().SITE_TIMEZONE;
}

/** The settings the public pages show; read at build time for prerendered pages. */
export function publicConfig() {
  const { CONTACT_EMAIL, DISCORD_URL, SLACK_URL, SCHEDULING_URL, SITE_URL } = env();
  return { contactEmail: CONTACT_EMAIL, discordUrl: DISCORD_URL, slackUrl: SLACK_URL, schedulingUrl: SCHEDULING_URL, siteUrl: SITE_URL };
}

export type PublicConfig = ReturnType<typeof publicConfig>;
