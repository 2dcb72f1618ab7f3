// The legal pages are kept in the CMS (src/kinds/pages): a block edited through the admin API is a draft no visitor
// reads until it is published; then it is what the next visitor reads, on the production build's prerendered page,
// and putting it back restores the seeded copy.
import { expect, test } from './fixtures';
import { signIn } from './support/auth';

type PageDoc = { id: string; path: string; title: string; blocks: Array<Record<string, unknown> & { type: string; heading: string }> };

test('a heading edited in the CMS is a draft until published, then on the public page at once, and back when put back', async ({ page, request }) => {
  await signIn(page);
  const list = (await (await page.request.get('/api/admin/pages')).json()) as { data: Array<{ id: string; path: string }> };
  const { id } = list.data.find((doc) => doc.path === '/terms-of-service')!;
  const terms = ((await (await page.request.get(`/api/admin/pages/${id}`)).json()) as { data: PageDoc }).data;
  expect(terms.blocks[0]).toMatchObject({ type: 'legal', heading: 'Terms of Service' });
  const save = async (heading: string) => {
    const response = await page.request.patch(`/api/admin/pages/${id}`, { data: { blocks: [{ ...terms.blocks[0], heading }] } });
    expect(response.status()).toBe(200);
  };
  const publish = async () => expect((await page.request.post(`/api/admin/pages/${id}/publish`)).status()).toBe(200);
  const publicHeading = async () => /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await request.get('/terms-of-service')).text())?.[1];

  // Served from the prerendered page and the server's page cache before the edit.
  expect(await publicHeading()).toBe('Terms of Service');
  await save('Terms of Service, Edited');
  expect(await publicHeading()).toBe('Terms of Service');
  await publish();
  await expect.poll(publicHeading, { timeout: 5_000 }).toBe('Terms of Service, Edited');
  await page.goto('/terms-of-service');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service, Edited');

  await save('Terms of Service');
  await publish();
  await expect.poll(publicHeading, { timeout: 5_000 }).toBe('Terms of Service');
});
