import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signIn } from './support/auth';
import { engines } from './support/db';
import { modeOf, releaseClosedConnections, scratchDatabase, snapshot } from './support/restore';
import { testimonialCreateSchema } from '@/lib/schemas/testimonial';
import { addStaff, removeStaff } from '@/server/auth/staff-accounts';
import { setDbForTests, type Database } from '@/server/db';
import { backupPostgres, backupSqlite } from '@/server/db/backup';
import { restorePostgres, restoreSqlite } from '@/server/db/restore';
import { createContactRequest, updateContactRequestStatus } from '@/server/repositories/contact-requests';
import { deleteContactRequest } from '@/server/repositories/lead-erasure';
import { createResource, resourceRecord, resourceStore, TEST_AUTHOR, updateResource } from './support/resources';
import { kindParts } from '@/kit/server/kind-api';
import { testimonials as testimonialKind } from '@/kinds/testimonials/definition';
import type { Testimonial } from '@/lib/schemas/testimonial';

const testimonials = kindParts<Testimonial>(testimonialKind).store;

const STAFF = { email: 'restore@test.example', password: 'restore-password-1' };

async function writeRows() {
  const testimonial = await testimonials.create(testimonialCreateSchema.parse({ name: 'Ada Round', position: 'CTO', company: 'Trip Ltd', testimonial: 'Backups that restore.', metric: '99%', metricTitle: 'uptime' }));
  const resource = await createResource(resourceRecord({ title: 'Restore Drills', slug: '', description: 'Why you test restores.', content: '<p>Often.</p>', categories: ['security'] }), TEST_AUTHOR);
  const contact = await createContactRequest({ name: 'Vi Sitor', email: 'vi@visitor.example', company: 'Co', message: 'Please call me about backups.' }, 'UA/1');
  await addStaff({ ...STAFF, name: 'Re Store' });
  return { testimonial, resource, contact };
}

async function changeEverything(rows: Awaited<ReturnType<typeof writeRows>>) {
  await testimonials.update(rows.testimonial.id, { testimonial: 'Changed after the backup.', isActive: false });
  await testimonials.create(testimonialCreateSchema.parse({ name: 'Late Comer', position: 'CEO', company: 'After', testimonial: 'Written after the backup.' }));
  await updateResource(rows.resource.id, { title: 'Renamed after the backup' }, { author: TEST_AUTHOR });
  await resourceStore().remove(rows.resource.id);
  await resourceStore().purge(rows.resource.id);
  await updateContactRequestStatus(rows.contact.id, 'contacted');
  await deleteContactRequest(rows.contact.id);
  await testimonials.remove(rows.testimonial.id);
  await removeStaff(STAFF.email);
}

describe.each(engines)('backup and restore on %s', (engine) => {
  let dir: string;
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  const opened: Kysely<Database>[] = [];
  const open = async () => {
    const db = await scratch.open();
    opened.push(db);
    setDbForTests(db, engine);
    return db;
  };
  const closeAll = async () => {
    setDbForTests(undefined);
    for (const db of opened.splice(0)) await db.destroy();
    await releaseClosedConnections();
  };
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smarttech-restore-'));
    scratch = await scratchDatabase(engine, dir);
  });
  afterEach(async () => {
    await closeAll();
    await scratch.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('round trip: rows written, backed up (0600), changed and deleted, restored table by table', async () => {
    const db = await open();
    const rows = await writeRows();
    const before = await snapshot(db, engine);
    expect(before.testimonials!.join()).toContain('Ada Round');
    expect(before.resources!.join()).toContain('Restore Drills');
    expect(before.contact_requests!.join()).toContain('Vi Sitor');
    expect(before.user!.join()).toContain(STAFF.email);
    expect(before.account).toHaveLength(1);

    const backup = path.join(dir, 'backups', engine === 'sqlite' ? 'site.db' : 'site.dump');
    const written = engine === 'sqlite' ? await backupSqlite(scratch.file, backup) : await backupPostgres(scratch.url, backup);
    expect(written).toEqual({ file: backup, bytes: fs.statSync(backup).size });
    expect(modeOf(backup)).toBe(0o600);
    expect(modeOf(path.dirname(backup))).toBe(0o700);
    expect(fs.readdirSync(path.dirname(backup))).toEqual([path.basename(backup)]);

    await changeEverything(rows);
    expect(await snapshot(db, engine)).not.toEqual(before);

    if (engine === 'sqlite') {
      expect(() => restoreSqlite(backup, scratch.file, { yes: true })).toThrow(/is in use: stop the site/);
      await closeAll();
      expect(() => restoreSqlite(backup, scratch.file)).toThrow(/already holds data \(tables .*testimonials.*\)\. Add --yes/);
      const result = restoreSqlite(backup, scratch.file, { yes: true });
      expect(result.tables).toEqual(Object.keys(before));
      expect(modeOf(scratch.file)).toBe(0o600);
      expect(modeOf(result.previous!)).toBe(0o600);
      expect(fs.readdirSync(path.dirname(scratch.file)).filter((name) => name.includes('.restore-'))).toEqual([]);
    } else {
      await expect(restorePostgres(backup, scratch.url)).rejects.toThrow(/already holds data \(tables .*public\.testimonials.*\)\. Add --yes/);
      await closeAll();
      const result = await restorePostgres(backup, scratch.url, { yes: true });
      expect([...result.tables].sort()).toEqual(Object.keys(before).map((name) => `public.${name}`));
      expect(result.leftOver).toEqual([]);
    }

    const restored = await open();
    expect(await snapshot(restored, engine)).toEqual(before);
    expect((await signIn(STAFF.email, STAFF.password)).status).toBe(200);
  }, 60_000);

  it('refuses a file that is not a backup of this site, and leaves the database as it was', async () => {
    const db = await open();
    await writeRows();
    const before = await snapshot(db, engine);
    await closeAll();
    const garbage = path.join(dir, 'garbage.bin');
    fs.writeFileSync(garbage, 'not a backup at all '.repeat(500));
    const restore = (file: string) => (engine === 'sqlite' ? Promise.resolve().then(() => restoreSqlite(file, scratch.file, { yes: true })) : restorePostgres(file, scratch.url, { yes: true }));
    await expect(restore(garbage)).rejects.toThrow(engine === 'sqlite' ? /is not a readable SQLite database/ : /is not a pg_dump custom-format archive/);
    await expect(restore(path.join(dir, 'missing.db'))).rejects.toThrow(/No backup at/);
    if (engine === 'sqlite') {
      const other = path.join(dir, 'other.db');
      const Libsql = (await import('libsql')).default;
      const foreign = new Libsql(other);
      foreign.exec('create table notes (body text)');
      foreign.close();
      await expect(restore(other)).rejects.toThrow(/is not a backup of this site's database/);
    }
    expect(await snapshot(await open(), engine)).toEqual(before);
  }, 60_000);
});
