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

export interface Database {
  testimonials: TestimonialsTable;
  resources: ResourcesTable;
  resource_categories: ResourceCategoriesTable;
  contact_requests: ContactRequestsTable;
  app_meta: AppMetaTable;
}

export type DbEngine = 'sqlite' | 'postgres';
