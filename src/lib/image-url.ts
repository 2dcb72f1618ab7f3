import { isSitePath } from './site-path';

// A stored address is loaded as written: whitespace and backslashes would be rewritten by the browser.
const AS_WRITTEN = /^[^\s\\]*$/;

/** Whether `value` parses as an http(s) URL (which always names a host). */
function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * The one image-address rule (the schema's `imageUrl` and the admin preview): an http(s) URL or a path on this site.
 * `//host`, `/\host` and anything else a browser reads as another site are refused (src/lib/site-path.ts).
 */
export function isLoadableImageUrl(value: string): boolean {
  return (AS_WRITTEN.test(value) && isSitePath(value)) || isHttpUrl(value);
}
