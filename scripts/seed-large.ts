// npm run seed:large: tops the database the site uses (DATA_DIR or DATABASE_URL, as `npm start` reads them) up to
// 1,000 testimonials, 1,000 resources and 10,000 contact requests, the scale the staff lists are built for. Run it
// again and it adds only what is missing. Rows are made up (companies, topics), marked as such in their text.
// SEED_TESTIMONIALS, SEED_RESOURCES, SEED_LEADS set other targets (issue 21 measures the site at 10,000 resources).
import { randomUUID } from 'node:crypto';
import { categoryIds, resourceTypes } from '../src/lib/categories';
import { resourceCreateSchema } from '../src/lib/schemas/resource';
import { testimonialCreateSchema } from '../src/lib/schemas/testimonial';
import { closeDb, getDb } from '../src/server/db';
import { columnsOfKind } from '../src/kit/server/table-store';
import { testimonials } from '../src/kinds/testimonials/definition';
import { toRow } from '../src/server/repositories/field-map';
import { kindParts } from '../src/kit/server/kind-api';
import { resources } from '../src/kinds/resources/definition';
import { companies, leadRows, topics } from './lib/large-data';
import { runMain } from './lib/run-main';

const print = (line: string) => process.stdout.write(`${line}\n`);
/** A target from the environment (a whole number), else the default. */
function target(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number, not "${value}"`);
  return Number(value);
}
const TARGET = { testimonials: target('SEED_TESTIMONIALS', 1_000), resources: target('SEED_RESOURCES', 1_000), contactRequests: target('SEED_LEADS', 10_000) };
const AUTHOR = { id: null, name: 'seed:large' };
const DAY = 86_400_000;

async function count(table: 'testimonials' | 'resources' | 'contact_requests'): Promise<number> {
  const db = await getDb();
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

// Straight into the tables through the entities' column maps: the entity modules bring in Next's request-scoped
// cache calls, which a script outside Next cannot load (and a fresh data set has no pages to expire).
async function addTestimonials(missing: number, start: number): Promise<void> {
  const db = await getDb();
  const now = Date.now();
  for (let i = start; i < start + missing; i += 1) {
    const company = companies[i % companies.length]!;
    const input = testimonialCreateSchema.parse({
      name: `Client ${i}`,
      position: ['CTO', 'COO', 'Head of IT', 'VP Engineering'][i % 4],
      company: `${company} ${Math.floor(i / companies.length) + 1}`,
      testimonial: `Sample testimonial ${i} (seed:large): their ${topics[i % topics.length]} paid for itself within a quarter.`,
      metric: `${(i % 60) + 10}%`,
      metricTitle: 'Cost saved',
      isActive: i % 5 !== 0,
    });
    const at = new Date(now - (start + missing - i) * 60_000).toISOString();
    await db.insertInto('testimonials').values(toRow(columnsOfKind(testimonials), { ...input, id: randomUUID(), createdAt: at, updatedAt: at }) as never).execute();
  }
}

async function addResources(missing: number, start: number): Promise<void> {
  const now = Date.now();
  for (let i = start; i < start + missing; i += 1) {
    const topic = topics[i % topics.length]!;
    const parsed = resourceCreateSchema.parse({
      title: `Sample ${resourceTypes[i % resourceTypes.length]} ${i}: ${topic}`,
      description: `A made-up resource from seed:large about ${topic}, for trying the staff lists at scale.`,
      content: `<p>Sample content ${i}. What a ${topic} covers, step by step.</p>`,
      type: resourceTypes[i % resourceTypes.length],
      categories: [categoryIds[i % categoryIds.length], categoryIds[(i + 3) % categoryIds.length]],
      // One in ten a draft; the rest published over the last three years.
      status: i % 10 === 0 ? 'draft' : 'published',
      noindex: true,
    });
    await kindParts(resources).store.create({ ...parsed, content: parsed.content ?? '', publishedAt: new Date(now - (i % 1000) * DAY).toISOString(), unpublishAt: null }, { author: AUTHOR });
  }
}

async function addLeads(missing: number, start: number): Promise<void> {
  const db = await getDb();
  const rows = leadRows(missing, Date.now(), start);
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('contact_requests').values(rows.slice(i, i + 500)).execute();
}

async function main(): Promise<number> {
  const steps = [
    ['testimonials', 'testimonials', TARGET.testimonials, addTestimonials],
    ['resources', 'resources', TARGET.resources, addResources],
    ['contact requests', 'contact_requests', TARGET.contactRequests, addLeads],
  ] as const;
  for (const [label, table, target, add] of steps) {
    const have = await count(table);
    const missing = Math.max(0, target - have);
    const started = Date.now();
    if (missing > 0) await add(missing, have);
    print(`${label}: ${have.toLocaleString('en-US')} there, ${missing.toLocaleString('en-US')} added (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  await closeDb();
  return 0;
}

runMain(main);
