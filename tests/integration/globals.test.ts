import { beforeEach, describe, expect, it, vi } from 'vitest';
import { globalRoutes, kindRoutes } from '@/kit/server/kind-routes';
import { footer } from '@/kinds/footer/definition';
import { navigation } from '@/kinds/navigation/definition';
import { kinds } from '@/kinds/registry';
import { getFooter, getNavigation, getSettings } from '@/server/queries/public';
import { apiRequest, json, params } from './support/api';
import { engines, useTestDb } from './support/db';
import { guardState } from './support/guard-mock';
import { resetNextCache, revalidateTag } from './support/next-cache-mock';

vi.mock('next/cache', () => import('./support/next-cache-mock'));
vi.mock('@/server/auth/guard', () => import('./support/guard-mock'));

// The site's singletons (src/kinds/navigation, src/kinds/footer): one document each, seeded with today's header and
// footer, edited as a draft and published like a page, at /api/admin/globals/<key> (issue 21's interface).
const globals = globalRoutes(kinds);
const items = kindRoutes(kinds);
const at = (key: string) => params({ key });
const read = async (key: string) => globals.item.GET(apiRequest(`/api/admin/globals/${key}`), at(key));
const patch = (key: string, body: object, headers: Record<string, string> = {}) => globals.item.PATCH(apiRequest(`/api/admin/globals/${key}`, { method: 'PATCH', body, headers }), at(key));
const publish = (key: string, body?: object) => globals.publish.POST(apiRequest(`/api/admin/globals/${key}/publish`, { method: 'POST', body }), at(key));

describe.each(engines)('the navigation and the footer on %s', (engine) => {
  useTestDb(engine);
  beforeEach(() => {
    resetNextCache();
    guardState.mode = 'staff';
  });

  it('are seeded with the header and footer the spec describes', async () => {
    const nav = await getNavigation();
    expect(nav.items.map((item) => item.text)).toEqual(['Home', 'Services', 'Industries', 'Why Choose Us', 'Resources', 'Contact']);
    expect(nav.items[1]!.dropdown).toHaveLength(7);
    expect(nav.items[2]!.dropdown.map((link) => link.href)).toEqual(['/industries/fintech', '/industries/healthcare', '/industries/legaltech', '/industries/logistics']);
    expect(nav.cta).toEqual({ text: 'Book a Free Tech Audit', href: '/contact#book-meeting', mobileHref: '/contact' });
    const foot = await getFooter();
    expect(foot.columns.map((column) => column.heading)).toEqual(['Services', 'Industries', 'Company']);
    expect(foot.columns[2]!.links.map((link) => link.text)).toEqual(['Contact', 'Careers', 'Resources', 'Privacy Policy', 'Terms of Service']);
  });

  it('a change is a draft until published; then the header every page draws has it, and history keeps both', async () => {
    const first = await read('navigation');
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    const { data } = await json(first);
    const renamed = data.items.map((item: { text: string }) => (item.text === 'Why Choose Us' ? { ...item, text: 'Why Us' } : item));
    const saved = await patch('navigation', { items: renamed }, { 'If-Match': etag });
    expect(saved.status).toBe(200);
    expect((await json(saved)).data).toMatchObject({ status: 'draft', live: true });
    expect((await getNavigation()).items[3]!.text).toBe('Why Choose Us');
    expect(revalidateTag).not.toHaveBeenCalled();

    // A save over someone else's is refused, naming who saved.
    const stale = await patch('navigation', { items: data.items }, { 'If-Match': etag });
    expect(stale.status).toBe(412);

    expect((await publish('navigation')).status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledWith(navigation.key, { expire: 0 });
    resetNextCache();
    expect((await getNavigation()).items[3]!.text).toBe('Why Us');
    const versions = (await json(await globals.versions.GET(apiRequest('/api/admin/globals/navigation/versions'), at('navigation')))).data;
    expect(versions.map((version: { published: boolean; author: string }) => [version.published, version.author])).toEqual([
      [true, 'Staff'],
      [false, 'Staff'],
      [true, 'Site setup'],
    ]);
  });

  it('a bad item, link or column is refused by its place, and nothing is saved', async () => {
    const { data } = await json(await read('navigation'));
    const broken = [{ ...data.items[0], text: '' }, { ...data.items[1], dropdown: [{ text: 'Evil', href: 'javascript:alert(1)', description: null }] }];
    const refused = await patch('navigation', { items: broken });
    expect(refused.status).toBe(400);
    expect(Object.keys((await json(refused)).error.fields)).toEqual(expect.arrayContaining(['items.0.text', 'items.1.dropdown.0.href']));
    const empty = await patch('footer', { columns: [] });
    expect(empty.status).toBe(400);
    expect((await json(await read('navigation'))).data).toMatchObject({ status: 'published', revision: data.revision });
    expect((await getFooter()).columns).toHaveLength(3);
  });

  it('there is one of each: a second is refused, it cannot be deleted, an unknown key is a 404, and staff only', async () => {
    const { data } = await json(await read('footer'));
    const created = await items.collection.POST(apiRequest('/api/admin/footer', { method: 'POST', body: { blurb: 'Another', columns: data.columns } }), params({ kind: footer.key }));
    expect(created.status).toBe(409);
    const removed = await items.item.DELETE(apiRequest(`/api/admin/footer/${data.id}`, { method: 'DELETE' }), params({ kind: footer.key, id: data.id }));
    expect(removed.status).toBe(409);
    expect((await read('pages')).status).toBe(404);
    expect((await read('nothing')).status).toBe(404);
    guardState.mode = 'anonymous';
    expect((await read('footer')).status).toBe(401);
    expect((await patch('footer', { blurb: 'x' })).status).toBe(401);
  });
});

describe.each(engines)('site settings on %s', (engine) => {
  useTestDb(engine);
  beforeEach(() => {
    resetNextCache();
    guardState.mode = 'staff';
  });

  it('start as the environment says, refuse a bad e-mail or a link that is not https, and are public once published', async () => {
    const seeded = (await json(await read('settings'))).data as Record<string, unknown>;
    expect(seeded).toMatchObject({ contactEmail: 'hello@smarttech.example', officeCity: 'Amsterdam', officeCountry: 'Netherlands', discordUrl: 'https://discord.gg/smarttech', status: 'published', checks: [] });
    expect(seeded.schedulingUrl).toMatch(/^https:\/\//);

    const refused = await patch('settings', { contactEmail: 'hello at example', discordUrl: '/community', slackUrl: 'http://join.slack.com/x' });
    expect(refused.status).toBe(400);
    const fields = ((await json(refused)) as { error: { fields: Record<string, string> } }).error.fields;
    expect(fields).toEqual({
      contactEmail: 'Contact e-mail must be an e-mail address, such as hello@example.com',
      discordUrl: 'Discord invitation must be an https:// address of another site',
      slackUrl: 'Slack invitation must be a path of this site, such as /contact#book-meeting, or an https:// address',
    });

    expect((await patch('settings', { contactEmail: 'team@smarttech.example', discordUrl: 'https://discord.gg/smarttech-new' })).status).toBe(200);
    expect((await getSettings()).contactEmail).toBe('hello@smarttech.example');
    expect((await publish('settings')).status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledWith('settings', { expire: 0 });
    resetNextCache();
    expect(await getSettings()).toMatchObject({ contactEmail: 'team@smarttech.example', discordUrl: 'https://discord.gg/smarttech-new', officeCity: 'Amsterdam' });
  });
});
