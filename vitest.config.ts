import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  // `server-only` throws outside a React Server Components bundle; tests import server modules directly.
  'server-only': fileURLToPath(new URL('./tests/support/server-only-stub.ts', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Three workers on the 2-core CI machine (Vitest's default there is 1): unit and integration files share them. A
    // PostgreSQL test waits on its server for much of its time, so a third worker fills the cores while two wait: the
    // whole run in 151–158 s against 173 s with two, and 152 s with four (measured 2026-12-07, docs/performance.md).
    maxWorkers: 3,
    projects: [
      // A timeout is for a hang, not a pace (no test asserts a time): Vitest's 5 s default failed a unit test that
      // compresses megabytes while the machine was loaded (2026-12-08).
      { resolve: { alias }, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', testTimeout: 30_000 } },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // Files run in parallel (docs/decisions/0017): each test gets its own copy of the run's template
          // database (a SQLite file, a PostgreSQL database), built once here.
          globalSetup: ['tests/integration/support/global-setup.ts'],
          // Each password hashed and checked once per file (the results are Better Auth's real scrypt).
          setupFiles: ['tests/integration/support/password-memo.ts'],
          // Generous: two files at a time share the 2 cores, and a test that encodes AVIF or spawns npm can wait long for
          // one. A timeout is for a hang, not a pace: CI twice failed on 20 s timeouts of tests that take 2 s alone.
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
