// The tables of the team's accounts (issue 23), part of `Database` (schema.ts). The accounts, sessions and passwords
// are Better Auth's own tables.

/** An invitation to join the staff with a role: open until accepted, revoked or past `expires_at` (72 hours). */
export interface StaffInvitationsTable {
  id: string;
  /** Lower-cased. */
  email: string;
  /** The name the admin gave, offered to the new member (who may change it). */
  name: string | null;
  /** One of src/lib/staff-roles.ts. */
  role: string;
  /** The e-mail of the admin who invited (or last resent). */
  invited_by: string;
  created_at: string;
  /** A resend moves it (and so changes the link: the old one stops working). */
  expires_at: string;
  accepted_at: string | null;
  revoked_at: string | null;
}

/** A password reset asked for by e-mail: its link works once, for an hour. */
export interface PasswordResetsTable {
  id: string;
  /** The Better Auth user it resets. */
  user_id: string;
  email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** One entry of the audit log: who did what to which record, when, and what changed (never a secret). */
export interface AuditLogTable {
  /** Sortable: the time in hex, then random (two entries of one millisecond keep an order). */
  id: string;
  at: string;
  actor_id: string | null;
  /** The member's address; for a failed sign-in, the address that was tried. */
  actor_email: string | null;
  /** create, update, delete, publish, sign-in, sign-in-failed, lockout, export, invite, role-change, disable, … */
  action: string;
  /** A kind of content (`pages`, `resources`), `session`, `account`, `invitation`, `contact-requests`, … */
  entity: string;
  entity_id: string | null;
  /** JSON: `{ field: { before, after } }` for a change, or what the action carried (an export's filters). */
  changes: string | null;
}
