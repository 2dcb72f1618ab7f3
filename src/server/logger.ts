import 'server-only';
import pino, { type Logger, type LoggerOptions } from 'pino';

const holder = globalThis as typeof globalThis & { __smarttechLogger?: Logger };

export const REDACTED = '[Redacted]';

// Keys whose values never reach a log line: credentials, session tokens, cookies and what people wrote.
const SECRET_KEYS = [
  'password', 'newPassword', 'currentPassword', 'oldPassword', 'confirmPassword', 'ADMIN_PASSWORD',
  'secret', 'AUTH_SECRET', 'token', 'accessToken', 'refreshToken', 'idToken', 'sessionToken', 'session_token',
  'cookie', 'Cookie', 'cookies', 'set-cookie', 'Set-Cookie', 'authorization', 'Authorization', 'x-api-key',
  'body', 'text', 'html',
];
const NESTED_DEPTH = 3;

/** `key`, `*.key`, `*.*.key`: pino's `*` stands for exactly one level; `["set-cookie"]` for keys with a dash. */
function pathsOf(key: string): string[] {
  const tail = /^\w+$/.test(key) ? key : `["${key}"]`;
  return Array.from({ length: NESTED_DEPTH + 1 }, (_, depth) => (depth === 0 ? tail : `${Array(depth).fill('*').join('.')}${tail.startsWith('[') ? '' : '.'}${tail}`));
}

/** Each secret key at top level and up to NESTED_DEPTH objects down; `message` at top level (nested: censorMessages). */
const redactPaths = [...SECRET_KEYS.flatMap(pathsOf), 'message'];

/**
 * A `message` below the top level is what someone wrote (a contact request, an e-mail): censored at any depth.
 * Errors are left to pino's serializer, so `err.message` stays readable.
 */
function censorMessages(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object' || value instanceof Error) return value;
  if (Array.isArray(value)) return value.map((item) => censorMessages(item, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, depth > 0 && key === 'message' ? REDACTED : censorMessages(item, depth + 1)]));
}

/** The app's pino options: the same redaction for every destination. */
export function loggerOptions(level: string, pretty = false): LoggerOptions {
  return {
    level,
    base: undefined,
    redact: { paths: redactPaths, censor: REDACTED },
    formatters: { log: (object) => censorMessages(object) as Record<string, unknown> },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { colorize: true } } } : {}),
  };
}

/** The app's logger: JSON in production, pretty in development (pino-pretty), silent in tests unless LOG_LEVEL says otherwise. */
export function logger(): Logger {
  if (!holder.__smarttechLogger) {
    const level = process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' || process.env.VITEST ? 'silent' : 'info');
    holder.__smarttechLogger = pino(loggerOptions(level, process.env.NODE_ENV === 'development'));
  }
  return holder.__smarttechLogger;
}

/** Tests: log through `replacement` (e.g. pino(loggerOptions('info'), stream)), or back to the default with undefined. */
export function setLoggerForTests(replacement: Logger | undefined): void {
  holder.__smarttechLogger = replacement;
}
