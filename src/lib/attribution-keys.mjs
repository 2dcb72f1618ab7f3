// The shape of a visit's attribution in the tab's session storage (docs/decisions/0021, 0031): shared by the pre-paint
// script, which records the touch as the document is parsed (src/lib/early-controls.mjs), and the app, which reads it
// when the contact form is sent (src/lib/attribution-client.ts). Plain JavaScript so that the Node server can import
// the pre-paint script (its CSP hash).
export const ATTRIBUTION_STORAGE_KEY = 'smarttech.attribution';
export const CAMPAIGN_KEYS = /** @type {const} */ (['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'fbclid', 'msclkid', 'li_fat_id']);
export const MAX_VALUE_LENGTH = 200;
export const MAX_PATH_LENGTH = 500;
