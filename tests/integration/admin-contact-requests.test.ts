import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/api/admin/contact-requests/route';
import { DELETE, PATCH } from '@/app/api/admin/contact-requests/[id]/route';
import { GET as exportCsv } from '@/app/api/admin/contact-requests/export/route';
import { todayIsoDate } from '@/lib/dates';
import { createContactRequest } from '@/server/repositories/contact-requests';
import { countNewContactRequests } from '@/server/repositories/lead-inbox';
import { apiRequest, json, noParams, params } from './support/api';
import { engines, useTestDb } from './support/db';
import { guardState } from './support/guard-mock';

vi.mock('@/server/auth/guard', () => import('./support/guard-mock'));

const add = (name: string, message = 'Please call us back soon.') => createContactRequest({ name, email: `${name.toLowerCase().replace(/\W/g, '')}@x.example`, company: 'Co', message }, 'UA/1');
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(engines)('admin contact requests API on %s', (engine) => {
  useTestDb(engine);
  beforeEach(() => {
    guardState.mode = 'staff';
  });

  it('GET lists requests newest first; PATCH with the earlier handled moves one to contacted; the new-count follows', async () => {
    const first = await add('First');
    await new Promise((r) => setTimeout(r, 5));
    const second = await add('Second');
    const { data } = await json(await GET(apiRequest('/api/admin/contact-requests'), noParams));
    expect(data.map((r: { id: string }) => r.id)).toEqual([second.id, first.id]);
    expect(await countNewContactRequests()).toBe(2);
    const response = await PATCH(apiRequest(`/api/admin/contact-requests/${first.id}`, { method: 'PATCH', body: { status: 'handled' } }), params({ id: first.id }));
    expect(response.status).toBe(200);
    expect((await json(response)).data).toMatchObject({ id: first.id, status: 'contacted' });
    expect(await countNewContactRequests()).toBe(1);
  });

  it('PATCH refuses an unknown status (400) and an unknown id (404); DELETE answers 204 then 404', async () => {
    const request = await add('Someone');
    const bad = await PATCH(apiRequest(`/api/admin/contact-requests/${request.id}`, { method: 'PATCH', body: { status: 'archived' } }), params({ id: request.id }));
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.fields).toEqual({ status: 'Status must be one of new, contacted, qualified, proposal, won, lost, spam' });
    expect((await PATCH(apiRequest(`/api/admin/contact-requests/${UNKNOWN}`, { method: 'PATCH', body: { status: 'new' } }), params({ id: UNKNOWN }))).status).toBe(404);
    expect((await DELETE(apiRequest(`/api/admin/contact-requests/${request.id}`, { method: 'DELETE' }), params({ id: request.id }))).status).toBe(204);
    expect((await DELETE(apiRequest(`/api/admin/contact-requests/${request.id}`, { method: 'DELETE' }), params({ id: request.id }))).status).toBe(404);
    expect(await countNewContactRequests()).toBe(0);
  });

  it('exports every request as CSV: UTF-8 with a BOM, RFC 4180 quoting, formula cells neutralised, dated attachment name', async () => {
    await add('Plain', 'Hello there, "friend"\nsecond line');
    await new Promise((r) => setTimeout(r, 5));
    await add('José Łódź', 'Grüße aus Zürich, bitte rufen Sie an.');
    await new Promise((r) => setTimeout(r, 5));
    await add('=HYPERLINK("http://evil")', '@SUM(1+1) cmd');
    const response = await exportCsv(apiRequest('/api/admin/contact-requests/export'), noParams);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="contact-requests-${todayIsoDate()}.csv"`);
    // Read the bytes: Response.text() would silently drop the BOM that Excel needs.
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3));
    const lines = csv.split('\r\n');
    expect(lines[0]).toMatch(/^Received,Received \(site time\),Status,Owner,Name,Email,Company,Phone,Service,Industry,Message,Source,First utm_source,.*,User agent$/);
    const columns = lines[0]!.split(',').length;
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2}T[^,]+,"[^"]+",new,,"'=HYPERLINK\(""http:\/\/evil""\)",hyperlinkhttpevil@x\.example,Co,,,,'@SUM\(1\+1\) cmd,direct,/);
    expect(lines[1]!.endsWith(',UA/1')).toBe(true);
    expect(lines[1]!.match(/,/g)).toHaveLength(columns - 1 + 1); // one comma inside the quoted site time
    expect(lines[2]).toMatch(/,new,,José Łódź,josd@x\.example,Co,,,,"Grüße aus Zürich, bitte rufen Sie an\.",direct,/);
    expect(csv).toContain(',Plain,plain@x.example,Co,,,,"Hello there, ""friend""\nsecond line",direct,');
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('exports cells no spreadsheet reads as a formula, whether it separates on "," or on ";" (Dutch or German Excel)', async () => {
    await add('Semi Colon', 'call us back;=2+5;@SUM(A1:A9); -1+2;"=HYPERLINK(""x"")"');
    const bytes = new Uint8Array(await (await exportCsv(apiRequest('/api/admin/contact-requests/export'), noParams)).arrayBuffer());
    const row = new TextDecoder().decode(bytes).split('\r\n')[1]!;
    // A ","-reading spreadsheet: RFC 4180 fields.
    const commaCells = [...row.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, cell]) => (cell!.startsWith('"') ? cell!.slice(1, -1).replace(/""/g, '"') : cell!));
    // A ";"-reading one: it splits at every ";" (quotes count only at a field's start, which none of these is but the first).
    const semicolonCells = row.split(';');
    expect(semicolonCells.length).toBeGreaterThan(3);
    for (const cell of [...commaCells, ...semicolonCells]) expect(cell).not.toMatch(/^[\s"]*[=+\-@]/);
    expect(commaCells).toContain(`call us back;'=2+5;'@SUM(A1:A9);' -1+2;'"=HYPERLINK(""x"")"`);
  });

  it('needs a staff session (401/403)', async () => {
    guardState.mode = 'anonymous';
    expect((await GET(apiRequest('/api/admin/contact-requests'), noParams)).status).toBe(401);
    expect((await exportCsv(apiRequest('/api/admin/contact-requests/export'), noParams)).status).toBe(401);
    guardState.mode = 'not-staff';
    expect((await exportCsv(apiRequest('/api/admin/contact-requests/export'), noParams)).status).toBe(403);
  });
});
