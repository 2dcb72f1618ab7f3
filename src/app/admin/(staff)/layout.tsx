import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AdminHeader } from '@/components/admin/admin-header';
import { LoginRedirect } from '@/components/admin/login-redirect';
import { QueryProvider } from '@/components/admin/query-provider';
import { SiteTimeZoneProvider } from '@/components/admin/site-time-zone';
import { StaffUserProvider } from '@/components/admin/staff-user';
import { SkipLink } from '@/components/ui/skip-link';
import { site } from '@/content/site';
import { getStaffUser } from '@/server/auth/guard';
import { siteTimeZone } from '@/server/env';

export const metadata: Metadata = {
  title: { default: `Staff | ${site.name}`, template: `%s | Staff | ${site.name}` },
  robots: { index: false, follow: false },
};

export default async function StaffLayout({ children }: { children: ReactNode }) {
  // Checked first: no staff session, no staff shell. The layout cannot see the requested path, so LoginRedirect (a
  // client component) builds `next`. Each page checks again with its own path: pages render alongside the layout,
  // and a client navigation re-renders only the page.
  const user = await getStaffUser();
  if (!user) return <LoginRedirect />;
  return (
    <QueryProvider>
      <SiteTimeZoneProvider zone={siteTimeZone()}>
        <StaffUserProvider id={user.id}>
          <SkipLink label={site.skipLink} />
          <AdminHeader email={user.email} role={user.role} />
          <main id="main" tabIndex={-1} className="outline-none">
            {children}
          </main>
        </StaffUserProvider>
      </SiteTimeZoneProvider>
    </QueryProvider>
  );
}
