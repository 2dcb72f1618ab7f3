import { it, vi } from 'vitest';
import { defineFuzzSuite } from './support/fuzz-api-suite';
import { engines } from './support/db';

// The suite is tests/integration/support/fuzz-api-suite.ts; the mocks apply to the modules it imports.
vi.mock('next/cache', () => import('./support/next-cache-mock'));
vi.mock('@/server/mail', () => ({ notifyContactRequest: vi.fn(async () => undefined) }));

// With TEST_DATABASE_URL (CI sets it); without, nothing to run here.
if (engines.includes('postgres')) defineFuzzSuite('postgres');
else it.skip('API fuzz on postgres: TEST_DATABASE_URL is not set', () => undefined);
