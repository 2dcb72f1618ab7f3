import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetEnvForTests } from '@/server/env';
import { enableLocalSettle, settleLocally } from '@/server/revalidation/publish';

// A write on one instance (SQLite) is expired again shortly after, as the listener does on PostgreSQL
// (docs/decisions/0012): a regeneration that raced the write cannot keep old content until the 60 s bound.
const change = { kind: 'pages', tags: ['pages'], paths: ['/terms-of-service'] };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the second pass of a write made here', () => {
  afterEach(() => {
    delete process.env.DATABASE_URL;
    resetEnvForTests();
  });

  it('applies the change once more after the delay, once for changes repeated within it', async () => {
    const apply = vi.fn(async () => true);
    enableLocalSettle(apply);
    settleLocally(change, 30);
    settleLocally(change, 30);
    expect(apply).not.toHaveBeenCalled();
    await wait(80);
    expect(apply).toHaveBeenCalledTimes(1);
    expect(apply).toHaveBeenCalledWith(change);
  });

  it('is left to the listener with PostgreSQL, which hears this instance’s own notification', async () => {
    process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
    resetEnvForTests();
    const apply = vi.fn(async () => true);
    enableLocalSettle(apply);
    settleLocally(change, 10);
    await wait(40);
    expect(apply).not.toHaveBeenCalled();
  });
});
