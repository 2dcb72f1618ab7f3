import { z } from 'zod';

// Zod compiles object parsers with `new Function` unless told not to, and even its probe for eval is reported as a
// violation of the site's Content-Security-Policy (docs/decisions/0014). Set before any schema is built: every
// schema module imports z from here.
z.config({ jitless: true });

export { z };
