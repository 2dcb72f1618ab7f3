import type http from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import { deferredFlightUrl } from '../../http-server/deferred-scripts.mjs';
import { forgetFlights } from '../../http-server/flight-store.mjs';
import { forgetServedPages } from '../../http-server/page-cache.mjs';
import { createRequestListener } from '../../http-server/request-listener.mjs';
import { serveForTests } from './support/test-server';

// The router payloads of prerendered pages, served apart (docs/decisions/0026): the production request listener on
// a real Node server, with a stand-in for Next that answers a prerendered page whose text each test sets.
let text = 'first';
let reachedNext: string[] = [];
const prerendered = (words: string) =>
  [
    '<!doctype html><html><head><script src="/_next/static/chunks/app.js" async=""></script></head><body>',
    `<main>${words.repeat(200)}</main>`,
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    `<script>self.__next_f.push([1,"0:[\\"$\\",\\"main\\",null,{\\"children\\":\\"${words}\\"}]\\n"])</script>`,
    '</body></html>',
  ].join('');

function handle(req: http.IncomingMessage, res: http.ServerResponse) {
  reachedNext.push(`${req.url}${req.headers.cookie ? ` cookie=${req.headers.cookie}` : ''}`);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 's-maxage=60, stale-while-revalidate=31535940');
  res.setHeader('x-nextjs-cache', 'HIT');
  res.end(prerendered(text));
}

const server = serveForTests(createRequestListener({ handle, siteUrl: 'http://localhost', schedulingUrl: 'https://calendly.com/x' }));
beforeEach(() => {
  forgetServedPages();
  forgetFlights();
  reachedNext = [];
  text = 'first';
});

async function flightAddressOf(path: string) {
  const html = await (await fetch(server.url(path))).text();
  expect(html).not.toContain('__next_f');
  const address = deferredFlightUrl(html);
  expect(address).toBeTruthy();
  return address!;
}

describe('the router payload of a prerendered page', () => {
  it('is served at the address its loader names: JavaScript, compressed, kept for a year', async () => {
    const address = await flightAddressOf('/services');
    for (const encoding of ['br', 'gzip']) {
      const response = await fetch(server.url(address), { headers: { 'accept-encoding': encoding } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const body = await response.text();
      expect(body).toContain('(self.__next_f=self.__next_f||[]).push([0]);\nself.__next_f.push([1,');
      expect(body).toContain('first');
    }
    expect(reachedNext).toEqual(['/services']);
  });

  it('is made again from its page by an instance that does not hold it, without the visitor\'s cookies', async () => {
    const address = await flightAddressOf('/services');
    forgetFlights();
    forgetServedPages();
    reachedNext = [];
    const response = await fetch(server.url(address), { headers: { cookie: 'session=secret' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('first');
    expect(reachedNext).toEqual(['/services']);
  });

  it('asks Next for the page even when the served-page cache holds it', async () => {
    const address = await flightAddressOf('/services');
    expect((await fetch(server.url('/services'))).headers.get('x-cache')).toBe('HIT');
    forgetFlights();
    reachedNext = [];
    expect((await fetch(server.url(address))).status).toBe(200);
    expect(reachedNext).toEqual(['/services']);
  });

  it('is 404, not kept, once its page has changed: the loader then reloads the page', async () => {
    const address = await flightAddressOf('/services');
    forgetFlights();
    forgetServedPages();
    text = 'second';
    const response = await fetch(server.url(address));
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const fresh = await flightAddressOf('/services');
    expect(fresh).not.toBe(address);
    expect(await (await fetch(server.url(fresh))).text()).toContain('second');
  });

  it('never asks for anything but a page of this site', async () => {
    const address = await flightAddressOf('/services');
    forgetFlights();
    reachedNext = [];
    const hash = /\/_flight\/([\w-]+)\.js/.exec(address)![1];
    for (const page of ['//evil.example/x', '/api/testimonials', '/admin', '/_next/static/x.js', `/_flight/${hash}.js`, 'http://evil.example/', '/\\evil']) {
      const response = await fetch(server.url(`/_flight/${hash}.js?u=${encodeURIComponent(page)}`));
      expect(response.status, page).toBe(404);
    }
    expect((await fetch(server.url('/_flight/not-a-hash.js?u=%2F'))).status).toBe(404);
    expect((await fetch(server.url(address), { method: 'POST' })).status).toBe(404);
    expect(reachedNext).toEqual([]);
  });

  it('names no visitor\'s query or path in a page another visitor gets (issue 20)', async () => {
    text = 'a page no earlier test asked for';
    const secrets = ['leak@x.example', 'SECRET-TOKEN', 'CLICK-1'];
    const leaked = (html: string) => secrets.filter((secret) => decodeURIComponent(html).includes(secret));
    const first = await (await fetch(server.url('/services?email=leak%40x.example&token=SECRET-TOKEN&gclid=CLICK-1'))).text();
    expect(leaked(first)).toEqual([]);
    expect(deferredFlightUrl(first)).toMatch(/\?u=%2Fservices$/);
    // The next visitor, answered from the served-page cache or by Next again.
    expect(leaked(await (await fetch(server.url('/services'))).text())).toEqual([]);
    forgetServedPages();
    expect(leaked(await (await fetch(server.url('/services'))).text())).toEqual([]);
    // One body at many addresses (as the not-found page is): each names its own address, never the first one asked.
    await fetch(server.url('/reset/SECRET-TOKEN'));
    expect(deferredFlightUrl(await (await fetch(server.url('/elsewhere'))).text())).toMatch(/\?u=%2Felsewhere$/);
    // A filter view keeps the parameters that choose it, and only those.
    expect(deferredFlightUrl(await (await fetch(server.url('/resources?type=guide&token=SECRET-TOKEN&category=ai'))).text())).toMatch(
      /\?u=%2Fresources%3Fcategory%3Dai%26type%3Dguide$/,
    );
  });
});
