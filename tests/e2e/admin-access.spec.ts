import { expect, test } from './fixtures';
import { E2E_ADMIN, signIn } from './support/auth';

const adminPaths = ['/admin', '/admin/testimonials', '/admin/resources', '/admin/contact'];

test.describe('an anonymous visitor', () => {
  for (const path of adminPaths) {
    test(`is sent from ${path} to the login page, which brings them back`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === '/admin/login' && url.searchParams.get('next') === path);
      await expect(page.getByRole('heading', { name: /staff/i })).toHaveCount(0);
    });
  }

  test('with a stale session cookie is sent from each admin page to the login with that page as next', async ({ page, context, baseURL }) => {
    // The proxy only sees that a cookie exists; the staff layout finds no session and must still name the page.
    await context.addCookies([{ name: 'better-auth.session_token', value: 'stale.not-a-session', url: baseURL! }]);
    for (const path of adminPaths) {
      const response = await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === '/admin/login' && url.searchParams.get('next') === path);
      expect(new URL(response!.request().redirectedFrom()!.url()).pathname, 'a server-side redirect').toBe(path);
    }
    await page.goto('/admin/resources');
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/admin/resources', { timeout: 15_000 });
  });

  test('gets a 401 from the admin API', async ({ request }) => {
    for (const path of ['/api/admin/testimonials', '/api/admin/resources', '/api/admin/contact-requests']) {
      expect((await request.get(path)).status(), path).toBe(401);
    }
  });
});

test.describe('a signed-in staff member', () => {
  test('sees the staff shell, not the public one, and the page is not indexed', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin');
    const header = page.getByRole('banner');
    await expect(header.getByText('Staff', { exact: true })).toBeVisible();
    await expect(header.getByText('staff@e2e.test')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Admin' });
    for (const name of ['Dashboard', 'Testimonials', 'Resources', 'Contact requests']) await expect(nav.getByRole('link', { name })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Book a Free Tech Audit' })).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // The theme menu is a <details> (docs/decisions/0031): its summary carries the name.
    await expect(header.locator('summary', { hasText: 'Choose theme' })).toBeVisible();
  });

  test('whose session ends while a manager is open is sent to the login on the next write, coming back to that page', async ({ page, context, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 401|401: /);
    await signIn(page);
    await page.goto('/admin/testimonials');
    const toggle = page.getByRole('button', { name: /^Deactivate |^Activate / }).first();
    await expect(toggle).toBeVisible();
    await context.clearCookies();
    await toggle.click();
    await expect(page).toHaveURL((url) => url.pathname === '/admin/login' && url.searchParams.get('next') === '/admin/testimonials');
    await expect(page.getByLabel('Email')).toBeVisible();
  });

  test('signs out and is then refused the admin', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/resources');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\/login/);
    await page.goto('/admin/testimonials');
    await expect(page).toHaveURL((url) => url.pathname === '/admin/login' && url.searchParams.get('next') === '/admin/testimonials');
  });
});
