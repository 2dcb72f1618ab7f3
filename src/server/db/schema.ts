import type { ColumnType } from 'kysely';
import type { ContactRequestsTable, LeadActivityTable, LeadNotesTable, OutboxTable } from './schema-leads';
import type { ApplicationNotesTable, ApplicationsTable } from './schema-hiring';
import type { AuditLogTable, PasswordResetsTable, StaffInvitationsTable } from './schema-team';
import type { DocumentsTable, DocumentVersionsTable, KindVersionsTable } from './schema-content-kit';
import type { AnalyticsDayMarksTable, AnalyticsEventsTable, AnalyticsFunnelsTable, AnalyticsRollupsTable, AnalyticsSaltsTable } from './schema-analytics';

// The tables of the sales side (leads, their notes and timeline, the outbox) are in schema-leads.ts.
export type { ContactRequestsTable, LeadActivityTable, LeadNotesTable, OutboxTable };
// The content kit's (documents, their versions, the table kinds' versions) are in schema-content-kit.ts.
export type { DocumentsTable, DocumentVersionsTable, KindVersionsTable };

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
  /** Chosen by staff for the home page's carousel when it shows the featured ones (migration 0010). */
  is_featured: ColumnType<boolean | number, boolean | undefined, boolean>;
  /** Bumped by every write: the ETag of the admin GET and the If-Match check of a save (migration 0022). */
  revision: ColumnType<number, number | undefined, number>;
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
  /** UTC ISO date-time the resource goes (or went) live; rows from before migration 0004 held a plain date. */
  published_at: string;
  /** `draft` | `published` (docs/decisions/0015). */
  status: ColumnType<string, string | undefined, string>;
  /** UTC ISO date-time the resource leaves the public site; null = never. */
  unpublish_at: string | null;
  seo_title: string | null;
  seo_description: string | null;
  social_image_id: string | null;
  noindex: ColumnType<boolean | number, boolean | undefined, boolean>;
  /** Set when moved to the trash (purged 30 days later); null = not deleted. */
  deleted_at: string | null;
  /** Bumped by every write: the ETag of the admin GET and the If-Match check of a PATCH. */
  revision: ColumnType<number, number | undefined, number>;
  created_at: string;
  updated_at: string;
}

/** Permanent redirects of public paths: made when a published resource's slug changes, or by staff. */
export interface RedirectsTable {
  from_path: string;
  to_path: string;
  /** The resource whose rename made it; null for one staff added by hand. */
  resource_id: string | null;
  /** The page (a document) whose move made it; null otherwise. */
  document_id: string | null;
  created_by: string | null;
  created_at: string;
}

/** An uploaded image and the variants made from it (docs/decisions/0016). */
export interface MediaTable {
  id: string;
  /** Where its files live in the store (a folder-like prefix). */
  storage_key: string;
  original_name: string;
  mime_type: string;
  width: number;
  height: number;
  bytes: number;
  alt: string;
  /** Focal point as fractions of width and height (0–1), the centre of the social crop. */
  focal_x: number;
  focal_y: number;
  /** JSON array of { file, width, height, format }. */
  variants: string;
  usage: string | null;
  created_by: string | null;
  created_at: string;
}

export interface ResourceCategoriesTable {
  resource_id: string;
  category_id: string;
  position: number;
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
  redirects: RedirectsTable;
  media: MediaTable;
  contact_requests: ContactRequestsTable;
  lead_notes: LeadNotesTable;
  lead_activity: LeadActivityTable;
  outbox: OutboxTable;
  app_meta: AppMetaTable;
  auth_lockout: AuthLockoutTable;
  documents: DocumentsTable;
  document_versions: DocumentVersionsTable;
  kind_versions: KindVersionsTable;
  applications: ApplicationsTable;
  application_notes: ApplicationNotesTable;
  staff_invitations: StaffInvitationsTable;
  password_resets: PasswordResetsTable;
  audit_log: AuditLogTable;
  analytics_events: AnalyticsEventsTable;
  analytics_salts: AnalyticsSaltsTable;
  analytics_day_marks: AnalyticsDayMarksTable;
  analytics_rollups: AnalyticsRollupsTable;
  analytics_funnels: AnalyticsFunnelsTable;
}

export type DbEngine = 'sqlite' | 'postgres';
