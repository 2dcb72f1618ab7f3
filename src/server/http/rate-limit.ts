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

const holder = globalThis as typeof globalThis & { __smarttechLimiters?: Map<string, RateLimiterAbstract>; __smarttechLimitPool?: Pool };

// With several instances (PostgreSQL configured) the counters must be shared, so they live in the database; a budget
// kept per instance (`local`: one checked on every analytics event, where a round trip per event would cost more
// than the abuse it stops) stays in memory.
function createLimiter(name: string, limit: Limit, local: boolean): RateLimiterAbstract {
  const url = env().DATABASE_URL;
  if (!url || local) return new RateLimiterMemory({ keyPrefix: name, ...limit });
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

function limiter(name: string, limit: Limit, local: boolean): RateLimiterAbstract {
  holder.__smarttechLimiters ??= new Map();
  let found = holder.__smarttechLimiters.get(name);
  if (!found) {
    found = createLimiter(name, limit, local);
    holder.__smarttechLimiters.set(name, found);
  }
  return found;
}

/**
 * Takes one point for `key`; `{ ok: false, retryAfter }` (seconds) once the budget is spent. `local`: counted in this
 * instance's memory even where the counters are shared.
 */
export async function consume(name: string, limit: Limit, key: string, { local = false } = {}): Promise<{ ok: true } | { ok: false; retryAfter: number }> {
  try {
    await limiter(name, limit, local).consume(key.toLowerCase());
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

/** Tests: forget every counter. */
export function resetRateLimitsForTests(): void {
  holder.__smarttechLimiters?.clear();
}
