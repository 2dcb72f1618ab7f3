// Hostile inputs for the API fuzz: wrong types, huge and odd strings, prototype keys, made-up ids and slugs.
import fc from 'fast-check';
import { categoryIds, resourceTypes } from '@/lib/categories';

/** Keys that pollute a prototype, or that a careless handler might copy onto a row. */
export const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', 'isAdmin', 'role', 'id', 'createdAt', 'status'];

export const nastyStrings = fc.constantFrom(
  '', ' ', '\t\n ', '\u0000', 'a\u0000b', '\uFEFF', '\u202Egnp.exe', '\u200B', 'Ω≈ç√∫', '𝕳𝖊𝖑𝖑𝖔', '👩‍👩‍👧‍👦', 'ﷺ', 'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐',
  '\uD800', 'x\uDFFFy', "'; DROP TABLE testimonials; --", '" OR 1=1 --', '<script>alert(1)</script>', '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>', '<svg/onload=alert(1)>', 'javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,<b>x</b>',
  '//evil.example/x.png', '/\\evil.example', '/ x', '../../etc/passwd', '%00', '%2e%2e%2f', 'null', 'undefined', 'NaN', '1e309',
  '{{7*7}}', '${7*7}', '__proto__', 'constructor', 'all', 'ARTICLE', 'new ', 'handled\u0000', '2024-02-30', '0000-00-00', '9999-12-31',
);

const fromCodes = (min: number, max: number) => fc.integer({ min, max }).map((code) => String.fromCharCode(code));

/** Text of every sort: any code point, whole graphemes, lone surrogates, control characters. */
export const oddText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: fromCodes(0xd800, 0xdfff), maxLength: 6 }),
  fc.string({ unit: fromCodes(0, 0x1f), maxLength: 6 }),
);

/**
 * Strings around every length limit (120, 254, 500, 2048, 5000, 200,000) and past the 1 MiB body limit. A String
 * object serialises to JSON as the string it holds, and fast-check prints it short when reporting a failure.
 */
export const hugeString = fc
  .tuple(fc.constantFrom('x', 'é', '𝕏', ' ', '<p>&</p>', '<a href="https://x.example">a</a>'), fc.constantFrom(121, 255, 501, 2049, 5001, 199_999, 200_001, 1_100_000))
  .map(([unit, length]) => repeated(unit, length));

/** `unit` repeated to `length` characters, as a String object that fast-check prints in a few words. */
export function repeated(unit: string, length: number): string {
  const value = unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
  return Object.assign(new String(value), { [fc.toStringMethod]: () => `${JSON.stringify(unit)} repeated to ${length} characters` }) as unknown as string;
}

const jsonish = fc.jsonValue({ maxDepth: 2 });

/** A value of the wrong type or shape, or a string no form would send. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyStrings },
  { weight: 3, arbitrary: oddText },
  { weight: 1, arbitrary: hugeString },
  { weight: 2, arbitrary: jsonish },
  { weight: 2, arbitrary: fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 2) },
  { weight: 1, arbitrary: fc.array(jsonish, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...POLLUTING_KEYS), jsonish, { maxKeys: 3 }) },
);

/** `valid` most of the time, something hostile otherwise. */
const mostly = <T>(valid: fc.Arbitrary<T>) => fc.oneof({ weight: 6, arbitrary: valid as fc.Arbitrary<unknown> }, { weight: 1, arbitrary: hostileValue });

/** Adds own properties under polluting names (`__proto__` included, as JSON.parse would create it). */
function withPollution(body: unknown, extra: [string, unknown][]): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const [key, value] of extra) Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** A body for a route whose valid fields are `model`: mostly right, partly wrong, or anything at all. */
export function bodyFor(model: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> {
  const keys = Object.keys(model);
  const nearlyValid = fc.record(Object.fromEntries(keys.map((key) => [key, mostly(model[key]!)])), { requiredKeys: keys.slice(0, Math.ceil(keys.length / 2)) });
  const allHostile = fc.record(Object.fromEntries(keys.map((key) => [key, hostileValue])), { requiredKeys: [] });
  const pollution = fc.array(fc.tuple(fc.constantFrom(...POLLUTING_KEYS), jsonish), { maxLength: 2 });
  return fc.tuple(
    fc.oneof({ weight: 5, arbitrary: nearlyValid }, { weight: 1, arbitrary: allHostile }, { weight: 1, arbitrary: jsonish }),
    pollution,
  ).map(([body, extra]) => withPollution(body, extra));
}

const text = (min: number, max: number) => fc.string({ unit: 'grapheme', minLength: min, maxLength: max });
const isoDate = fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
const imageUrl = fc.oneof(fc.webUrl(), fc.constantFrom('', null, '/images/avatars/a.svg', '/x?y=1#z', 'http://127.0.0.1/a.png'));
const slug = fc.oneof(fc.constant(''), fc.stringMatching(/^[a-z0-9]{1,12}(?:-[a-z0-9]{1,12}){0,3}$/), text(1, 30));
const html = fc
  .array(fc.constantFrom('<p>Text &amp; more</p>', '<h2>Title</h2>', '<a href="https://example.com">x</a>', '<img src="https://example.com/a.png" alt="">', '<script>x()</script>', '<p onclick="x()">y</p>', 'plain words', 'https://notion.so/page'), { maxLength: 6 })
  .map((parts) => parts.join(''));

export const testimonialModel = {
  name: text(1, 40),
  position: text(1, 40),
  company: text(1, 40),
  testimonial: text(1, 200),
  metric: fc.oneof(text(0, 20), fc.constant(null)),
  metricTitle: fc.oneof(text(0, 20), fc.constant(null)),
  imageUrl,
  isActive: fc.boolean(),
  isFeatured: fc.boolean(),
};

export const resourceModel = {
  title: text(1, 60),
  slug,
  description: text(1, 200),
  content: fc.oneof(html, text(0, 100)),
  imageUrl,
  categories: fc.array(fc.constantFrom(...categoryIds), { minLength: 1, maxLength: 9 }),
  type: fc.constantFrom(...resourceTypes),
  publishedAt: isoDate,
};

export const contactModel = {
  name: text(2, 40),
  email: fc.emailAddress(),
  company: text(1, 40),
  message: text(10, 300),
  website: fc.constantFrom(undefined, '', 'http://spam.example'),
};

/** Ids of every kind: real ones (often), their near misses, and junk. */
export function hostileId(known: () => string[]): fc.Arbitrary<string> {
  const real = fc.integer({ min: 0, max: 10_000 }).map((index) => {
    const ids = known();
    return ids.length > 0 ? ids[index % ids.length]! : '00000000-0000-4000-8000-000000000000';
  });
  return fc.oneof(
    { weight: 5, arbitrary: real },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: fc.tuple(real, fc.constantFrom((id: string) => id.toUpperCase(), (id: string) => ` ${id}`, (id: string) => `${id}\u0000`, (id: string) => `${id}' OR '1'='1`, (id: string) => id.slice(1), (id: string) => `../${id}`)).map(([id, change]) => change(id)) },
    { weight: 1, arbitrary: fc.constantFrom('00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff', 'x'.repeat(10_000)) },
    { weight: 2, arbitrary: nastyStrings },
    { weight: 2, arbitrary: oddText },
  );
}

/** Slugs for GET /api/resources/{slug}: real ones, their near misses, and junk. */
export function hostileSlug(known: () => string[]): fc.Arbitrary<string> {
  const real = fc.integer({ min: 0, max: 10_000 }).map((index) => known()[index % Math.max(1, known().length)] ?? 'no-such-slug');
  return fc.oneof(
    { weight: 4, arbitrary: real },
    { weight: 2, arbitrary: fc.tuple(real, fc.constantFrom((s: string) => s.toUpperCase(), (s: string) => `${s}-`, (s: string) => `${s}/`, (s: string) => `${s}%00`, (s: string) => `${s}\u0000`, (s: string) => encodeURIComponent(`../${s}`))).map(([s, change]) => change(s)) },
    { weight: 2, arbitrary: slug },
    { weight: 1, arbitrary: fc.constantFrom('a'.repeat(160), 'a'.repeat(161), `${'ab-'.repeat(60)}x`) },
    { weight: 2, arbitrary: nastyStrings },
    { weight: 2, arbitrary: oddText },
  );
}

/** Content types, each with whether the API must read the body as JSON. */
export const contentTypes: [string | null, boolean][] = [
  ['application/json', true], ['application/json; charset=utf-8', true], ['Application/JSON', true], ['application/merge-patch+json', true],
  ['application/vnd.api+json', true], ['application/json ; charset=latin1', true], ['text/plain', false], ['text/json', false],
  ['application/jsonp', false], ['application/json-seq', false], ['application/x-www-form-urlencoded', false], ['multipart/form-data; boundary=xyz', false],
  ['*/*', false], ['application/xml', false], ['json', false], ['application/ json', false], [null, false],
];

/** Raw bodies: JSON of every kind, broken JSON, prototype payloads and bytes that are not UTF-8. */
export const rawBody: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  jsonish.map((value) => JSON.stringify(value)),
  fc.constantFrom('', '{', '{"a":', 'null', '[]', '"x"', '1', 'true', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}', '\uFEFF{}', '{"name":"x"} trailing', "{'a':1}", 'NaN', '{"a":1,"a":2}'),
  oddText,
  fc.uint8Array({ maxLength: 64 }),
);
