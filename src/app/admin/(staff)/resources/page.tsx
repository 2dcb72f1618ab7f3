import type { Metadata } from 'next';
import { ResourcesManager } from '@/components/admin/resources/resources-manager';
import { resourcesCopy } from '@/content/admin-managers';
import { requireStaffPage } from '@/server/auth/guard';

export const metadata: Metadata = { title: resourcesCopy.metaTitle };

export default async function AdminResourcesPage() {
  await requireStaffPage('/admin/resources', 'content:write');
  return <ResourcesManager />;
}
