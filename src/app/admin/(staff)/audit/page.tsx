import type { Metadata } from 'next';
import { AuditScreen } from '@/components/admin/team/audit-screen';
import { auditCopy } from '@/content/admin-team';
import { requireStaffPage } from '@/server/auth/guard';

export const metadata: Metadata = { title: auditCopy.metaTitle };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AuditPage({ searchParams }: Props) {
  await requireStaffPage('/admin/audit', 'accounts');
  const params = await searchParams;
  const one = (key: string) => (typeof params[key] === 'string' ? (params[key] as string) : undefined);
  return <AuditScreen initial={{ actor: one('actor'), entity: one('entity'), action: one('action'), from: one('from'), to: one('to') }} />;
}
