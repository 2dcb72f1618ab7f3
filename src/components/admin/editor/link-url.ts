import { isSitePath } from '@/lib/site-path';

const LINK_SCHEME = /^(?:https?:\/\/[^\s/\\]|mailto:\S|tel:[+\d(])/i;
const IMAGE_SCHEME = /^https?:\/\/[^\s/\\]/i;

/** A link address staff may enter: http(s), mailto, tel, a #fragment or a path on this site (the sanitizer's rule). */
export function isAllowedLinkUrl(url: string): boolean {
  const value = url.trim();
  if (value.startsWith('#')) return !/\s/.test(value);
  return LINK_SCHEME.test(value) || isSitePath(value);
}

/** An image address staff may enter: http(s) or a file on this site. */
export function isAllowedImageUrl(url: string): boolean {
  const value = url.trim();
  return IMAGE_SCHEME.test(value) || isSitePath(value);
}
