import type { Metadata } from 'next';
import { LeadDetailView } from '@/components/admin/contact/lead-detail';
import { leadCopy } from '@/content/admin-leads';
import { requireStaffPage } from '@/server/auth/guard';

export const metadata: Metadata = { title: leadCopy.metaTitle };

export default async function AdminLeadPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireStaffPage(`/admin/contact/${id}`, 'leads');
  return <LeadDetailView id={id} />;
}
