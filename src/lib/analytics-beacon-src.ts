import 'server-only';
import { createHash } from 'node:crypto';
import { ANALYTICS_BEACON_FILE } from './analytics-beacon.mjs';

/** The beacon's address (app/s.js), versioned by its content so that a browser's year-long copy is never stale. */
export const ANALYTICS_BEACON_SRC = `/s.js?v=${createHash('sha256').update(ANALYTICS_BEACON_FILE).digest('base64url').slice(0, 8)}`;
