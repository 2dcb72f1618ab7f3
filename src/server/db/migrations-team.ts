import 'server-only';
import type { Kysely, Migration } from 'kysely';
import { addColumnIfMissing } from './migration-helpers';

// The migrations of the team's accounts (issue 23, docs/decisions/0038). Run in name order with the rest (migrations.ts).
// The accounts themselves are Better Auth's tables, migrated by Better Auth (src/server/auth/auth.ts).
export const teamMigrations: Record<string, Migration> = {
  // Invitations to join the staff: no token is stored (the link is signed, src/server/team/links.ts); its e-mail goes
  // through the outbox, whose rows may now name an invitation.
  '0013_staff_invitations': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('staff_invitations')
        .ifNotExists()
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('name', 'text')
        .addColumn('role', 'text', (col) => col.notNull())
        .addColumn('invited_by', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('accepted_at', 'text')
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema.createIndex('staff_invitations_email').ifNotExists().on('staff_invitations').columns(['email', 'created_at']).execute();
      await addColumnIfMissing(db, 'outbox', 'invitation_id', 'text');
      await db.schema.createIndex('outbox_invitation').ifNotExists().on('outbox').column('invitation_id').execute();
    },
  },
  // Password resets by e-mail (issue 23): one row per request, no token stored (the link is signed like an
  // invitation's); the e-mail goes through the outbox.
  '0014_password_resets': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('password_resets')
        .ifNotExists()
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema.createIndex('password_resets_user').ifNotExists().on('password_resets').columns(['user_id', 'created_at']).execute();
      await addColumnIfMissing(db, 'outbox', 'reset_id', 'text');
      await db.schema.createIndex('outbox_reset').ifNotExists().on('outbox').column('reset_id').execute();
    },
  },
  // The audit log (issue 23): append-only; no route, screen or command changes or deletes an entry (only the retention
  // job prunes what is past AUDIT_RETENTION_MONTHS). Read newest first, by person, entity or action within a time.
  '0015_audit_log': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('audit_log')
        .ifNotExists()
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('at', 'text', (col) => col.notNull())
        .addColumn('actor_id', 'text')
        .addColumn('actor_email', 'text')
        .addColumn('action', 'text', (col) => col.notNull())
        .addColumn('entity', 'text', (col) => col.notNull())
        .addColumn('entity_id', 'text')
        .addColumn('changes', 'text')
        .execute();
      await db.schema.createIndex('audit_log_at').ifNotExists().on('audit_log').columns(['at', 'id']).execute();
      await db.schema.createIndex('audit_log_actor').ifNotExists().on('audit_log').columns(['actor_email', 'at']).execute();
      await db.schema.createIndex('audit_log_entity').ifNotExists().on('audit_log').columns(['entity', 'at']).execute();
      await db.schema.createIndex('audit_log_action').ifNotExists().on('audit_log').columns(['action', 'at']).execute();
    },
  },
  // A person's entries of one action (who published what): without it, a person's whole history is read to find
  // none (118 ms at 1,000,000 entries on SQLite, npm run bench:audit).
  '0016_audit_log_person_action': {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('audit_log_actor_action').ifNotExists().on('audit_log').columns(['actor_email', 'action', 'at']).execute();
    },
  },
};
