// The security headers of every response, in one place (docs/decisions/0014). The Node server (http-server/index.mjs)
// sets them; Next sets none, so `next dev` runs without them.
import { THEME_SCRIPT_HASH } from './inline-scripts.mjs';

const isHttps = (/** @type {string} */ url) => url.startsWith('https:');
const originOf = (/** @type {string} */ url) => new URL(url).origin;

/**
 * The Content-Security-Policy of an HTML page: its scripts are this site's files plus, inline, either the
 * request's nonce (pages rendered per request) or the hashes of the vouched inline scripts (prerendered pages).
 * `framable`: the staff's live preview (/admin/preview/…), which the editor page of this site holds in a frame; every
 * other page may be framed by nothing. `isStaffPath`: a page of the staff area, whose editor frames that preview.
 * @param {{ siteUrl: string, schedulingUrl: string, nonce?: string, hashes?: string[], framable?: boolean, isStaffPath?: boolean }} options
 */
export function pageContentSecurityPolicy({ siteUrl, schedulingUrl, nonce, hashes = [], framable = false, isStaffPath = false }) {
  const scripts = ["'self'", ...(nonce ? [`'nonce-${nonce}'`, THEME_SCRIPT_HASH] : hashes)];
  const directives = [
    "default-src 'self'",
    `script-src ${[...new Set(scripts)].join(' ')}`,
    // React and Radix set style attributes (positions, CSS variables); styles cannot run script.
    "style-src 'self' 'unsafe-inline'",
    // Staff may point a cover at any https image (the spec's pasted image URL); data: and blob: for previews.
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${isStaffPath ? "'self' " : ''}${originOf(schedulingUrl)}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${framable ? "'self'" : "'none'"}`,
    "manifest-src 'self'",
    "worker-src 'self'",
  ];
  if (isHttps(siteUrl)) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** Anything that is not a page (JSON, images, feeds, scripts): nothing may run, frame or be framed. */
export const RESOURCE_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Headers of every response but the CSP.
 * @param {{ siteUrl: string, framable?: boolean }} options
 * @returns {Record<string, string>}
 */
export function baseSecurityHeaders({ siteUrl, framable = false }) {
  /** @type {Record<string, string>} */
  const headers = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': framable ? 'SAMEORIGIN' : 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    // Isolates the browsing context group (the booking link opens in a new tab, which needs no opener).
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Nothing here is meant to be embedded by other sites (the share card is fetched by crawlers, not browsers).
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Origin-Agent-Cluster': '?1',
    'X-DNS-Prefetch-Control': 'off',
  };
  // A year, subdomains included; only over https, where browsers honour it.
  if (isHttps(siteUrl)) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}
