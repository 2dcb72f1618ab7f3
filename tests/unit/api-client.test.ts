import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, defaultQueryFn, parseErrorBody, sendData } from '@/lib/api-client';
import { makeQueryClient } from '@/lib/query-client';

function stubFetch(response: Response) {
  const mock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', mock);
  return mock;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends credentials and a plain object body as JSON with its content type', async () => {
    const fetchMock = stubFetch(Response.json({ data: { id: '1' } }, { status: 201 }));
    const result = await apiRequest('/api/admin/testimonials', { method: 'POST', body: { name: 'Jane' } });
    expect(result).toEqual({ data: { id: '1' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/testimonials');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"name":"Jane"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('keeps a content type the caller set', async () => {
    const fetchMock = stubFetch(new Response('ok', { status: 200 }));
    await apiRequest('/x', { method: 'POST', body: 'a=1', headers: { 'Content-Type': 'text/plain' } }).catch(() => undefined);
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('Content-Type')).toBe('text/plain');
  });

  it('resolves to undefined for 204 No Content', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(sendData('DELETE', '/api/admin/testimonials/1')).resolves.toBeUndefined();
  });

  it('turns a non-OK answer into an error whose message is "status: body"', async () => {
    stubFetch(new Response('Something broke', { status: 500, statusText: 'Internal Server Error' }));
    const error = await apiRequest('/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('500: Something broke');
    expect((error as ApiError).status).toBe(500);
    expect((error as ApiError).fields).toBeUndefined();
  });

  it('uses the status text when the error body is empty', async () => {
    stubFetch(new Response(null, { status: 404, statusText: 'Not Found' }));
    await expect(apiRequest('/x')).rejects.toThrow(/^404: Not Found$/);
  });

  it('carries the field errors of a 409 so the form can put them on the slug field', async () => {
    const body = { error: { code: 'conflict', message: 'Slug taken', fields: { slug: 'This slug is already in use' } } };
    stubFetch(Response.json(body, { status: 409, statusText: 'Conflict' }));
    const error = (await sendData('POST', '/api/admin/resources', { title: 't' }).catch((caught: unknown) => caught)) as ApiError;
    expect(error.message).toBe(`409: ${JSON.stringify(body)}`);
    expect(error.code).toBe('conflict');
    expect(error.fields).toEqual({ slug: 'This slug is already in use' });
  });
});

describe('an edit with If-Match', () => {
  it('sends the header it is given, and a 412 keeps the server message that names who saved in between', async () => {
    const body = { error: { code: 'edit_conflict', message: 'Someone else saved this resource since you opened it (Jane).' } };
    const fetchMock = stubFetch(Response.json(body, { status: 412 }));
    const error = (await sendData('PATCH', '/api/admin/resources/1', { title: 't' }, { 'If-Match': '"r3"' }).catch((caught: unknown) => caught)) as ApiError;
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('If-Match')).toBe('"r3"');
    expect(error.status).toBe(412);
    expect(error.code).toBe('edit_conflict');
    expect(error.serverMessage).toBe(body.error.message);
  });
});

describe('parseErrorBody', () => {
  it('takes the first message of a field given as a list and ignores bodies of another shape', () => {
    expect(parseErrorBody('{"error":{"code":"invalid","fields":{"title":["Title is required","x"]}}}')).toEqual({
      code: 'invalid',
      fields: { title: 'Title is required' },
    });
    expect(parseErrorBody('<html>oops</html>')).toEqual({});
    expect(parseErrorBody('{"message":"no envelope"}')).toEqual({});
  });
});

describe('defaultQueryFn and the query client', () => {
  it('GETs the first element of the key and resolves to its data', async () => {
    const fetchMock = stubFetch(Response.json({ data: [{ id: 'a' }] }));
    await expect(defaultQueryFn({ queryKey: ['/api/admin/resources', 'all'] })).resolves.toEqual([{ id: 'a' }]);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/admin/resources');
    expect(fetchMock.mock.calls[0]![1]?.method).toBeUndefined();
  });

  it('has the spec defaults: no retries, never stale, no refetch on focus, no polling', () => {
    const defaults = makeQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ retry: false, staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it('calls onUnauthorized when a query or a mutation answers 401, and not for other errors', async () => {
    const onUnauthorized = vi.fn();
    const client = makeQueryClient({ onUnauthorized });
    stubFetch(new Response('{"error":{"code":"unauthorized","message":"Sign in required"}}', { status: 401 }));
    await client.fetchQuery({ queryKey: ['/api/admin/testimonials'] }).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    stubFetch(new Response('nope', { status: 500 }));
    await client.fetchQuery({ queryKey: ['/api/admin/resources'] }).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    stubFetch(new Response('', { status: 401, statusText: 'Unauthorized' }));
    await client.getMutationCache().build(client, { mutationFn: () => sendData('DELETE', '/api/admin/resources/1') }).execute(undefined).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });
});
