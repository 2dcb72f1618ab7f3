import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeOf, changeSchemaFor, changeSourceOf } from '@/kit/changes';
import { defineKind, type Kind } from '@/kit/define-kind';
import { f } from '@/kit/fields';
import { changeSources, kinds } from '@/kinds/registry';
import { resources } from '@/kinds/resources/definition';
import { revalidateLocalContent } from '@/server/cache-tags';
import { changeSchema, decodeMessage, encodeMessage } from '@/server/revalidation/protocol';
import { revalidatePath, revalidateTag, resetNextCache } from '../integration/support/next-cache-mock';
import { documentProbe, probe, sampleDocument } from '../support/kit-probe';

vi.mock('next/cache', () => import('../integration/support/next-cache-mock'));

// The content kit's contract (docs/decisions/0036, section 7): every registered kind, and a probe kind registered
// nowhere but here, is answered by each place the kit derives. A place that lists kinds by hand fails here.

const probes: Kind[] = [probe, documentProbe];
// Resources are defined on the kit but keep their own routes and screen until they join the registry (ADR 36,
// 2026-11-28): their definition answers the contract already.
const every: Kind[] = [...kinds, resources as Kind, ...probes];

describe.each(every.map((kind) => [kind.key, kind] as const))('the kit answers for the kind %s', (key, kind) => {
  beforeEach(() => resetNextCache());
  const registered = !probes.includes(kind);

  it('has a label on every field, and a document of sample values passes its create schema', () => {
    for (const field of Object.values(kind.fields)) expect(field.label).toBeTruthy();
    expect(kind.schemas.create.safeParse(sampleDocument(kind)).success).toBe(true);
  });

  it('its change is accepted by the change protocol and round-trips between instances', () => {
    const doc = sampleDocument(kind);
    const change = changeOf(kind, null, doc);
    expect(change).toMatchObject({ kind: key, tags: expect.arrayContaining([key]) });
    expect(changeSchemaFor([...changeSources, ...probes.map(changeSourceOf)]).safeParse(change).success).toBe(true);
    if (!registered) return;
    expect(changeSchema.safeParse(change).success).toBe(true);
    expect(decodeMessage(encodeMessage(change, 'x'))?.change).toEqual(change);
  });

  it.runIf(registered)('applying its change expires its tags and paths; "everything" expires its tag', () => {
    const change = changeOf(kind, null, sampleDocument(kind));
    revalidateLocalContent(change);
    for (const tag of 'tags' in change ? change.tags : []) expect(revalidateTag).toHaveBeenCalledWith(tag, { expire: 0 });
    for (const path of 'paths' in change ? change.paths : []) expect(revalidatePath).toHaveBeenCalledWith(path);
    revalidateLocalContent({ kind: 'all' });
    expect(revalidateTag).toHaveBeenCalledWith(key, 'max');
  });
});

describe('the registry', () => {
  it('names each kind once, and each is a change source', () => {
    const keys = kinds.map((kind) => kind.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(changeSources.map((source) => source.key)).toContain(key);
  });

  it('refuses a kind whose nested fields its staff dialog could not edit', () => {
    const base = { key: 'nested-probe', labels: probe.labels, icon: probe.icon, card: { title: 'name' }, storage: { documents: true as const }, public: probe.public };
    const fields = { name: probe.fields.name, items: f.list({ label: 'Items', of: f.text({ label: 'Item', max: 10 }), max: 3 }) };
    expect(() => defineKind({ ...base, fields } as never)).toThrow(/cannot edit \(items\)/);
    expect(() => defineKind({ ...base, fields, editor: 'none' } as never)).not.toThrow();
    expect(() => defineKind({ ...base, fields, editor: 'page' } as never)).not.toThrow();
  });

  it('gives an editor page only to a kind kept as documents (it saves drafts and publishes them)', () => {
    const base = { key: 'page-probe', labels: probe.labels, icon: probe.icon, card: { title: 'name' }, fields: { name: probe.fields.name }, public: probe.public, editor: 'page' };
    expect(() => defineKind({ ...base, storage: probe.storage } as never)).toThrow(/needs storage: \{ documents: true \}/);
    expect(() => defineKind({ ...base, storage: { documents: true } } as never)).not.toThrow();
  });

  it('filters a list by choice fields of a table only, and by states of a draft/published status and its times', () => {
    const fields = {
      name: probe.fields.name,
      kind: f.choice({ label: 'Kind', options: [{ value: 'a', label: 'A' }], default: 'a' }),
      status: f.choice({ label: 'Status', options: [{ value: 'draft', label: 'Draft' }, { value: 'published', label: 'Published' }], default: 'draft' }),
      from: f.dateTime({ label: 'From' }),
    };
    const base = { key: 'list-probe', labels: probe.labels, icon: probe.icon, card: { title: 'name' }, storage: probe.storage, fields, public: probe.public, editor: 'none' };
    expect(() => defineKind({ ...base, list: { filters: ['kind', 'status'], states: { status: 'status', from: 'from' } } } as never)).not.toThrow();
    expect(() => defineKind({ ...base, list: { filters: ['name'] } } as never)).toThrow(/"name", which is not a choice field/);
    expect(() => defineKind({ ...base, list: { states: { status: 'kind', from: 'from' } } } as never)).toThrow(/must be a choice of draft and published/);
    expect(() => defineKind({ ...base, list: { states: { status: 'status', from: 'name' } } } as never)).toThrow(/list\.states\.from must be a dateTime field/);
    expect(() => defineKind({ ...base, storage: { documents: true }, list: { filters: ['kind'] } } as never)).toThrow(/cannot be filtered by field/);
  });

  it('refuses a key that is not a URL segment or is reserved', () => {
    const base = { labels: probe.labels, storage: probe.storage, fields: { name: probe.fields.name }, public: probe.public };
    for (const key of ['Probe', 'all', 'globals', 'a', 'has space']) expect(() => defineKind({ ...base, key } as never)).toThrow(/Kind key/);
  });
});
