import type { Metadata } from 'next';
import { RedirectsManager } from '@/components/admin/redirects/redirects-manager';
import { redirectsCopy } from '@/content/admin-publishing';
import { requireStaffPage } from '@/server/auth/guard';

export const metadata: Metadata = { title: redirectsCopy.metaTitle };

export default async function AdminRedirectsPage() {
  await requireStaffPage('/admin/redirects', 'content:write');
  return <RedirectsManager />;
}
