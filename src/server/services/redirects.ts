import 'server-only';
import { redirectCreateSchema } from '@/lib/schemas/redirect';
import { revalidatePublicContent } from '../cache-tags';
import { resourceChange } from '@/kinds/resources/changes';
import { getLiveResourceBySlug } from '../repositories/resources';
import { addRedirect, listRedirects, removeRedirect, type Redirect } from '../repositories/redirects';
import { invalid, missing, type ServiceResult } from './result';
import { RESOURCES_PATH } from '@/lib/routes';

export const redirectMessages = {
  livePage: 'A live resource has this address: change its slug instead, and the redirect is made for you',
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
  // The page would win over the redirect, so it would never be followed.
  if (await getLiveResourceBySlug(fromPath.slice(RESOURCES_PATH.length + 1), new Date())) return fieldError('fromPath', redirectMessages.livePage);
  const created = await addRedirect(fromPath, toPath, by);
  if (!created) return fieldError('toPath', redirectMessages.loop);
  revalidatePublicContent(resourceChange({ paths: [fromPath] }));
  return { ok: true, data: created };
}

export async function deleteRedirectOf(fromPath: string | null): Promise<ServiceResult<null>> {
  if (!fromPath || !(await removeRedirect(fromPath))) return missing('Redirect');
  revalidatePublicContent(resourceChange({ paths: [fromPath] }));
  return { ok: true, data: null };
}
