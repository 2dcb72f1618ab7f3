import { pageCopy, publicPaths } from '../../src/content/pages';
import { expect, test } from './fixtures';

const meta = (selector: string) => `meta[${selector}]`;

test.describe('every public page can be shared and is canonical', () => {
  for (const path of publicPaths) {
    test(`${path} has canonical, Open Graph and Twitter tags with the share card`, async ({ page, baseURL }) => {
      await page.goto(path);
      const absolute = new URL(path, baseURL).toString();
      const copy = pageCopy[path]!;
      // Next writes the home page's address without its trailing slash: the same URL once parsed.
      const parsed = async (selector: string, attribute: string) => new URL((await page.locator(selector).getAttribute(attribute)) ?? '').toString();
      expect(await parsed('link[rel="canonical"]', 'href')).toBe(absolute);
      expect(await parsed(meta('property="og:url"'), 'content')).toBe(absolute);
      await expect(page.locator(meta('property="og:description"'))).toHaveAttribute('content', copy.description);
      await expect(page.locator(meta('property="og:image"'))).toHaveAttribute('content', new URL('/og', baseURL).toString());
      await expect(page.locator(meta('name="twitter:card"'))).toHaveAttribute('content', 'summary_large_image');
      await expect(page.locator(meta('name="twitter:image"'))).toHaveAttribute('content', new URL('/og', baseURL).toString());
    });
  }

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
