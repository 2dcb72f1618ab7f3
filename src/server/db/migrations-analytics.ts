import 'server-only';
import type { Kysely, Migration } from 'kysely';

// The migrations of the site's own analytics (issue 24, docs/decisions/0039). Run in name order with the rest.
export const analyticsMigrations: Record<string, Migration> = {
  // Raw events, read by time (the hourly roll-up, the open hour of a report, retention) and by a visitor's day (is
  // this the visitor's first view of the day).
  '0018_analytics_events': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('analytics_events')
        .ifNotExists()
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('at', 'text', (col) => col.notNull())
        .addColumn('day', 'text', (col) => col.notNull())
        .addColumn('visitor', 'text', (col) => col.notNull())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('path', 'text', (col) => col.notNull())
        .addColumn('goal', 'text')
        .addColumn('source', 'text', (col) => col.notNull())
        .addColumn('medium', 'text')
        .addColumn('campaign', 'text')
        .addColumn('referrer', 'text')
        .addColumn('landing', 'text')
        .addColumn('click', 'text')
        .addColumn('device', 'text', (col) => col.notNull())
        .addColumn('browser', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('analytics_events_at').ifNotExists().on('analytics_events').column('at').execute();
      await db.schema.createIndex('analytics_events_visitor_day').ifNotExists().on('analytics_events').columns(['day', 'visitor', 'at']).execute();
      await db.schema.createTable('analytics_salts').ifNotExists().addColumn('day', 'text', (col) => col.primaryKey()).addColumn('salt', 'text', (col) => col.notNull()).execute();
    },
  },
  // What makes a count of people from counts of rows (docs/decisions/0039): each event says whether it was its
  // visitor's first of the day, first view of that page that day, first goal, first of that goal. They are decided when
  // the batch is written, against `analytics_day_marks` (one row per visitor, day and mark; unique, so two instances
  // agree), and summed by the hourly roll-ups, which a report reads with the open hour's raw events.
  '0019_analytics_rollups': {
    async up(db: Kysely<unknown>) {
      for (const column of ['first_visit', 'first_page', 'first_goal', 'first_of_goal']) {
        await db.schema.alterTable('analytics_events').addColumn(column, 'integer', (col) => col.notNull().defaultTo(0)).execute();
      }
      await db.schema
        .createTable('analytics_day_marks')
        .ifNotExists()
        .addColumn('day', 'text', (col) => col.notNull())
        .addColumn('visitor', 'text', (col) => col.notNull())
        .addColumn('mark', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('analytics_day_marks_pk', ['day', 'visitor', 'mark'])
        .execute();
      await db.schema
        .createTable('analytics_rollups')
        .ifNotExists()
        // An hour (YYYY-MM-DDTHH, UTC) or, once compacted, a whole day (YYYY-MM-DD); the site-zone day of its events.
        .addColumn('period', 'text', (col) => col.notNull())
        .addColumn('day', 'text', (col) => col.notNull())
        // What the row counts by (total, page, landing, source, device, browser, goal) and its value ('' for total).
        .addColumn('dim', 'text', (col) => col.notNull())
        .addColumn('value', 'text', (col) => col.notNull())
        // The report it belongs to: '' (every visit), source:<source> or page:<path>.
        .addColumn('filter', 'text', (col) => col.notNull())
        .addColumn('visitors', 'integer', (col) => col.notNull())
        .addColumn('pageviews', 'integer', (col) => col.notNull())
        .addColumn('conversions', 'integer', (col) => col.notNull())
        .addColumn('events', 'integer', (col) => col.notNull())
        .execute();
      // Covering: a report reads its filter's rows of the range from the index alone (at 10 million events on SQLite,
      // grouping the 30 days' 63,000 rows through the table cost about 90 ms).
      await db.schema
        .createIndex('analytics_rollups_report')
        .ifNotExists()
        .on('analytics_rollups')
        .columns(['filter', 'day', 'dim', 'value', 'period', 'visitors', 'pageviews', 'conversions', 'events'])
        .execute();
    },
  },
  // The roll-ups of one hour, merged once the hour is over (its minutes were rolled up one by one: rollup.ts).
  '0021_analytics_rollups_by_period': {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('analytics_rollups_period').ifNotExists().on('analytics_rollups').column('period').execute();
    },
  },
  // Funnels staff define (issue 24): a name and up to eight steps, each a page or a goal, counted from raw events.
  '0020_analytics_funnels': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('analytics_funnels')
        .ifNotExists()
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('steps', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
    },
  },
};
