import type { Metadata } from 'next';
import { PrivacyRequests } from '@/components/admin/contact/privacy-requests';
import { privacyCopy } from '@/content/admin-leads';
import { requireStaffPage } from '@/server/auth/guard';
import { env } from '@/server/env';

export const metadata: Metadata = { title: privacyCopy.metaTitle };

export default async function AdminPrivacyPage() {
  await requireStaffPage('/admin/privacy', 'privacy');
  return <PrivacyRequests retentionMonths={{ leads: env().CONTACT_RETENTION_MONTHS, applications: env().APPLICATION_RETENTION_MONTHS }} />;
}
