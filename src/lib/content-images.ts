import { mediaSrcSet, parseMediaUrl, RESPONSIVE_FORMATS } from './media';

// Library images inside resource content, as the article shows them: the sanitized HTML's `<img>` of a media URL
// becomes a `<picture>` with AVIF and WebP variants, its own width and height, and lazy loading (ADR 16). Runs on
// the sanitizer's output, whose `<img>` tags have quoted attributes and only allowed values.
const IMG_TAG = /<img\b([^>]*)>/g;
const attribute = (attributes: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1];

/** Article content width: the column is at most 56rem (896 px) wide. */
const CONTENT_SIZES = '(min-width: 56rem) 56rem, 100vw';

export function responsiveContentImages(html: string): string {
  return html.replace(IMG_TAG, (tag, attributes: string) => {
    const src = attribute(attributes, 'src');
    const ref = parseMediaUrl(src);
    if (!ref || !src) return tag;
    const alt = attribute(attributes, 'alt') ?? '';
    const sources = RESPONSIVE_FORMATS.map((format) => `<source type="image/${format}" srcset="${mediaSrcSet(ref, format)}" sizes="${CONTENT_SIZES}">`).join('');
    return `<picture>${sources}<img src="${src}" alt="${alt}" width="${ref.width}" height="${ref.height}" loading="lazy" decoding="async"></picture>`;
  });
}
