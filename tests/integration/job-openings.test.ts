import { beforeEach, describe, expect, it, vi } from 'vitest';
import { kindRoutes } from '@/kit/server/kind-routes';
import { jobOpenings } from '@/kinds/job-openings/definition';
import { pages } from '@/kinds/pages/definition';
import { jobPostingJsonLd } from '@/components/site/json-ld';
import { salaryText } from '@/content/careers';
import { createRedirectFrom } from '@/server/services/redirects';
import { sitemapEntries } from '@/server/sitemap';
import { getPublishedPage } from '@/server/queries/public';
import { getJobPageLabels, getOpenJobOpenings, getPublishedOpening, isOpen } from '@/server/queries/careers';
import { startScheduleWatcher } from '@/server/publishing/schedule-watcher';
import { siteTimeZone } from '@/server/env';
import { zonedToday } from '@/lib/site-time';
import { apiRequest, json, params } from './support/api';
import { engines, useTestDb } from './support/db';
import { guardState } from './support/guard-mock';
import { resetNextCache } from './support/next-cache-mock';

vi.mock('next/cache', () => import('./support/next-cache-mock'));
vi.mock('@/server/auth/guard', () => import('./support/guard-mock'));

// The job openings (src/kinds/job-openings): the spec's three are the seed, the careers page lists the open ones in
// order, and staff post, edit and close them through the kit's API, with drafts no visitor sees.
const routes = kindRoutes([jobOpenings, pages]);
const KEY = 'job-openings';
type Json = Record<string, unknown>;
const list = async () => (await json(await routes.collection.GET(apiRequest(`/api/admin/${KEY}`), params({ kind: KEY })))).data as Array<{ id: string; path: string; title: string; status: string }>;
// What staff write over the starter's placeholders before an opening can be published.
const WRITTEN = { description: '<p>Design and run cloud platforms.</p>', responsibilities: ['Run the platform'], requirements: ['Three years of Kubernetes'] };
const create = (body: object) => routes.collection.POST(apiRequest(`/api/admin/${KEY}`, { method: 'POST', body }), params({ kind: KEY }));
const read = async (id: string) => (await json(await routes.item.GET(apiRequest(`/api/admin/${KEY}/${id}`), params({ kind: KEY, id })))).data as Json & { revision: number };
const patch = (id: string, body: object) => routes.item.PATCH(apiRequest(`/api/admin/${KEY}/${id}`, { method: 'PATCH', body }), params({ kind: KEY, id }));
const publish = (id: string) => routes.publish.POST(apiRequest(`/api/admin/${KEY}/${id}/publish`, { method: 'POST' }), params({ kind: KEY, id }));
const titles = async (now?: Date) => (await getOpenJobOpenings(now)).map((opening) => opening.title);
const SPEC = ['DevOps Engineer', 'DevOps Internship', 'Digital Marketing Intern'];

describe.each(engines)('job openings on %s', (engine) => {
  useTestDb(engine);
  beforeEach(() => {
    resetNextCache();
    guardState.mode = 'staff';
  });

  it('are seeded as the spec has them, in its order, and the careers page is a page of blocks that lists them', async () => {
    expect((await list()).map((opening) => opening.title)).toEqual(SPEC);
    expect(await titles()).toEqual(SPEC);
    const [engineer] = await getOpenJobOpenings();
    expect(engineer).toMatchObject({ path: '/careers/devops-engineer', type: 'full-time', workplace: 'remote-hybrid', closed: false, description: '<p>Design and run the cloud platforms our clients depend on: automated, observable, secure and cost-aware.</p>' });
    expect(engineer!.responsibilities).toHaveLength(4);
    const careers = await getPublishedPage('/careers');
    expect(careers?.blocks.map((block) => block.type)).toEqual(['hero', 'jobOpenings', 'cta', 'generalApplication']);
    expect(careers?.blocks[0]).toMatchObject({ heading: 'Build Real Outcomes With Us', highlights: ['Remote-first, with a hub in Amsterdam', 'A learning budget and certification time', 'Work on AI, cloud and security for regulated industries'] });
    expect(careers?.blocks[2]).toMatchObject({ heading: "Don't See the Right Fit?", button: 'Send Us Your Resume', href: '/careers#apply' });
  });

  it('a new opening is a draft until published, then listed last; closing it or passing its date takes it off', async () => {
    const created = await create({ title: 'Security Engineer', path: '/careers/security-engineer' });
    expect(created.status).toBe(201);
    const { id } = (await json(created)).data as { id: string };
    // The starter fills what the dialog does not ask, so the draft is whole.
    expect(await read(id)).toMatchObject({ status: 'draft', type: 'full-time', responsibilities: ['A first responsibility'] });
    expect(await titles()).toEqual(SPEC);
    // Its placeholders only show where to write: while one is left, it is not published (the page, its JobPosting).
    const early = await publish(id);
    expect(early.status).toBe(400);
    expect((await json(early)).error).toMatchObject({
      code: 'publish_blocked',
      fields: {
        description: 'Description still holds the starter text: write this job opening\'s own',
        'responsibilities.0': 'Responsibilities, item 1 still holds the starter text: write this job opening\'s own',
        'requirements.0': 'Requirements, item 1 still holds the starter text: write this job opening\'s own',
      },
    });
    expect((await patch(id, { description: '<p>Keep client platforms safe.</p>', responsibilities: ['Threat-model client systems'], requirements: ['Five years in security', 'A first requirement'] })).status).toBe(200);
    expect(Object.keys((await json(await publish(id))).error.fields)).toEqual(['requirements.1']);
    expect((await patch(id, { requirements: ['Five years in security'] })).status).toBe(200);
    expect((await publish(id)).status).toBe(200);
    expect(await titles()).toEqual([...SPEC, 'Security Engineer']);

    expect((await patch(id, { validThrough: '2026-12-31' })).status).toBe(200);
    expect((await publish(id)).status).toBe(200);
    resetNextCache();
    // Open through its last day in the site's zone, gone the day after.
    expect(await titles(new Date('2026-12-31T12:00:00Z'))).toContain('Security Engineer');
    expect(await titles(new Date('2027-01-01T12:00:00Z'))).not.toContain('Security Engineer');

    expect((await patch(id, { closed: true })).status).toBe(200);
    // A draft: visitors still see it open until the close is published.
    expect(await titles(new Date('2026-12-01T12:00:00Z'))).toContain('Security Engineer');
    expect((await publish(id)).status).toBe(200);
    resetNextCache();
    expect(await titles(new Date('2026-12-01T12:00:00Z'))).toEqual(SPEC);
  });

  it('leaves the site at midnight after its last day, in the site’s zone, on every instance’s watcher; a past date is accepted as closed', async () => {
    const id = (await json(await create({ title: 'Cloud Architect', path: '/careers/cloud-architect', ...WRITTEN }))).data.id as string;
    await patch(id, { validThrough: '2027-03-15' });
    await publish(id);
    // Amsterdam is UTC+1 in March: the last day ends at 23:00 UTC.
    const midnight = new Date('2027-03-15T23:00:00Z');
    const seen = async (from: Date, upTo: Date) => {
      const changes: Array<{ kind: string; tags?: string[]; paths?: string[] }> = [];
      let clock = from;
      const watcher = startScheduleWatcher({ tickMs: 3_600_000, now: () => clock, apply: async (change) => void changes.push(change) });
      try {
        await watcher.tick();
        changes.length = 0;
        clock = upTo;
        await watcher.tick();
      } finally {
        watcher.stop();
      }
      return changes.filter((change) => change.kind === KEY);
    };
    // Two instances, each with its own watcher, expire the careers page and the opening's page at that instant.
    for (let instance = 0; instance < 2; instance += 1) {
      expect(await seen(new Date(midnight.getTime() - 20_000), new Date(midnight.getTime() - 10_000))).toEqual([]);
      expect(await seen(new Date(midnight.getTime() - 5_000), new Date(midnight.getTime() + 5_000))).toEqual([{ kind: KEY, tags: [KEY, `${KEY}:${id}`], paths: ['/careers', '/careers/cloud-architect'] }]);
    }
    expect(await titles(new Date(midnight.getTime() - 1))).toContain('Cloud Architect');
    expect(await titles(midnight)).not.toContain('Cloud Architect');

    // Posted with a last day already gone: accepted, and closed from the start (its page says so), but not silently:
    // the editor's checks warn under the date (a warning, which does not hold publishing back).
    const late = await create({ title: 'Late Role', path: '/careers/late-role', validThrough: '2020-01-31', ...WRITTEN });
    expect(late.status).toBe(201);
    const lateId = (await json(late)).data.id as string;
    expect((await read(lateId)).checks).toEqual([{ path: 'validThrough', level: 'warning', message: expect.stringContaining('Open until, January 31, 2020, has passed') }]);
    expect((await publish(lateId)).status).toBe(200);
    // Its last day today, or closed by hand: nothing to warn of.
    await patch(lateId, { validThrough: zonedToday(siteTimeZone()) });
    expect((await read(lateId)).checks).toEqual([]);
    await patch(lateId, { validThrough: '2020-01-31', closed: true });
    expect((await read(lateId)).checks).toEqual([]);
    await patch(lateId, { closed: false });
    await publish(lateId);
    resetNextCache();
    expect(await titles()).not.toContain('Late Role');
    expect(isOpen((await getPublishedOpening('/careers/late-role'))!)).toBe(false);
  });

  it('refuse an address outside /careers/, a missing description, and keep only the allowed formatting', async () => {
    const refused = await create({ title: 'Designer', path: '/designer' });
    expect(refused.status).toBe(400);
    expect((await json(refused)).error.fields.path).toBe('Address must be /careers/followed by lower-case words joined by hyphens');
    for (const path of ['/careers', '/careers/a/b', '/careers/']) expect((await create({ title: 'Designer', path })).status, path).toBe(400);

    // Formatting is kept to the allow-list on a create as on a save.
    const made = (await json(await create({ title: 'Designer', path: '/careers/designer', description: '<p onclick="x()">Draw <script>alert(1)</script><b>well</b></p>' }))).data as { id: string; description: string };
    expect(made.description).toBe('<p>Draw <b>well</b></p>');
    const { id } = made;
    const empty = await patch(id, { description: '<script>alert(1)</script>' });
    expect(empty.status).toBe(400);
    expect((await json(empty)).error.fields).toEqual({ description: 'Description is required' });
    expect((await patch(id, { description: '<h2>Role</h2><p onclick="x()">Design <em>with</em> us, <a href="javascript:alert(1)">now</a>.</p><img src="x">' })).status).toBe(200);
    expect((await read(id)).description).toBe('<p>Role</p><p>Design <em>with</em> us, <a>now</a>.</p>');
    // A live opening's address is taken.
    expect((await create({ title: 'Again', path: '/careers/devops-engineer' })).status).toBe(409);
  });

  it('the openings block belongs to the careers page, which keeps it', async () => {
    const pageList = (await json(await routes.collection.GET(apiRequest('/api/admin/pages'), params({ kind: 'pages' })))).data as Array<{ id: string; path: string }>;
    const idAt = (path: string) => pageList.find((page) => page.path === path)!.id;
    const block = (await getPublishedPage('/careers'))!.blocks[1]!;
    const privacy = idAt('/privacy-policy');
    const elsewhere = await routes.item.PATCH(apiRequest(`/api/admin/pages/${privacy}`, { method: 'PATCH', body: { blocks: [(await getPublishedPage('/privacy-policy'))!.blocks[0], block] } }), params({ kind: 'pages', id: privacy }));
    expect(elsewhere.status).toBe(409);
    expect((await json(elsewhere)).error.message).toBe('Block 2, Job openings: this block works on /careers only.');
    const careers = idAt('/careers');
    const without = await routes.item.PATCH(apiRequest(`/api/admin/pages/${careers}`, { method: 'PATCH', body: { blocks: [(await getPublishedPage('/careers'))!.blocks[0]] } }), params({ kind: 'pages', id: careers }));
    expect(without.status).toBe(409);
    expect((await json(without)).error.message).toBe('This page shows job openings: keep its block.');
    const removal = await routes.item.DELETE(apiRequest(`/api/admin/pages/${careers}`, { method: 'DELETE' }), params({ kind: 'pages', id: careers }));
    expect(removal.status).toBe(409);
  });

  it('each opening is structured data Google’s job search accepts: every required field, remote work said its way', async () => {
    for (const opening of await getOpenJobOpenings()) {
      const posting = await jobPostingJsonLd(opening);
      // developers.google.com/search/docs/appearance/structured-data/job-posting: the required properties.
      expect(posting).toMatchObject({ '@context': 'https://schema.org', '@type': 'JobPosting', title: opening.title, description: expect.stringMatching(/^<p>.+<\/p>$/), datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
      expect(posting.hiringOrganization).toMatchObject({ '@type': 'Organization', name: 'SmartTech', sameAs: expect.stringMatching(/^https?:\/\//) });
      // Remote / Hybrid: the office (the settings' city, as the seed names none); not wholly remote, so no TELECOMMUTE.
      expect(posting.jobLocation).toEqual({ '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Amsterdam', addressCountry: 'NL' } });
      expect(posting).not.toHaveProperty('jobLocationType');
      expect(posting.url).toMatch(new RegExp(`${opening.path}$`));
      expect(posting.employmentType).toBe(opening.type === 'full-time' ? 'FULL_TIME' : 'INTERN');
      expect(posting).not.toHaveProperty('validThrough');
    }
    const [engineer] = await getOpenJobOpenings();
    const remoteOnly = await jobPostingJsonLd({ ...engineer!, workplace: 'remote', type: 'contract', validThrough: '2027-03-31' });
    expect(remoteOnly).not.toHaveProperty('jobLocation');
    expect(remoteOnly).toMatchObject({ jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'NL' }, employmentType: 'CONTRACTOR', validThrough: '2027-03-31' });
    const onSite = await jobPostingJsonLd({ ...engineer!, workplace: 'on-site', office: 'Rotterdam' });
    expect(onSite).not.toHaveProperty('jobLocationType');
    expect(onSite.jobLocation).toMatchObject({ address: { addressLocality: 'Rotterdam' } });
  });

  it('may show a salary range: on its badges, and as baseSalary for Google; a range that ends below its start is refused', async () => {
    const id = (await list()).find((opening) => opening.path === '/careers/devops-engineer')!.id;
    const refused = await patch(id, { salaryMin: '70000', salaryMax: 60000 });
    expect(refused.status).toBe(409);
    expect((await json(refused)).error.fields).toEqual({ salaryMax: 'Salary to must be at least Salary from' });
    expect((await json(await patch(id, { salaryMin: '60,000' }))).error.fields).toEqual({ salaryMin: 'Salary from must be a whole number, such as 1' });
    expect((await patch(id, { salaryMin: '60000', salaryMax: 80000, salaryCurrency: 'EUR', salaryPeriod: 'YEAR' })).status).toBe(200);
    expect(await read(id)).toMatchObject({ salaryMin: 60000, salaryMax: 80000 });
    await publish(id);
    resetNextCache();
    const engineer = (await getOpenJobOpenings()).find((opening) => opening.path === '/careers/devops-engineer')!;
    expect(salaryText(engineer)).toBe('€60,000–€80,000 a year');
    expect((await jobPostingJsonLd(engineer)).baseSalary).toEqual({ '@type': 'MonetaryAmount', currency: 'EUR', value: { '@type': 'QuantitativeValue', minValue: 60000, maxValue: 80000, unitText: 'YEAR' } });
    expect((await jobPostingJsonLd({ ...engineer, salaryMin: null, salaryMax: 25, salaryCurrency: 'USD', salaryPeriod: 'HOUR' })).baseSalary).toEqual({ '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue', maxValue: 25, unitText: 'HOUR' } });
    expect(salaryText({ salaryMin: null, salaryMax: 25, salaryCurrency: 'USD', salaryPeriod: 'HOUR' })).toBe('Up to $25 an hour');
    // The seeded ones say none: no baseSalary, no badge.
    const intern = (await getOpenJobOpenings()).find((opening) => opening.path === '/careers/devops-internship')!;
    expect(await jobPostingJsonLd(intern)).not.toHaveProperty('baseSalary');
    expect(salaryText(intern)).toBeNull();
  });

  it('each opening has its address: in the sitemap while open, not a redirect’s old address while live', async () => {
    expect(await getPublishedOpening('/careers/devops-engineer')).toMatchObject({ title: 'DevOps Engineer' });
    expect(await getPublishedOpening('/careers/no-such-role')).toBeNull();
    const listed = async () => (await sitemapEntries()).map((entry) => new URL(entry.url).pathname).filter((path) => path.startsWith('/careers'));
    expect(await listed()).toEqual(['/careers', '/careers/devops-engineer', '/careers/devops-internship', '/careers/digital-marketing-intern']);
    // A closed one leaves the sitemap (its page stays, answering 410).
    const intern = (await list()).find((opening) => opening.path === '/careers/devops-internship')!;
    await patch(intern.id, { closed: true });
    await publish(intern.id);
    expect(await listed()).toEqual(['/careers', '/careers/devops-engineer', '/careers/digital-marketing-intern']);
    const refused = await createRedirectFrom({ fromPath: '/careers/devops-engineer', toPath: '/careers' }, 'Staff');
    expect(refused.ok).toBe(false);
    expect(JSON.stringify(refused)).toContain('A live job opening has this address');
  });

  it('an opening’s page takes its words from the careers page’s openings block, as published', async () => {
    const pageList = (await json(await routes.collection.GET(apiRequest('/api/admin/pages'), params({ kind: 'pages' })))).data as Array<{ id: string; path: string }>;
    const careers = pageList.find((page) => page.path === '/careers')!.id;
    const blocks = (await getPublishedPage('/careers'))!.blocks.map((block) => (block.type === 'jobOpenings' ? { ...block, back: 'Every open role', closedHeading: 'This role has been filled' } : block));
    expect((await routes.item.PATCH(apiRequest(`/api/admin/pages/${careers}`, { method: 'PATCH', body: { blocks } }), params({ kind: 'pages', id: careers }))).status).toBe(200);
    // A draft: the opening pages keep the published words.
    expect(await getJobPageLabels()).toMatchObject({ back: 'All open positions', closedHeading: 'This position is closed' });
    expect((await routes.publish.POST(apiRequest(`/api/admin/pages/${careers}/publish`, { method: 'POST' }), params({ kind: 'pages', id: careers }))).status).toBe(200);
    expect(await getJobPageLabels()).toMatchObject({ back: 'Every open role', closedHeading: 'This role has been filled', apply: 'Apply Now' });
  });
});
