import type { Metadata } from 'next';
import { ContactInbox } from '@/components/admin/contact/contact-inbox';
import { contactCopy } from '@/content/admin-leads';
import { requireStaffPage } from '@/server/auth/guard';

export const metadata: Metadata = { title: contactCopy.metaTitle };

export default async function AdminContactPage() {
  await requireStaffPage('/admin/contact', 'leads');
  return <ContactInbox />;
}
