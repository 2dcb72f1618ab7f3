import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Testimonial, TestimonialCreate, TestimonialUpdate } from '@/lib/schemas/testimonial';
import { getDb } from '../db';
import type { TestimonialsTable } from '../db/schema';
import { testimonialColumns } from './entity-columns';
import { columnsOf, fromRow, toRow } from './field-map';

const columns = columnsOf(testimonialColumns);

function toTestimonial(row: Selectable<TestimonialsTable>): Testimonial {
  // SQLite reads the boolean back as 1/0.
  return { ...fromRow(testimonialColumns, row), isActive: Boolean(row.is_active) };
}

/** All testimonials, newest first (admin). With `activeOnly`, what the public site shows. */
export async function listTestimonials(options: { activeOnly?: boolean } = {}): Promise<Testimonial[]> {
  const db = await getDb();
  let query = db.selectFrom('testimonials').select(columns);
  if (options.activeOnly) query = query.where('is_active', '=', true);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id').execute();
  return rows.map(toTestimonial);
}

export async function getTestimonial(id: string): Promise<Testimonial | null> {
  const db = await getDb();
  const row = await db.selectFrom('testimonials').select(columns).where('id', '=', id).executeTakeFirst();
  return row ? toTestimonial(row) : null;
}

export async function createTestimonial(input: TestimonialCreate): Promise<Testimonial> {
  const db = await getDb();
  const now = new Date().toISOString();
  const row = toRow(testimonialColumns, { ...input, id: randomUUID(), createdAt: now, updatedAt: now });
  await db.insertInto('testimonials').values(row).execute();
  return toTestimonial(row);
}

/** Applies the fields present in `patch`; null when the id is unknown. */
export async function updateTestimonial(id: string, patch: TestimonialUpdate): Promise<Testimonial | null> {
  const db = await getDb();
  const changes = { ...toRow(testimonialColumns, patch), updated_at: new Date().toISOString() };
  const result = await db.updateTable('testimonials').set(changes).where('id', '=', id).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return null;
  return getTestimonial(id);
}

export async function deleteTestimonial(id: string): Promise<boolean> {
  const db = await getDb();
  const result = await db.deleteFrom('testimonials').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
