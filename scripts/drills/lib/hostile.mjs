// Hostile requests for the HTTP fuzz drill (fast-check arbitraries), and the stored-row rules it checks afterwards
// (a plain-JavaScript copy of src/lib/schemas, which a node script cannot import).
import fc from 'fast-check';

const CATEGORIES = ['ai', 'cloud', 'security', 'healthcare', 'fintech', 'logistics', 'legaltech'];
const TYPES = ['article', 'whitepaper', 'case-study'];
const POLLUTING = ['__proto__', 'constructor', 'prototype', 'isAdmin', 'role', 'id', 'createdAt', 'status'];

const nasty = fc.constantFrom(
  '', ' ', '\t\n', '\u0000', 'a\u0000b', '\uFEFF', '\u202Egnp.exe', '𝕳𝖊𝖑𝖑𝖔', '👩‍👩‍👧‍👦', '\uD800', "'; DROP TABLE testimonials; --",
  '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'javascript:alert(1)', '//evil.example/x.png', '/\\evil.example',
  '../../etc/passwd', '%00', 'null', 'NaN', '1e309', '{{7*7}}', '__proto__', 'all', '2024-02-30',
);
const odd = fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }));
const huge = fc.tuple(fc.constantFrom('x', 'é', '<p>&</p>'), fc.constantFrom(121, 5001, 200_001, 1_100_000)).map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));
const json = fc.jsonValue({ maxDepth: 2 });
const hostile = fc.oneof({ weight: 4, arbitrary: nasty }, { weight: 3, arbitrary: odd }, { weight: 1, arbitrary: huge }, { weight: 2, arbitrary: json }, fc.constantFrom(null, true, 0, -1, 1e308));
const text = (min, max) => fc.string({ unit: 'grapheme', minLength: min, maxLength: max });
const mostly = (valid) => fc.oneof({ weight: 5, arbitrary: valid }, { weight: 1, arbitrary: hostile });

function withPollution([body, extra]) {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const copy = { ...body };
  for (const [key, value] of extra) Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

function bodyFor(model) {
  const keys = Object.keys(model);
  const near = fc.record(Object.fromEntries(keys.map((key) => [key, mostly(model[key])])), { requiredKeys: keys.slice(0, Math.ceil(keys.length / 2)) });
  const chaos = fc.record(Object.fromEntries(keys.map((key) => [key, hostile])), { requiredKeys: [] });
  return fc.tuple(fc.oneof({ weight: 5, arbitrary: near }, chaos, json), fc.array(fc.tuple(fc.constantFrom(...POLLUTING), json), { maxLength: 2 })).map(withPollution);
}

const imageUrl = fc.oneof(fc.webUrl(), fc.constantFrom('', null, '/images/a.svg'));
export const models = {
  testimonial: { name: text(1, 30), position: text(1, 30), company: text(1, 30), testimonial: text(1, 100), metric: fc.oneof(text(0, 10), fc.constant(null)), metricTitle: text(0, 10), imageUrl, isActive: fc.boolean() },
  resource: { title: text(1, 40), slug: fc.oneof(fc.constant(''), fc.stringMatching(/^[a-z0-9]{1,8}(?:-[a-z0-9]{1,8}){0,2}$/)), description: text(1, 80), content: fc.oneof(text(0, 60), fc.constantFrom('<p>a &amp; b</p><script>x()</script>', '<a href="javascript:x()">y</a>')), imageUrl, categories: fc.array(fc.constantFrom(...CATEGORIES), { minLength: 1, maxLength: 4 }), type: fc.constantFrom(...TYPES), publishedAt: fc.date({ min: new Date('2000-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)) },
  contact: { name: text(2, 30), email: fc.emailAddress(), company: text(1, 30), message: text(10, 120) },
  status: { status: fc.constantFrom('new', 'handled') },
};
export const bodies = Object.fromEntries(Object.entries(models).map(([name, model]) => [name, bodyFor(model)]));

/** Path segments as a client may send them: percent-escapes that do not decode, encoded NULs and slashes, long junk. */
export const rawSegment = (ids) => {
  const known = ids.length > 0 ? ids : ['00000000-0000-4000-8000-000000000000'];
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...known) },
    fc.constantFrom('%ZZ', '%ED%A0%80', '%C0%AF', '%00', '..%2f..%2fetc%2fpasswd', '%2e%2e', 'a%20b', '%E2%80%AE', 'x'.repeat(8000), '%25', '..', '.', ';x', 'a?b=c', '%3Cscript%3E'),
    fc.string({ unit: 'grapheme', maxLength: 20 }).map((s) => encodeURIComponent(s)),
    fc.constantFrom(...known).map((id) => id.toUpperCase()),
  );
};

export const contentTypes = ['application/json', 'application/json; charset=utf-8', 'application/merge-patch+json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonp', ''];
export const rawBodies = fc.oneof(json.map((v) => JSON.stringify(v)), fc.constantFrom('', '{', '{"a":', 'null', '[]', '{"__proto__":{"polluted":1}}', '\uFEFF{}', 'name=x&email=y'), odd);

const trimmed = (v, min, max) => typeof v === 'string' && v === v.trim() && v.length >= min && v.length <= max && !v.includes('\u0000');
const optional = (v, max) => v === null || trimmed(v, 1, max);
const SITE_PATH = /^\/(?!\/)[^\s\\]*$/;
const image = (v) => v === null || (trimmed(v, 1, 2048) && (SITE_PATH.test(v) || /^https?:\/\//i.test(v)));
// Publication times are stored as UTC instants (docs/decisions/0015).
const instant = (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(v) && new Date(v).toISOString() === v;

/** The rules a stored row of each kind must keep (what the API's zod schemas let through). */
export const rowRules = {
  testimonial: (t) => [trimmed(t.name, 1, 120) || 'name', trimmed(t.position, 1, 120) || 'position', trimmed(t.company, 1, 120) || 'company', trimmed(t.testimonial, 1, 5000) || 'testimonial', optional(t.metric, 120) || 'metric', optional(t.metricTitle, 120) || 'metricTitle', image(t.imageUrl) || 'imageUrl', typeof t.isActive === 'boolean' || 'isActive'],
  resource: (r) => [trimmed(r.title, 1, 200) || 'title', (/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(r.slug) && r.slug.length <= 160) || 'slug', trimmed(r.description, 1, 5000) || 'description', (typeof r.content === 'string' && r.content.length <= 200_000 && !/<script|<iframe|<[a-z][^>]*\son[a-z]+\s*=|<[a-z][^>]*=\s*["']?\s*javascript:/i.test(r.content)) || 'content', image(r.imageUrl) || 'imageUrl', (r.categories.length > 0 && new Set(r.categories).size === r.categories.length && r.categories.every((c) => CATEGORIES.includes(c))) || 'categories', TYPES.includes(r.type) || 'type', instant(r.publishedAt) || 'publishedAt', (r.unpublishAt === null || instant(r.unpublishAt)) || 'unpublishAt', ['draft', 'published'].includes(r.status) || 'status', typeof r.noindex === 'boolean' || 'noindex'],
  contact: (c) => [trimmed(c.name, 2, 120) || 'name', (trimmed(c.email, 3, 254) && c.email.includes('@')) || 'email', trimmed(c.company, 1, 120) || 'company', trimmed(c.message, 10, 5000) || 'message', ['new', 'handled'].includes(c.status) || 'status'],
};

/** The names of the rules `row` breaks. */
export const broken = (kind, row) => rowRules[kind](row).filter((result) => result !== true);
