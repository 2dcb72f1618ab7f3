import type { Metadata } from 'next';
import { TeamScreen } from '@/components/admin/team/team-screen';
import { teamCopy } from '@/content/admin-team';
import { requireStaffPage } from '@/server/auth/guard';

export const metadata: Metadata = { title: teamCopy.metaTitle };

export default async function TeamPage() {
  const user = await requireStaffPage('/admin/users', 'accounts');
  return <TeamScreen selfId={user.id} />;
}
