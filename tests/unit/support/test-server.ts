import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/**
 * A real Node server on a free loopback port for the file's tests, started before them and closed after.
 * `url(path)` is an address on it (valid once the tests run).
 */
export function serveForTests(listener: http.RequestListener) {
  const server = http.createServer(listener);
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: (path = '') => `${base}${path}` };
}
