import 'server-only';
import { z } from 'zod';
import { defaultSiteUrl, DEFAULT_SCHEDULING_URL } from '@/lib/settings-defaults.mjs';

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
  CONTACT_NOTIFY_TO: optional(z.email({ error: 'must be an e-mail address' })),
  TRUST_PROXY: optional(proxyHops).default(0),
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

/** The settings the public pages show; read at build time for prerendered pages. */
export function publicConfig() {
  const { CONTACT_EMAIL, DISCORD_URL, SLACK_URL, SCHEDULING_URL, SITE_URL } = env();
  return { contactEmail: CONTACT_EMAIL, discordUrl: DISCORD_URL, slackUrl: SLACK_URL, schedulingUrl: SCHEDULING_URL, siteUrl: SITE_URL };
}

export type PublicConfig = ReturnType<typeof publicConfig>;
