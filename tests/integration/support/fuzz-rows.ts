// Every stored row, checked against the rules the API's schemas enforce: what the fuzz must never leave behind.
import type { Kysely } from 'kysely';
import { categoryIds, resourceTypes } from '@/lib/categories';
import { contactSchema, contactStatuses } from '@/lib/schemas/contact';
import { resourceCreateSchema } from '@/lib/schemas/resource';
import { testimonialCreateSchema } from '@/lib/schemas/testimonial';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@/lib/slug';
import type { Database } from '@/server/db';
import { sanitizeResourceHtml } from '@/server/sanitize';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

type Problems = string[];

/** A stored value must be what the schema makes of it: parsing it again changes nothing. */
function sameAfterParse(problems: Problems, where: string, stored: Record<string, unknown>, parsed: Record<string, unknown>) {
  for (const [key, value] of Object.entries(stored)) {
    if (JSON.stringify(parsed[key]) !== JSON.stringify(value)) problems.push(`${where}: ${key} ${JSON.stringify(value)?.slice(0, 80)} is not in its stored form`);
  }
}

function common(problems: Problems, where: string, row: { id: string; created_at: string; updated_at: string }) {
  if (!UUID.test(row.id)) problems.push(`${where}: id is not a UUID`);
  if (!ISO_TIME.test(row.created_at) || !ISO_TIME.test(row.updated_at)) problems.push(`${where}: timestamps are not ISO`);
}

type Only = string | undefined;

async function testimonialProblems(db: Kysely<Database>, problems: Problems, id: Only) {
  let query = db.selectFrom('testimonials').selectAll();
  if (id) query = query.where('id', '=', id);
  for (const row of await query.execute()) {
    const where = `testimonial ${row.id}`;
    common(problems, where, row);
    for (const flag of ['is_active', 'is_featured'] as const) if (![0, 1, true, false].includes(row[flag] as never)) problems.push(`${where}: ${flag} is ${String(row[flag])}`);
    const stored = {
      name: row.name,
      position: row.position,
      company: row.company,
      testimonial: row.testimonial,
      metric: row.metric,
      metricTitle: row.metric_title,
      imageUrl: row.image_url,
      isActive: Boolean(row.is_active),
      isFeatured: Boolean(row.is_featured),
    };
    const parsed = testimonialCreateSchema.safeParse(stored);
    if (!parsed.success) problems.push(`${where}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
    else sameAfterParse(problems, where, stored, parsed.data);
  }
}

async function resourceProblems(db: Kysely<Database>, problems: Problems, id: Only) {
  let linkQuery = db.selectFrom('resource_categories').selectAll();
  let query = db.selectFrom('resources').selectAll();
  if (id) {
    linkQuery = linkQuery.where('resource_id', '=', id);
    query = query.where('id', '=', id);
  }
  const links = await linkQuery.execute();
  const rows = await query.execute();
  const ids = new Set(rows.map((row) => row.id));
  for (const link of links) {
    if (!ids.has(link.resource_id)) problems.push(`category link to missing resource ${link.resource_id}`);
    if (!(categoryIds as readonly string[]).includes(link.category_id)) problems.push(`unknown category ${link.category_id}`);
  }
  for (const row of rows) {
    const where = `resource ${row.id}`;
    common(problems, where, row);
    const categories = links.filter((link) => link.resource_id === row.id).sort((a, b) => a.position - b.position).map((link) => link.category_id);
    if (!(resourceTypes as readonly string[]).includes(row.type)) problems.push(`${where}: type ${row.type}`);
    if (!SLUG_PATTERN.test(row.slug) || row.slug.length > SLUG_MAX_LENGTH) problems.push(`${where}: slug ${JSON.stringify(row.slug)}`);
    if (sanitizeResourceHtml(row.content) !== row.content) problems.push(`${where}: content is not in its sanitized form`);
    if (/<script|<iframe|<[a-z][^>]*\son[a-z]+\s*=|<[a-z][^>]*=\s*["']?\s*javascript:/i.test(row.content)) problems.push(`${where}: content holds active HTML`);
    const stored = {
      title: row.title,
      slug: row.slug,
      description: row.description,
      content: row.content,
      imageUrl: row.image_url,
      categories,
      type: row.type,
      publishedAt: row.published_at,
    };
    const parsed = resourceCreateSchema.safeParse(stored);
    if (!parsed.success) problems.push(`${where}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
    else sameAfterParse(problems, where, { ...stored, content: undefined }, { ...parsed.data, content: undefined });
  }
  const slugs = rows.map((row) => row.slug);
  if (new Set(slugs).size !== slugs.length) problems.push('two resources share a slug');
}

async function contactProblems(db: Kysely<Database>, problems: Problems, id: Only) {
  let query = db.selectFrom('contact_requests').selectAll();
  if (id) query = query.where('id', '=', id);
  for (const row of await query.execute()) {
    const where = `contact request ${row.id}`;
    common(problems, where, row);
    if (!(contactStatuses as readonly string[]).includes(row.status)) problems.push(`${where}: status ${row.status}`);
    if (row.user_agent !== null && row.user_agent.length > 500) problems.push(`${where}: user agent over 500 characters`);
    const stored = { name: row.name, email: row.email, company: row.company, message: row.message };
    const parsed = contactSchema.safeParse(stored);
    if (!parsed.success) problems.push(`${where}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
    else sameAfterParse(problems, where, stored, parsed.data);
  }
}

export type Table = 'testimonials' | 'resources' | 'contact_requests';

/** Every rule a stored row breaks (empty when the database is sound): all rows, or one row of one table. */
export async function invalidRows(db: Kysely<Database>, only?: { table: Table; id: string }): Promise<string[]> {
  const problems: Problems = [];
  if (!only || only.table === 'testimonials') await testimonialProblems(db, problems, only?.id);
  if (!only || only.table === 'resources') await resourceProblems(db, problems, only?.id);
  if (!only || only.table === 'contact_requests') await contactProblems(db, problems, only?.id);
  return problems;
}
