import 'server-only';
import { Pool } from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { env } from '../env';

export type Limit = { points: number; duration: number };

/** Contact form: 5 sends per address per 10 minutes; all clients of unknown address share a larger budget. */
export const contactLimits = { perAddress: { points: 5, duration: 600 }, unknownAddress: { points: 30, duration: 600 } } satisfies Record<string, Limit>;

/**
 * Media uploads: 60 attempts per staff account per 10 minutes. Each one can make the server decode and encode a
 * 50-megapixel image; the gate in media/image-jobs.ts bounds how many run at once, this bounds how many follow.
 */
export const mediaUploadLimit = { points: 60, duration: 600 } satisfies Limit;

const holder = globalThis as typeof globalThis & {
  __smarttechLimiters?: Map<string, RateLimiterAbstract>;
  __smarttechLimitPool?: Pool;
  __smarttechWindows?: Map<string, { window: number; counts: Map<string, number> }>;
};

// With several instances (PostgreSQL configured) the counters must be shared, so they live in the database.
function createLimiter(name: string, limit: Limit): RateLimiterAbstract {
  const url = env().DATABASE_URL;
  if (!url) return new RateLimiterMemory({ keyPrefix: name, ...limit });
  holder.__smarttechLimitPool ??= new Pool({ connectionString: url, max: 2 });
  return new RateLimiterPostgres({
    storeClient: holder.__smarttechLimitPool,
    storeType: 'pool',
    tableName: 'rate_limits',
    keyPrefix: name,
    clearExpiredByTimeout: true,
    // If the store fails, fall back to this instance's memory rather than refusing every visitor.
    insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, ...limit }),
    ...limit,
  });
}

function limiter(name: string, limit: Limit): RateLimiterAbstract {
  holder.__smarttechLimiters ??= new Map();
  let found = holder.__smarttechLimiters.get(name);
  if (!found) {
    found = createLimiter(name, limit);
    holder.__smarttechLimiters.set(name, found);
  }
  return found;
}

type Consumed = { ok: true } | { ok: false; retryAfter: number };

/** Takes one point for `key`; `{ ok: false, retryAfter }` (seconds) once the budget is spent. */
export async function consume(name: string, limit: Limit, key: string): Promise<Consumed> {
  try {
    await limiter(name, limit).consume(key.toLowerCase());
    return { ok: true };
  } catch (error) {
    if (error instanceof RateLimiterRes) return { ok: false, retryAfter: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
    throw error;
  }
}

/** Graceful stop: closes the PostgreSQL pool of the shared counters, if one was opened. */
export async function closeRateLimitStore(): Promise<void> {
  const pool = holder.__smarttechLimitPool;
  holder.__smarttechLimitPool = undefined;
  holder.__smarttechLimiters?.clear();
  await pool?.end();
}

/**
 * Takes one point for `key` from a budget kept in this instance's memory alone, at once: for the check on every
 * analytics event, where a shared counter's round trip, or even a promise per event, costs more than the abuse it
 * stops. A fixed window: every key's count starts again when the window turns (so the memory it holds is one window's
 * keys).
 */
export function consumeInMemory(name: string, limit: Limit, key: string, now = Date.now()): Consumed {
  const windowMs = limit.duration * 1000;
  const window = Math.floor(now / windowMs);
  holder.__smarttechWindows ??= new Map();
  let counter = holder.__smarttechWindows.get(name);
  if (counter?.window !== window) holder.__smarttechWindows.set(name, (counter = { window, counts: new Map() }));
  const taken = (counter.counts.get(key) ?? 0) + 1;
  counter.counts.set(key, taken);
  return taken <= limit.points ? { ok: true } : { ok: false, retryAfter: Math.max(1, Math.ceil(((window + 1) * windowMs - now) / 1000)) };
}

/** Tests: forget every counter. */
export function resetRateLimitsForTests(): void {
  holder.__smarttechLimiters?.clear();
  holder.__smarttechWindows?.clear();
}
