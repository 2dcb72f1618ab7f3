import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Testimonial, TestimonialCreate, TestimonialUpdate } from '@/lib/schemas/testimonial';
import { getDb } from '../db';
import type { TestimonialsTable } from '../db/schema';

const columns = ['id', 'name', 'position', 'company', 'testimonial', 'metric', 'metric_title', 'image_url', 'is_active', 'created_at', 'updated_at'] as const;

function toTestimonial(row: Selectable<TestimonialsTable>): Testimonial {
  return {
    id: row.id,
    name: row.name,
    position: row.position,
    company: row.company,
    testimonial: row.testimonial,
    metric: row.metric,
    metricTitle: row.metric_title,
    imageUrl: row.image_url,
    isActive: Boolean(row.is_active),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
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
  const row = {
    id: randomUUID(),
    name: input.name,
    position: input.position,
    company: input.company,
    testimonial: input.testimonial,
    metric: input.metric,
    metric_title: input.metricTitle,
    image_url: input.imageUrl,
    is_active: input.isActive,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto('testimonials').values(row).execute();
  return toTestimonial(row);
}

/** Applies the fields present in `patch`; null when the id is unknown. */
export async function updateTestimonial(id: string, patch: TestimonialUpdate): Promise<Testimonial | null> {
  const db = await getDb();
  const changes = {
    ...(patch.name !== undefined && { name: patch.name }),
    ...(patch.position !== undefined && { position: patch.position }),
    ...(patch.company !== undefined && { company: patch.company }),
    ...(patch.testimonial !== undefined && { testimonial: patch.testimonial }),
    ...(patch.metric !== undefined && { metric: patch.metric }),
    ...(patch.metricTitle !== undefined && { metric_title: patch.metricTitle }),
    ...(patch.imageUrl !== undefined && { image_url: patch.imageUrl }),
    ...(patch.isActive !== undefined && { is_active: patch.isActive }),
    updated_at: new Date().toISOString(),
  };
  const result = await db.updateTable('testimonials').set(changes).where('id', '=', id).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return null;
  return getTestimonial(id);
}

export async function deleteTestimonial(id: string): Promise<boolean> {
  const db = await getDb();
  const result = await db.deleteFrom('testimonials').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
