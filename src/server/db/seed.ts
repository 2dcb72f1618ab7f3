import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import { slugify } from '@/lib/slug';
import { zonedMidnightToUtc, zonedToday } from '@/lib/site-time';
import { siteTimeZone } from '../env';
import { columnsOfKind } from '@/kit/server/table-store';
import { testimonials as testimonialKind } from '@/kinds/testimonials/definition';
import { resourceColumns } from '../repositories/entity-columns';
import { toRow } from '../repositories/field-map';
import { isUniqueViolation } from './errors';
import type { Database } from './schema';
import { seedResources, seedTestimonials } from './seed-data';

const SEED_KEY = 'seeded_at';
const DAY_MS = 86_400_000;

/**
 * Seeds the built-in content once per database. The marker row is written first in the same transaction,
 * so two instances starting together seed once, and deleting a seeded item never brings it back.
 */
export async function seedOnce(db: Kysely<Database>, now: Date = new Date()): Promise<boolean> {
  const done = await db.selectFrom('app_meta').select('key').where('key', '=', SEED_KEY).executeTakeFirst();
  if (done) return false;
  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('app_meta').values({ key: SEED_KEY, value: now.toISOString() }).execute();
      // One second apart, so "newest first" shows them in the order written here.
      const testimonials = seedTestimonials.map((t, index) => {
        const at = new Date(now.getTime() - index * 1000).toISOString();
        return toRow(columnsOfKind(testimonialKind), { ...t, id: randomUUID(), imageUrl: `/images/avatars/${t.avatar}.svg`, isActive: true, createdAt: at, updatedAt: at });
      });
      // Columns checked against the table by defineKind.
      await trx.insertInto('testimonials').values(testimonials as unknown as Insertable<Database['testimonials']>[]).execute();
      const zone = siteTimeZone();
      for (const r of seedResources) {
        const id = randomUUID();
        const slug = slugify(r.title);
        const at = now.toISOString();
        await trx
          .insertInto('resources')
          .values(
            toRow(resourceColumns, {
              ...r,
              id,
              slug,
              imageUrl: `/images/resources/${slug}.svg`,
              // 00:00 in the site's zone of the day it is dated.
              publishedAt: zonedMidnightToUtc(zonedToday(zone, new Date(now.getTime() - r.daysAgo * DAY_MS)), zone),
              createdAt: at,
              updatedAt: at,
            }),
          )
          .execute();
        await trx
          .insertInto('resource_categories')
          .values(r.categories.map((category_id, position) => ({ resource_id: id, category_id, position })))
          .execute();
      }
    });
    return true;
  } catch (error) {
    // Another instance wrote the marker first: it seeded, we did not.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
