import { describe, expect, it } from 'vitest';
import { isLoadableImageUrl } from '@/lib/image-url';

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
});
