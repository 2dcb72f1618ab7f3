import { expect, test } from './fixtures';

test.describe('sharing', () => {
  test('the share card is a 1200×630 PNG', async ({ request }) => {
    const response = await request.get('/og');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    // PNG signature, then the IHDR chunk's width and height.
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

test('/favicon.ico, which browsers and crawlers ask for on their own, leads to the site icon', async ({ request }) => {
  const redirect = await request.get('/favicon.ico', { maxRedirects: 0 });
  expect(redirect.status()).toBe(308);
  expect(redirect.headers().location).toBe('/icon.svg');
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
});
