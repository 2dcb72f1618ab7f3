import 'server-only';

/** A unique-constraint violation on either engine (SQLite via libsql, or PostgreSQL's 23505). */
export function isUniqueViolation(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  if (code === '23505') return true;
  if (typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT')) {
    return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || /UNIQUE constraint failed/i.test(String((error as Error).message));
  }
  return false;
}

// Socket-level failures: the server is down, restarting, or unreachable.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// PostgreSQL SQLSTATEs: admin/crash shutdown, starting up, too many connections (08xxx is matched by class).
const PG_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
// Messages of pg and pg-pool (no code) and of libsql's open (no code either).
const MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /^ConnectionFailed\(/,
  /unable to open database file/i,
];

function isUnavailableItself(error: object): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || PG_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    // libsql only raises SQLITE_BUSY once its busy timeout has run out.
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_CANTOPEN')) return true;
  }
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * True when an error means the database cannot be reached right now (a fault that goes away by itself), as opposed
 * to a bug or a bad query: answered 503 instead of 500. Follows `cause` and AggregateError's `errors`.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  if (isUnavailableItself(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}

/** An error in a few words for a log line: its message, else its code (an AggregateError of refused connections has no message). */
export function errorReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return error.message || (typeof code === 'string' ? code : '') || error.name;
}
