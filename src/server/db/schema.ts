import type { ColumnType } from 'kysely';

// SQLite reads booleans back as 1/0, PostgreSQL as true/false: repositories map them.
type Bool = ColumnType<boolean | number, boolean, boolean>;

export interface TestimonialsTable {
  id: string;
  name: string;
  position: string;
  company: string;
  testimonial: string;
  metric: string | null;
  metric_title: string | null;
  image_url: string | null;
  is_active: Bool;
  created_at: string;
  updated_at: string;
}

export interface ResourcesTable {
  id: string;
  title: string;
  slug: string;
  description: string;
  content: string;
  image_url: string | null;
  type: string;
  published_at: string;
  created_at: string;
  updated_at: string;
}

export interface ResourceCategoriesTable {
  resource_id: string;
  category_id: string;
  position: number;
}

export interface ContactRequestsTable {
  id: string;
  name: string;
  email: string;
  company: string;
  message: string;
  status: string;
  user_agent: string | null;
  created_at: string;
  updated_at: string;
}

/** One-time facts about this database, e.g. that the seed ran (so deleted seed items never come back). */
export interface AppMetaTable {
  key: string;
  value: string;
}

/** Failed sign-ins per e-mail address (known or not), for the lockout and the slow-down of docs/decisions/0007. */
export interface AuthLockoutTable {
  email: string;
  /** Failures since window_started_at. */
  failed_count: number;
  /** First failure of the current counting window; null after a lock or on rows from before migration 0003. */
  window_started_at: string | null;
  locked_until: string | null;
  /** Last write: a row untouched for longer than the window and the lock means nothing and is purged. */
  updated_at: string;
}

export interface Database {
  testimonials: TestimonialsTable;
  resources: ResourcesTable;
  resource_categories: ResourceCategoriesTable;
  contact_requests: ContactRequestsTable;
  app_meta: AppMetaTable;
  auth_lockout: AuthLockoutTable;
}

export type DbEngine = 'sqlite' | 'postgres';
