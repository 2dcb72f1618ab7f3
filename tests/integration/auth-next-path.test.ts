import { beforeEach, describe, expect, it, vi } from 'vitest';
import { offSiteNext, onSiteNext, sameSiteNext, staysOnSite } from '../unit/safe-next-cases';
import { signedInStaff } from './support/auth';
import { engines, useTestDb } from './support/db';

// The login page with the real staff guard: next/headers and next/navigation stand in for a Next request.
const scope = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => scope.headers }));
vi.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { location: url });
  },
}));

const { default: LoginPage } = await import('@/app/admin/login/page');
const { LoginForm } = await import('@/app/admin/login/login-form');

/** Where the login page sends a signed-in visitor for this `next` (it throws Next's redirect). */
async function redirectOf(next: string | string[] | undefined): Promise<string> {
  try {
    await LoginPage({ searchParams: Promise.resolve({ next }) });
  } catch (error) {
    const location = (error as { location?: string }).location;
    if (location !== undefined) return location;
    throw error;
  }
  throw new Error('the login page rendered instead of redirecting');
}

/** The props of the LoginForm element in a rendered tree. */
function formProps(node: unknown): unknown {
  if (!node || typeof node !== 'object') return undefined;
  const element = node as { type?: unknown; props?: { children?: unknown } };
  if (element.type === LoginForm) return element.props;
  const children = element.props?.children;
  for (const child of Array.isArray(children) ? children : [children]) {
    const found = formProps(child);
    if (found) return found;
  }
  return undefined;
}

describe.each(engines)('the login page redirects signed-in staff to next, on %s', (engine) => {
  useTestDb(engine);
  beforeEach(async () => {
    scope.headers = new Headers({ cookie: (await signedInStaff()).cookie });
  });

  it('never to another site, for every hostile next', async () => {
    for (const next of offSiteNext) expect(await redirectOf(next), JSON.stringify(next)).toBe('/admin');
    for (const [next, expected] of onSiteNext) {
      const location = await redirectOf(next);
      expect(location).toBe(expected);
      expect(staysOnSite(location)).toBe(true);
    }
    expect(await redirectOf(['//evil.example', '/admin/resources'])).toBe('/admin');
  });

  it('to the same-site path it was given, query and hash included', async () => {
    for (const [next, expected] of sameSiteNext) expect(await redirectOf(next)).toBe(expected);
  });

  it('renders the form, with the checked next, to a visitor without a session', async () => {
    scope.headers = new Headers();
    const page = await LoginPage({ searchParams: Promise.resolve({ next: '/.//evil.example' }) });
    expect(formProps(page)).toEqual({ next: '/admin' });
  });
});
