// The tables of the sales side, part of `Database` (schema.ts).

/** A lead: a contact request and how it is worked (docs/decisions/0021). */
export interface ContactRequestsTable {
  id: string;
  name: string;
  email: string;
  company: string;
  message: string;
  /** The pipeline: new, contacted, qualified, proposal, won, lost, or spam (`handled` became `contacted`). */
  status: string;
  user_agent: string | null;
  /** The staff account (Better Auth user id) working it. */
  owner_id: string | null;
  phone: string | null;
  /** One of the seven services' slugs. */
  service: string | null;
  industry: string | null;
  /** When the visitor ticked the marketing consent, and the privacy text's version they saw; null without it. */
  marketing_consent_at: string | null;
  consent_version: string | null;
  /** JSON of the allow-listed first- and last-touch keys (src/lib/attribution.ts); null when none came. */
  attribution: string | null;
  /** For filters and the dashboard: the last touch's utm_source, else the referrer's host, else `direct`. */
  source: string;
  /** JSON array of the reasons a request was scored as spam; empty when none. */
  spam_reasons: string | null;
  created_at: string;
  updated_at: string;
}

/** A staff note on a lead. */
export interface LeadNotesTable {
  id: string;
  lead_id: string;
  author_id: string | null;
  author_email: string;
  body: string;
  created_at: string;
}

/** What happened to a lead, in order: created, status, owner, note, delivery. */
export interface LeadActivityTable {
  id: string;
  lead_id: string;
  kind: string;
  /** JSON: { from, to } for a status or owner change; { channel, status, error } for a delivery; { noteId } for a note. */
  detail: string;
  actor_email: string | null;
  created_at: string;
}

/**
 * A notification to deliver (docs/decisions/0019): written in the transaction that stores its lead, delivered by
 * the outbox worker with retries; at least once, under its idempotency key.
 */
export interface OutboxTable {
  id: string;
  /** The contact request it is about; its rows go with it. */
  lead_id: string | null;
  /** Or the job application it announces (its rows go with it too). */
  application_id: string | null;
  /** Or the staff invitation it carries. */
  invitation_id: string | null;
  /** Or the password reset it carries. */
  reset_id: string | null;
  /** `staff_email` | … (src/server/outbox/channels.ts). */
  channel: string;
  /** `pending` | `sending` | `sent` | `failed` (gave up after the last attempt). */
  status: string;
  /** Attempts started so far. */
  attempts: number;
  /** When a pending row is due; a failed attempt moves it by the backoff. */
  next_attempt_at: string;
  /** A `sending` row whose lease has passed belongs to a worker that died: it is due again. */
  locked_until: string | null;
  last_error: string | null;
  /** The same for every attempt of this row, so a receiver can drop a duplicate delivery. */
  idempotency_key: string;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
}
