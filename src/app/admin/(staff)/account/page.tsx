import type { Metadata } from 'next';
import { AccountScreen } from '@/components/admin/team/account-screen';
import { accountCopy } from '@/content/admin-team';
import { roleLabels } from '@/lib/staff-roles';
import { requireStaffPage } from '@/server/auth/guard';
import { mustSetUpTwoFactor } from '@/server/auth/two-factor-rule';

export const metadata: Metadata = { title: accountCopy.metaTitle };

export default async function AccountPage() {
  const user = await requireStaffPage('/admin/account');
  return <AccountScreen email={user.email} name={user.name} role={roleLabels[user.role].label} twoFactor={{ enabled: user.twoFactorEnabled, required: mustSetUpTwoFactor({ ...user, twoFactorEnabled: false }) }} />;
}
