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
};
