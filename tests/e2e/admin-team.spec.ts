// The team (issue 23), as an admin and a new colleague do it: the admin invites a sales colleague (no mail server
// here, so the screen hands over the link), the colleague opens it, chooses a name and a password and lands in the
// staff area with the screens of their role only; then the admin disables the account and its session ends.
import { expect, test } from './fixtures';
import { signIn } from './support/auth';
import { totpCode } from '../support/totp';

// Two people and a dozen screens each: longer than one screen's default 30 s when the suite's other worker is busy.
test.describe.configure({ timeout: 60_000 });

test('invite a colleague with a role, who joins and sees only their screens; disabling ends their session', async ({ page, browser }) => {
  const email = `sam-${Date.now().toString(36)}@example.com`;
  await signIn(page);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await page.getByRole('button', { name: 'Invite a member' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail address').fill(email);
  await dialog.getByLabel('Role').selectOption('sales');
  await expect(dialog.getByText('Leads and their pipeline, notes, exports and privacy requests; the analytics; reads content.')).toBeVisible();
  await dialog.getByLabel('Name (optional)').fill('Sam Seller');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  const link = await page.getByRole('dialog').getByRole('textbox', { name: 'Pass this link on' }).inputValue();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Invited');

  const colleague = await browser.newContext();
  const sam = await colleague.newPage();
  await sam.goto(link);
  await expect(sam.getByRole('heading', { level: 1, name: 'Join the SmartTech staff' })).toBeVisible();
  await expect(sam.getByText(`You are invited as Sales, with ${email}.`)).toBeVisible();
  await expect(sam.getByLabel('Your name')).toHaveValue('Sam Seller');
  // Too short and not confirmed: both said at once, under their fields.
  await sam.getByLabel('Password', { exact: true }).fill('short one');
  await sam.getByLabel('Password again').fill('short two');
  await sam.getByRole('button', { name: 'Create my account' }).click();
  await expect(sam.getByText('Password must be at least 12 characters')).toBeVisible();
  await expect(sam.getByText('The two passwords differ')).toBeVisible();
  await sam.getByLabel('Password', { exact: true }).fill('password12345');
  await sam.getByLabel('Password again').fill('password12345');
  await sam.getByRole('button', { name: 'Create my account' }).click();
  await expect(sam.getByText(/one of the most common/)).toBeVisible();
  await sam.getByLabel('Password', { exact: true }).fill('velvet harbor quietly 42');
  await sam.getByLabel('Password again').fill('velvet harbor quietly 42');
  await sam.getByRole('button', { name: 'Create my account' }).click();
  await expect(sam).toHaveURL(/\/admin$/);
  const nav = sam.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Contact requests' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Media' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Team' })).toHaveCount(0);
  await sam.goto('/admin/media');
  await expect(sam).toHaveURL(/\/admin\?denied=/);
  await expect(sam.getByRole('alert').filter({ hasText: 'Your role' })).toHaveText('Your role (Sales) cannot open /admin/media. Ask an admin if you need it.');

  // The link worked once.
  const again = await browser.newPage();
  await again.goto(link);
  await expect(again.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
  await again.close();

  await page.reload();
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: `Disable: ${email}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Disable' }).click();
  await expect(row).toContainText('Disabled');
  await sam.goto('/admin/contact');
  await expect(sam).toHaveURL(/\/admin\/login/);
  await colleague.close();

  // The audit log says who did it: filtered by action, as an admin reads it.
  await page.goto('/admin/audit');
  await page.getByLabel('Action').fill('disable');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/action=disable/);
  await expect(page.getByRole('row', { name: new RegExp(email) }).first()).toContainText('disable');
});

test('a member turns on two-factor sign-in with an app, keeps the recovery codes, and signs in with a code', async ({ page, browser, baseURL }) => {
  // A member of their own (the shared admin's sign-in stays one step for the other tests).
  const email = `tess-${Date.now().toString(36)}@example.com`;
  const password = 'orchid tundra velvet ninety';
  await signIn(page);
  const invited = await page.request.post('/api/admin/users/invitations', { headers: { origin: baseURL! }, data: { email, role: 'editor', name: 'Tess' } });
  const token = new URL(((await invited.json()) as { data: { link: string } }).data.link).pathname.split('/').pop()!;
  expect((await page.request.post('/api/team/invitations/accept', { headers: { origin: baseURL! }, data: { token, name: 'Tess', password } })).status()).toBe(201);

  const context = await browser.newContext();
  const tess = await context.newPage();
  await tess.goto('/admin/login');
  await tess.getByLabel('Email').fill(email);
  await tess.getByLabel('Password').fill(password);
  await tess.getByRole('button', { name: 'Sign in' }).click();
  await expect(tess).toHaveURL(/\/admin$/);
  await tess.getByRole('link', { name: 'Your account' }).click();
  await tess.getByRole('button', { name: 'Turn on' }).click();
  await tess.getByLabel('Your password').fill(password);
  await tess.getByRole('button', { name: 'Continue' }).click();
  await expect(tess.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const uri = await tess.locator('dd', { hasText: 'otpauth://' }).innerText();
  await tess.getByLabel('The 6-digit code the app now shows').fill(totpCode(uri));
  await tess.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(tess.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
  await expect(tess.locator('#two-factor ol > li')).toHaveCount(10);
  await tess.getByRole('button', { name: 'I have saved them' }).click();
  await expect(tess.getByText(/^On\. Signing in asks for a code/)).toBeVisible();

  await tess.getByRole('button', { name: 'Sign out' }).click();
  await expect(tess).toHaveURL(/\/admin\/login/);
  await tess.getByLabel('Email').fill(email);
  await tess.getByLabel('Password').fill(password);
  await tess.getByRole('button', { name: 'Sign in' }).click();
  await expect(tess.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
  await tess.getByLabel('Code').fill('000000');
  await tess.getByRole('button', { name: 'Verify' }).click();
  await expect(tess.getByRole('alert').filter({ hasText: 'not right' })).toBeVisible();
  await tess.getByLabel('Code').fill(totpCode(uri));
  await tess.getByRole('button', { name: 'Verify' }).click();
  await expect(tess).toHaveURL(/\/admin$/);
  await context.close();
});
