import { describe, expect, it } from 'vitest';
import { isLoadableImageUrl } from '@/lib/image-url';
import { imageUrl } from '@/lib/schemas/fields';
import { hostilePaths } from './site-path-cases';

// An image may be on any host, so http(s) URLs are fine; every other hostile value is refused.
const notImages = hostilePaths.filter((value) => !/^https?:/.test(value));

describe('isLoadableImageUrl', () => {
  it('accepts http(s) URLs and paths on this site', () => {
    expect(isLoadableImageUrl('https://cdn.example.com/a.jpg')).toBe(true);
    expect(isLoadableImageUrl('http://example.com/a.png')).toBe(true);
    expect(isLoadableImageUrl('/images/resources/fallback.svg')).toBe(true);
  });

  it('refuses text, other schemes and protocol-relative addresses', () => {
    for (const value of ['not a url', 'javascript:alert(1)', 'data:image/png;base64,xx', '//evil.example/a.png', 'ftp://x/a.png', 'images/a.png']) {
      expect(isLoadableImageUrl(value), value).toBe(false);
    }
  });

  it.each(notImages.map((value) => [JSON.stringify(value), value]))('refuses %s, which a browser reads as another site', (_, value) => {
    expect(isLoadableImageUrl(value)).toBe(false);
  });

  it('refuses a site path a browser would rewrite (whitespace, backslash), as the schema always did', () => {
    for (const value of ['/images/a b.png', '/images\\a.png', '/%5Cevil.com\\x']) expect(isLoadableImageUrl(value), value).toBe(false);
  });
});

describe('the imageUrl schema field uses the same rule', () => {
  it.each(notImages.filter((value) => value.trim() !== '').map((value) => [JSON.stringify(value), value]))('refuses %s', (_, value) => {
    expect(imageUrl.safeParse(value).success).toBe(false);
  });

  it('keeps site paths and http(s) URLs, and makes empty null', () => {
    expect(imageUrl.parse('/images/x.svg')).toBe('/images/x.svg');
    expect(imageUrl.parse(' https://cdn.example.com/a.jpg ')).toBe('https://cdn.example.com/a.jpg');
    expect(imageUrl.parse('')).toBeNull();
  });
});
