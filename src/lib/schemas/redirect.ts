import { z } from './zod';
import { isResourcePath } from '@/lib/routes';
import { sitePath } from '@/lib/site-path';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@/lib/slug';

const isSlug = (slug: string) => slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug);

/**
 * A redirect staff add by hand. Its old address is a resource page (`/resources/<slug>`: the addresses this
 * site's content can move away from, answered by the resource page itself, docs/decisions/0015); its new address
 * is any path on this site.
 */
export const redirectCreateSchema = z
  .object({
    fromPath: z
      .string({ error: 'Old address is required' })
      .trim()
      .refine((value) => isResourcePath(value, isSlug), 'Old address must be a resource address such as /resources/old-title'),
    toPath: z
      .string({ error: 'New address is required' })
      .trim()
      .max(2048, 'New address must be at most 2048 characters')
      .transform((value, ctx) => {
        const path = sitePath(value);
        if (path === null) ctx.addIssue({ code: 'custom', message: 'New address must be a path on this site, starting with /' });
        return path ?? value;
      }),
  })
  .refine((value) => value.fromPath !== value.toPath, { path: ['toPath'], message: 'New address must differ from the old one' });

export type RedirectCreate = z.output<typeof redirectCreateSchema>;
