import { vi } from 'vitest';
import { defineFuzzSuite } from './support/fuzz-api-suite';

// The suite is tests/integration/support/fuzz-api-suite.ts; the mocks apply to the modules it imports.
vi.mock('next/cache', () => import('./support/next-cache-mock'));
vi.mock('@/server/mail', () => ({ notifyContactRequest: vi.fn(async () => undefined) }));

defineFuzzSuite('sqlite');
