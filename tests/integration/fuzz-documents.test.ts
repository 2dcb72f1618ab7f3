import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Kind } from '@/kit/define-kind';
import type { Field, Fields } from '@/kit/fields';
import { globalRoutes, kindRoutes } from '@/kit/server/kind-routes';
import { kinds } from '@/kinds/registry';
import { getDb } from '@/server/db';
import { resetRateLimitsForTests } from '@/server/http/rate-limit';
import { apiRequest, json, params } from './support/api';
import { engines, useTestDb } from './support/db';
import { hostileValue, POLLUTING_KEYS } from './support/fuzz-inputs';
import { guardState } from './support/guard-mock';
import { resetNextCache } from './support/next-cache-mock';

vi.mock('next/cache', () => import('./support/next-cache-mock'));
vi.mock('@/server/auth/guard', () => import('./support/guard-mock'));

// The fuzz of every kind kept as documents (docs/decisions/0036: the kit derives it from the kinds' fields, so a kind
// added later is fuzzed with no test written for it): its working copy as the editor sends it, changed at any field
// the definition declares (a hostile value, a field dropped, a block of no type or of another type), saved and
// published. Every answer is a 2xx or a 4xx in the API's error shape, and every row stays one its schema accepts.
// FUZZ_SCALE=10 for a longer hunt; a failure prints fast-check's seed and the shrunk input.
const SCALE = Number(process.env.FUZZ_SCALE || 1);
const RUNS = Math.max(1, Math.round(40 * SCALE));
const documentKinds = (kinds as readonly Kind[]).filter((kind) => 'documents' in kind.storage);
const singletons = documentKinds.filter((kind) => kind.singleton);
const collections = documentKinds.filter((kind) => !kind.singleton);
const ALLOWED = [200, 400, 409, 412, 413];

type Json = Record<string, unknown>;
type Step = { path: (string | number)[]; change: 'set' | 'drop' | 'block'; value: unknown };

/** Every place of `value` its fields declare, as paths: `['blocks', 2, 'cards', 0, 'title']`. */
function placesOf(fields: Fields, value: Json, prefix: (string | number)[] = []): Array<{ path: (string | number)[]; field: Field }> {
  const places: Array<{ path: (string | number)[]; field: Field }> = [];
  const visit = (field: Field, inner: unknown, path: (string | number)[]) => {
    places.push({ path, field });
    if (field.type === 'group' && inner && typeof inner === 'object') places.push(...placesOf(field.fields, inner as Json, path));
    else if (field.type === 'list' && Array.isArray(inner)) inner.forEach((item, index) => visit(field.of, item, [...path, index]));
    else if (field.type === 'blocks' && Array.isArray(inner)) {
      inner.forEach((block, index) => {
        const definition = field.blocks.find((type) => type.type === (block as Json)?.type);
        if (definition) places.push(...placesOf(definition.fields, block as Json, [...path, index]));
      });
    }
  };
  for (const [key, field] of Object.entries(fields)) visit(field, value[key], [...prefix, key]);
  return places;
}

/** `document` with one step applied (a deep copy: the base stays as it was). */
function applied(document: Json, step: Step): Json {
  const copy = structuredClone(document);
  let holder: unknown = copy;
  for (const part of step.path.slice(0, -1)) holder = (holder as Record<string | number, unknown>)?.[part];
  // A place inside a value an earlier step replaced (a boxed string of the hostile values, say) is gone: no change.
  if (!holder || typeof holder !== 'object' || !(Array.isArray(holder) || Object.getPrototypeOf(holder) === Object.prototype)) return copy;
  const last = step.path.at(-1)!;
  if (step.change === 'drop') delete (holder as Record<string | number, unknown>)[last];
  else (holder as Record<string | number, unknown>)[last] = step.value;
  return copy;
}

/** Changes for a document of `kind` as it is now: at its declared places, and a few of no place at all. */
function stepsFor(kind: Kind, document: Json): fc.Arbitrary<Step[]> {
  const places = placesOf(kind.fields, document);
  const blockTypes = Object.values(kind.fields).flatMap((field) => (field.type === 'blocks' ? field.blocks.map((block) => block.type) : []));
  const atPlace = fc.constantFrom(...places).chain(({ path, field }) =>
    fc.oneof(
      { weight: 5, arbitrary: hostileValue.map((value): Step => ({ path, change: 'set', value })) },
      { weight: 2, arbitrary: fc.constant<Step>({ path, change: 'drop', value: undefined }) },
      // A block of another type, or of none, in this block's place.
      ...(field.type === 'blocks' && blockTypes.length > 0
        ? [{ weight: 2, arbitrary: fc.tuple(fc.constantFrom(...blockTypes, 'script', '__proto__', ''), fc.nat({ max: 40 })).map(([type, at]): Step => ({ path: [...path, at], change: 'block', value: { type } })) }]
        : []),
    ),
  );
  const stray = fc.tuple(fc.constantFrom(...POLLUTING_KEYS, 'revision', 'publishedAt', 'kind'), hostileValue).map(([key, value]): Step => ({ path: [key], change: 'set', value }));
  return fc.array(fc.oneof({ weight: 6, arbitrary: atPlace }, { weight: 1, arbitrary: stray }), { minLength: 1, maxLength: 3 });
}

/** `{ error: { code, message, fields? } }`, the API's one error shape. */
function expectErrorShape(body: unknown, status: number) {
  expect(Object.keys(body as object), `${status} body`).toEqual(['error']);
  const error = (body as { error: Json }).error;
  expect(typeof error.code === 'string' && typeof error.message === 'string' && error.message.length > 0, JSON.stringify(error).slice(0, 200)).toBe(true);
  if (error.fields !== undefined) expect(Object.values(error.fields as Json).every((text) => typeof text === 'string')).toBe(true);
}

/** Every stored document of the kinds kept as documents: its published values and its draft pass the kind's schema. */
async function rowProblems(): Promise<string[]> {
  const rows = await (await getDb()).selectFrom('documents').select(['id', 'kind', 'data', 'draft', 'published_at']).execute();
  const problems: string[] = [];
  for (const row of rows) {
    const kind = documentKinds.find((candidate) => candidate.key === row.kind);
    if (!kind) continue;
    for (const [name, text] of [['data', row.data], ['draft', row.draft]] as const) {
      if (text === null || (name === 'data' && row.published_at === null)) continue;
      const parsed = kind.schemas.create.safeParse(JSON.parse(text));
      if (!parsed.success) problems.push(`${kind.key} ${row.id} ${name}: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`);
    }
  }
  return problems;
}

describe.each(engines)('the documents kinds fuzzed on %s', (engine) => {
  useTestDb(engine);
  beforeEach(() => {
    resetNextCache();
    resetRateLimitsForTests();
    guardState.mode = 'staff';
  });

  const pageRoutes = kindRoutes(collections);
  const globals = globalRoutes(kinds);
  /** The calls of one document: read, save, publish, by its kind's routes. */
  const callsOf = async (kind: Kind) => {
    if (kind.singleton) {
      const at = `/api/admin/globals/${kind.key}`;
      const context = params({ key: kind.key });
      return {
        read: () => globals.item.GET(apiRequest(at), context),
        save: (body: unknown) => globals.item.PATCH(apiRequest(at, { method: 'PATCH', body }), context),
        publish: () => globals.publish.POST(apiRequest(`${at}/publish`, { method: 'POST' }), context),
      };
    }
    const all = (await json(await pageRoutes.collection.GET(apiRequest(`/api/admin/${kind.key}`), params({ kind: kind.key })))).data as Array<{ id: string }>;
    const id = all[all.length - 1]!.id;
    const at = `/api/admin/${kind.key}/${id}`;
    const context = params({ kind: kind.key, id });
    return {
      read: () => pageRoutes.item.GET(apiRequest(at), context),
      save: (body: unknown) => pageRoutes.item.PATCH(apiRequest(at, { method: 'PATCH', body }), context),
      publish: () => pageRoutes.publish.POST(apiRequest(`${at}/publish`, { method: 'POST' }), context),
    };
  };

  it('covers every kind kept as documents', () => {
    expect(documentKinds.map((kind) => kind.key).sort()).toEqual(['footer', 'job-openings', 'navigation', 'pages', 'settings']);
    expect(singletons.length + collections.length).toBe(documentKinds.length);
  });

  it.each(documentKinds.map((kind) => [kind.key, kind] as const))('%s: hostile saves and publications answer 2xx or 4xx, and leave every row valid', { timeout: 240_000 }, async (_key, kind) => {
    const calls = await callsOf(kind);
    const base = (await json(await calls.read())).data as Json;
    const editable = Object.fromEntries(Object.keys(kind.fields).map((key) => [key, base[key]]));
    await fc.assert(
      fc.asyncProperty(stepsFor(kind, editable), fc.boolean(), async (steps, alsoPublish) => {
        const body = steps.reduce(applied, editable);
        const before = (await json(await calls.read())).data as Json;
        const saved = await calls.save(body);
        expect(ALLOWED, `save answered ${saved.status}`).toContain(saved.status);
        const answer = (await json(saved)) as Json;
        if (saved.status >= 400) {
          expectErrorShape(answer, saved.status);
          // A refused save changes nothing.
          expect(((await json(await calls.read())).data as Json).revision).toBe(before.revision);
        } else {
          expect(Object.keys(answer)).toEqual(['data']);
        }
        if (alsoPublish) {
          const published = await calls.publish();
          expect(ALLOWED, `publish answered ${published.status}`).toContain(published.status);
          if (published.status >= 400) expectErrorShape(await json(published), published.status);
        }
        // Back to the values it started from, so each run changes the document the definition seeded.
        expect((await calls.save(editable)).status).toBe(200);
      }),
      { numRuns: RUNS },
    );
    expect(await rowProblems()).toEqual([]);
  });
});
