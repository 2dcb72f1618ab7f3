import http from 'node:http';
import net, { type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../src/lib/body-limits.mjs';
import { SOCKET_ADDRESS_HEADER } from '../../src/lib/socket-address.mjs';
import { DISCARD_OVER_CAP_BYTES, createRequestListener } from '../../http-server/request-listener.mjs';
import { MAX_APPLICATION_BODY_BYTES } from '../../src/lib/body-limits.mjs';

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
          // The declared body never comes: the server would wait for it.
          request.destroy();
        });
        request.on('error', reject);
        request.flushHeaders();
      });
    expect(await answer({ 'sec-fetch-mode': 'navigate', referer: 'http://localhost/careers/devops-engineer' })).toMatchObject({ status: 303, location: '/careers/devops-engineer#apply-failed' });
    // A Referer that is no form page of the site goes back to the careers page.
    expect(await answer({ accept: 'text/html', referer: 'https://evil.example/phish' })).toMatchObject({ status: 303, location: '/careers#apply-failed' });
    // A script sending it gets the API's 413.
    expect(await answer({ accept: 'application/json' })).toMatchObject({ status: 413, type: 'application/json' });
  });

  it('reads a file form sent too large to its end, unseen by the route, so the browser gets the answer instead of a reset', async () => {
    // What a browser does without a script: a form with a 6 MB CV, its length declared, written to the end however
    // early the answer comes (a raw socket: Node's own client stops writing once answered). A connection closed under
    // it was a reset: the browser's error page, and the form was lost.
    bodyBytesSeen = 0;
    const total = 6 * 1024 * 1024;
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let writeError: string | null = null;
    socket.on('data', (data: Buffer) => (received += data.toString('latin1')));
    socket.on('error', (error: NodeJS.ErrnoException) => (writeError = error.code ?? error.message));
    socket.write(
      'POST /api/applications HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\n' +
        `Sec-Fetch-Mode: navigate\r\nReferer: http://localhost/careers/devops-engineer\r\nContent-Length: ${total}\r\n\r\n`,
    );
    const chunk = Buffer.alloc(256 * 1024, 'a');
    for (let written = 0; written < total && !writeError; written += chunk.length) {
      if (!socket.write(chunk)) await new Promise((resolve) => socket.once('drain', resolve));
    }
    // The same connection then takes the next request.
    socket.write('GET /page HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await expect.poll(() => received, { timeout: 3_000 }).toContain('a page that never reads the body');
    socket.destroy();
    expect(writeError).toBeNull();
    expect(received).toMatch(/^HTTP\/1\.1 303 See Other\r\n/);
    expect(received).toMatch(/\r\nLocation: \/careers\/devops-engineer#apply-failed\r\n/i);
    expect(bodyBytesSeen).toBe(0);
  });

  it('still cuts off a body declared far over the cap, unread', async () => {
    readBytesBySocket.clear();
    const declared = MAX_APPLICATION_BODY_BYTES + DISCARD_OVER_CAP_BYTES + 1;
    const outcome = await new Promise<{ status: number; writeError: string | null }>((resolve) => {
      let status = 0;
      const request = http.request({ host: '127.0.0.1', port, path: '/api/applications', method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(declared), accept: 'application/json' } });
      request.on('response', (response) => ((status = response.statusCode!), response.resume()));
      request.on('error', (error: NodeJS.ErrnoException) => resolve({ status, writeError: error.code ?? error.message }));
      request.on('close', () => resolve({ status, writeError: null }));
      const chunk = Buffer.alloc(256 * 1024, 'a');
      let written = 0;
      const write = () => {
        while (written < declared) {
          written += chunk.length;
          if (!request.write(chunk)) return void request.once('drain', write);
        }
        request.end();
      };
      write();
    });
    expect(outcome.status).toBe(413);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(Math.max(...readBytesBySocket.values())).toBeLessThan(MAX_APPLICATION_BODY_BYTES + 2 * 1024 * 1024);
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
