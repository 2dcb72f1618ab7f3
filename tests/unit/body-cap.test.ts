import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../src/lib/body-limits.mjs';
import { SOCKET_ADDRESS_HEADER } from '../../src/lib/socket-address.mjs';
import { createRequestListener } from '../../http-server/request-listener.mjs';

// The production request listener on a real Node server, with a stand-in for Next's handler: a route that reads the
// whole body (as request.text() does), and a page that never reads it. Issue 20: 512 MiB sent chunked were read to
// the end and buffered; every body must now be cut off at its cap by the bytes that arrive.
let bodyBytesSeen = 0;
let seenAddress: string | undefined;
const readBytesBySocket = new Map<Socket, number>();

async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
  seenAddress = req.headers[SOCKET_ADDRESS_HEADER] as string | undefined;
  if (req.url === '/cached') {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 's-maxage=60');
    res.setHeader('x-nextjs-cache', 'HIT');
    return void res.end('<!doctype html><title>a prerendered page</title>');
  }
  if (req.url === '/page') {
    res.setHeader('Content-Type', 'text/plain');
    return void res.end('a page that never reads the body');
  }
  try {
    for await (const chunk of req) bodyBytesSeen += (chunk as Buffer).length;
  } catch {
    return; // the connection was cut: nothing to answer
  }
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify({ read: bodyBytesSeen }));
}

const server = http.createServer(createRequestListener({ handle, siteUrl: 'http://localhost', schedulingUrl: 'https://calendly.com/x' }));
server.on('connection', (socket: Socket) => socket.on('close', () => readBytesBySocket.set(socket, socket.bytesRead)));
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

type Sent = { status: number; cache: string | null; body: string; sentBytes: number; writeError: string | null; ms: number };

/** Streams `total` bytes chunked (no Content-Length) as fast as the server takes them; stops on an error. */
function streamChunked(path: string, total: number, headers: Record<string, string> = {}, method = 'POST'): Promise<Sent> {
  return new Promise((resolve) => {
    const started = Date.now();
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sentBytes = 0;
    let writeError: string | null = null;
    let status = 0;
    let cache: string | null = null;
    let body = '';
    let responded = false;
    let finished = false;
    const done = () => {
      if (responded && finished) resolve({ status, cache, body, sentBytes, writeError, ms: Date.now() - started });
    };
    const request = http.request({ host: '127.0.0.1', port, path, method, headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked', ...headers } });
    request.on('response', (response) => {
      status = response.statusCode ?? 0;
      cache = (response.headers['x-cache'] as string | undefined) ?? null;
      response.on('data', (data: Buffer) => (body += data.toString()));
      response.on('end', () => ((responded = true), done()));
      response.on('error', () => ((responded = true), done()));
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      writeError = error.code ?? error.message;
      finished = true;
      responded ||= status === 0;
      done();
    });
    const write = () => {
      while (!writeError && sentBytes < total) {
        sentBytes += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', write);
      }
      if (!writeError) request.end(() => ((finished = true), done()));
    };
    write();
  });
}

describe('the request body cap of the production server', () => {
  it('cuts a chunked body off at the cap by bytes read: 413, the route saw at most the cap, the rest never read', async () => {
    bodyBytesSeen = 0;
    readBytesBySocket.clear();
    const sent = await streamChunked('/api/contact', 64 * 1024 * 1024);
    expect(sent.status).toBe(413);
    expect(JSON.parse(sent.body)).toEqual({ error: { code: 'payload_too_large', message: 'Request body must be at most 1 MiB' } });
    expect(bodyBytesSeen).toBeLessThanOrEqual(MAX_BODY_BYTES);
    // The connection was closed: the client could not send the 64 MiB, and the server read little past the cap.
    expect(sent.writeError).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const read = Math.max(...readBytesBySocket.values());
    expect(read).toBeLessThan(MAX_BODY_BYTES + 2 * 1024 * 1024);
  });

  it('sends an application form the browser posts itself, too large, back to its page at #apply-failed (no JSON for a person)', async () => {
    const answer = (headers: Record<string, string>) =>
      new Promise<{ status: number; location: string | undefined; type: string | undefined }>((resolve, reject) => {
        const request = http.request({ host: '127.0.0.1', port, path: '/api/applications', method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(6 * 1024 * 1024), ...headers } });
        request.on('response', (response) => {
          response.resume();
          resolve({ status: response.statusCode!, location: response.headers.location, type: response.headers['content-type'] });
        });
        request.on('error', reject);
        request.end();
      });
    expect(await answer({ 'sec-fetch-mode': 'navigate', referer: 'http://localhost/careers/devops-engineer' })).toMatchObject({ status: 303, location: '/careers/devops-engineer#apply-failed' });
    // A Referer that is no form page of the site goes back to the careers page.
    expect(await answer({ accept: 'text/html', referer: 'https://evil.example/phish' })).toMatchObject({ status: 303, location: '/careers#apply-failed' });
    // A script sending it gets the API's 413.
    expect(await answer({ accept: 'application/json' })).toMatchObject({ status: 413, type: 'application/json' });
  });

  it('does not drain without end a body that a page never reads', async () => {
    readBytesBySocket.clear();
    const sent = await streamChunked('/page', 64 * 1024 * 1024);
    expect(sent.status).toBe(200);
    expect(sent.writeError).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(Math.max(...readBytesBySocket.values())).toBeLessThan(MAX_BODY_BYTES + 2 * 1024 * 1024);
  });

  it('cuts off a body sent with a request the served-page cache answers, before Next is asked', async () => {
    expect((await fetch(`http://127.0.0.1:${port}/cached`)).status).toBe(200);
    readBytesBySocket.clear();
    const sent = await streamChunked('/cached', 64 * 1024 * 1024, {}, 'GET');
    expect(sent.status).toBe(200);
    expect(sent.cache).toBe('HIT');
    expect(sent.writeError).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(Math.max(...readBytesBySocket.values())).toBeLessThan(MAX_BODY_BYTES + 2 * 1024 * 1024);
  });

  it('still takes a body under the cap, chunked', async () => {
    bodyBytesSeen = 0;
    const sent = await streamChunked('/api/contact', 512 * 1024);
    expect(sent.status).toBe(200);
    expect(JSON.parse(sent.body)).toEqual({ read: 512 * 1024 });
    expect(sent.writeError).toBeNull();
  });

  it('tells the app the socket\'s own address, whatever the client claims', async () => {
    const sent = await streamChunked('/api/contact', 1024, { [SOCKET_ADDRESS_HEADER]: '203.0.113.9', 'x-forwarded-for': '127.0.0.1' });
    expect(sent.status).toBe(200);
    expect(seenAddress).toBe('127.0.0.1');
  });
});
