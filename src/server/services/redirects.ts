import 'server-only';
import { redirectCreateSchema } from '@/lib/schemas/redirect';
import { revalidatePublicContent } from '../cache-tags';
import { resourceChange } from '@/kinds/resources/definition';
import { getLiveResourceBySlug } from '../repositories/resources';
import { addRedirect, listRedirects, removeRedirect, type Redirect } from '../repositories/redirects';
import { invalid, missing, type ServiceResult } from './result';
import { RESOURCES_PATH } from '@/lib/routes';
import type { ContentChange } from '@/kit/changes';
import { kindTag } from '@/kit/define-kind';
import { isAddress } from '@/kit/field-schemas';
import { addressedKinds, documentStore } from '@/kit/server/document-store';
import { kinds } from '@/kinds/registry';
import { pages } from '@/kinds/pages/definition';

export const redirectMessages = {
  livePage: 'A live resource has this address: change its slug instead, and the redirect is made for you',
  liveDocument: (what: string) => `A live ${what} has this address: change its address instead, and the redirect is made for you`,
  loop: 'This would send the new address back to the old one (a loop)',
} as const;

const fieldError = (field: string, message: string): ServiceResult<never> => ({ ok: false, status: 400, code: 'validation_error', message: 'Some fields are invalid', fields: { [field]: message } });

export async function redirectsList(): Promise<ServiceResult<Redirect[]>> {
  return { ok: true, data: await listRedirects() };
}

export async function createRedirectFrom(body: unknown, by: string): Promise<ServiceResult<Redirect>> {
  const parsed = redirectCreateSchema.safeParse(body);
  if (!parsed.success) return invalid(parsed.error);
  const { fromPath, toPath } = parsed.data;
  // A page at the old address wins over the redirect, so it would never be followed.
  const refusal = await pageAt(fromPath);
  if (refusal) return fieldError('fromPath', refusal);
  const created = await addRedirect(fromPath, toPath, by);
  if (!created) return fieldError('toPath', redirectMessages.loop);
  revalidatePublicContent(redirectChange(fromPath));
  return { ok: true, data: created };
}

const publishedAtAddresses = addressedKinds(kinds);

/** Why a live page answers at `path` (a redirect from it would be shadowed), or null. */
async function pageAt(path: string): Promise<string | null> {
  if (path.startsWith(`${RESOURCES_PATH}/`)) return (await getLiveResourceBySlug(path.slice(RESOURCES_PATH.length + 1), new Date())) ? redirectMessages.livePage : null;
  if (!isAddress(path)) return null;
  // A page, a job opening: any kind whose documents are published at an address.
  for (const kind of publishedAtAddresses) if (await documentStore(kind).getByAddress(path)) return redirectMessages.liveDocument(kind.labels.singular.toLowerCase());
  return null;
}

/**
 * What a redirect's change expires: its old address, whose page (a resource's, or the CMS pages' route for any other
 * address) kept the 308 or the 404.
 */
function redirectChange(fromPath: string): ContentChange {
  if (fromPath.startsWith(`${RESOURCES_PATH}/`)) return resourceChange({ paths: [fromPath] });
  return { kind: pages.key, tags: [kindTag(pages.key)], paths: [fromPath] };
}

export async function deleteRedirectOf(fromPath: string | null): Promise<ServiceResult<null>> {
  if (!fromPath || !(await removeRedirect(fromPath))) return missing('Redirect');
  revalidatePublicContent(redirectChange(fromPath));
  return { ok: true, data: null };
}
