// Defaults of the settings that both the app (src/server/env.ts) and the Node server (http-server/index.mjs) read.
export const DEFAULT_SCHEDULING_URL = 'https://calendly.com/smarttech/30min';

/**
 * SITE_URL when unset: this machine on PORT.
 * @param {number | string} port
 */
export const defaultSiteUrl = (port) => `http://localhost:${port}`;
