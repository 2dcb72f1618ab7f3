// The tables of hiring (issue 22), part of `Database` (schema.ts).

/** An application for a job opening (or a general one), with its CV kept privately (src/server/applications/). */
export interface ApplicationsTable {
  id: string;
  /** The opening (a `job-openings` document) it is for; null for a general application ("Send Us Your Resume"). */
  opening_id: string | null;
  /** The opening's title when the application came: the inbox names it even after the opening is gone. */
  opening_title: string | null;
  name: string;
  email: string;
  phone: string | null;
  linkedin: string | null;
  motivation: string;
  /** Where the CV is kept: a key of the private store (never a public address). */
  cv_key: string;
  /** The file's name as sent (shown to staff, and the name of the download). */
  cv_name: string;
  cv_size: number;
  /** Decided by the file's bytes (src/server/applications/cv-file.ts), never by what the browser said. */
  cv_type: string;
  /** When the applicant agreed to the retention period, and the privacy text's version they saw. */
  consent_at: string;
  consent_version: string;
  /** new, screening, interview, offer, hired, rejected, or spam. */
  status: string;
  /** JSON: the first and last touch (src/lib/attribution.ts); null when none came. */
  attribution: string | null;
  /** JSON array of the reasons it was scored as spam; null when none. */
  spam_reasons: string | null;
  user_agent: string | null;
  /** The staff account (Better Auth user id) working it. */
  owner_id: string | null;
  created_at: string;
  /** Every change moves it (status, owner, a note): APPLICATION_RETENTION_MONTHS count from here. */
  updated_at: string;
}

/** A staff note on an application. */
export interface ApplicationNotesTable {
  id: string;
  application_id: string;
  author_id: string | null;
  author_email: string;
  body: string;
  created_at: string;
}
