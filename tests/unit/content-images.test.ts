import { describe, expect, it } from 'vitest';
import { responsiveContentImages } from '@/lib/content-images';

const ID = '0b6f3f0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

describe('library images in article content', () => {
  it('become a picture with AVIF and WebP variants, width, height and lazy loading; the alt text is kept', () => {
    const html = `<p>Before</p><img src="/media/${ID}/1600x900.jpg" alt="Team &amp; board"><p>After</p>`;
    expect(responsiveContentImages(html)).toBe(
      `<p>Before</p><picture>` +
        `<source type="image/avif" srcset="/media/${ID}/320w.avif 320w, /media/${ID}/640w.avif 640w, /media/${ID}/960w.avif 960w, /media/${ID}/1280w.avif 1280w, /media/${ID}/1600w.avif 1600w" sizes="(min-width: 56rem) 56rem, 100vw">` +
        `<source type="image/webp" srcset="/media/${ID}/320w.webp 320w, /media/${ID}/640w.webp 640w, /media/${ID}/960w.webp 960w, /media/${ID}/1280w.webp 1280w, /media/${ID}/1600w.webp 1600w" sizes="(min-width: 56rem) 56rem, 100vw">` +
        `<img src="/media/${ID}/1600x900.jpg" alt="Team &amp; board" width="1600" height="900" loading="lazy" decoding="async"></picture><p>After</p>`,
    );
  });

  it('leave every other image as it is', () => {
    const other = '<img src="https://cdn.example/a.png" alt="x"><img src="/images/resources/fallback.svg" alt=""><img src="/media/not-an-id/10x10.png">';
    expect(responsiveContentImages(other)).toBe(other);
  });
});
