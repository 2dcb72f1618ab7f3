import { ArrowRight, ChartLine, Image as ImageIcon, Inbox, LifeBuoy, UserRound } from '@/components/ui/icons';
import { analyticsCopy } from '@/content/admin-analytics';
import { percentOf } from '@/server/analytics/rate';
import { KindIcon } from './kind/kind-icon';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { dashboardCopy as copy } from '@/content/admin';
import { kindAdminPath } from '@/kit/client-kind';
import { staffKinds, staffViews } from '@/kinds/registry';
import { writePermission } from '@/kit/define-kind';
import { can, roleLabels, type Permission, type StaffRole } from '@/lib/staff-roles';

type LeadSummary = { new: number; overdue: number; thisWeek: { source: string; count: number }[] };
type DashboardProps = {
  user: { name: string; email: string; role: StaffRole };
  /** Counts for the cards this role sees (null: not its screen). */
  newContactRequests: number | null;
  newApplications: number | null;
  leads: LeadSummary | null;
  /** The last seven days' analytics (null: not this role's screen). */
  analytics: { visitors: number; conversions: number; conversionRate: number } | null;
  contactEmail: string;
  /** A screen the member was sent back from, its role not allowing it. */
  denied?: string;
};

function SectionCard({ href, icon, title, description, cta, extra }: { href: string; icon: ReactNode; title: string; description: string; cta: string; extra?: ReactNode }) {
  return (
    <li className="grid">
      <Card className="group relative flex flex-col gap-3 p-5 transition-colors focus-within:border-primary hover:border-primary">
        <div className="flex items-center justify-between gap-3">
          <span className="inline-flex size-10 items-center justify-center rounded-lg bg-primary/15 text-primary">{icon}</span>
          {extra}
        </div>
        <h2 className="text-lg font-semibold">
          {/* The whole card is the link's hit area; the heading stays the link's name. */}
          <Link href={href} className="outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:outline-2 focus-visible:after:outline-ring">
            {title}
          </Link>
        </h2>
        <p className="flex-1 text-sm text-muted-foreground">{description}</p>
        <p aria-hidden className="inline-flex items-center gap-1 text-sm font-semibold text-primary">
          {cta}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </p>
      </Card>
    </li>
  );
}

/** /admin: the three sections, how to manage content, the image guide, help, and who is signed in. */
export function Dashboard({ user, newContactRequests, newApplications, leads, analytics, contactEmail, denied }: DashboardProps) {
  const { cards } = copy;
  const may = (permission: Permission) => can(user.role, permission);
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-title font-bold tracking-tight">{copy.title}</h1>
          <p className="text-muted-foreground">{copy.intro}</p>
        </div>
        <Card className="flex items-center gap-3 px-4 py-3">
          <UserRound aria-hidden className="size-5 text-muted-foreground" />
          <div className="grid text-sm">
            <span className="sr-only">{copy.signedInMember}</span>
            <span className="font-semibold">{copy.welcome(user.name || user.email)}</span>
            <span className="text-muted-foreground">{user.email}</span>
            <span className="text-muted-foreground">{copy.role(roleLabels[user.role].label)}</span>
            <Link href="/admin/account" className="font-medium text-primary underline-offset-4 hover:underline">{copy.account}</Link>
          </div>
        </Card>
      </div>
      {denied && (
        <p role="alert" className="rounded-lg border border-destructive/50 bg-destructive/10 px-4 py-3 text-sm">
          {copy.denied(denied, roleLabels[user.role].label)}
        </p>
      )}
      <ul className="grid gap-5 md:grid-cols-3">
        {staffKinds.filter((kind) => may(writePermission(kind))).map((kind) => (
          <SectionCard key={kind.key} href={kindAdminPath(kind.key)} icon={<KindIcon name={kind.icon} />} title={kind.labels.plural} {...kind.labels.dashboard} />
        ))}
        {staffViews.filter(({ kind }) => may(writePermission(kind))).map(({ view }) => (
          <SectionCard key={view.key} href={kindAdminPath(view.key)} icon={<KindIcon name={view.icon} />} title={view.labels.title} {...view.labels.dashboard} />
        ))}
        {newContactRequests !== null && (
          <SectionCard
            href="/admin/contact"
            icon={<Inbox aria-hidden className="size-5" />}
            {...cards.contact}
            extra={<Badge variant={newContactRequests > 0 ? 'default' : 'muted'}>{cards.contact.newCount(newContactRequests)}</Badge>}
          />
        )}
        {newApplications !== null && (
          <SectionCard
            href="/admin/applications"
            icon={<Inbox aria-hidden className="size-5" />}
            {...cards.applications}
            extra={<Badge variant={newApplications > 0 ? 'default' : 'muted'}>{cards.applications.newCount(newApplications)}</Badge>}
          />
        )}
        {analytics && (
          <SectionCard
            href="/admin/analytics?range=7d"
            icon={<ChartLine aria-hidden className="size-5" />}
            {...analyticsCopy.card}
            extra={<Badge variant="muted">{analyticsCopy.card.summary(analytics.visitors, analytics.conversions, percentOf(analytics.conversionRate))}</Badge>}
          />
        )}
      </ul>
      {leads && <Card className="grid gap-4 p-5">
        <section aria-labelledby="dashboard-leads" className="grid gap-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="dashboard-leads" className="text-lg font-semibold">{copy.leads.title}</h2>
            <Link href="/admin/contact" className="text-sm font-medium text-primary underline-offset-4 hover:underline">{copy.leads.open}</Link>
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <Link href="/admin/contact?status=new" className="grid gap-1 rounded-lg bg-surface-2 p-4 hover:ring-1 hover:ring-border">
              <span className="text-3xl font-bold tabular-nums">{leads.new}</span>
              <span className="text-sm text-muted-foreground">{copy.leads.new}</span>
            </Link>
            <Link href="/admin/contact?status=overdue" className={`grid gap-1 rounded-lg p-4 hover:ring-1 hover:ring-border ${leads.overdue > 0 ? 'bg-destructive/10' : 'bg-surface-2'}`}>
              <span className={`text-3xl font-bold tabular-nums ${leads.overdue > 0 ? 'text-destructive' : ''}`}>{leads.overdue}</span>
              <span className="text-sm text-muted-foreground">{copy.leads.overdue}</span>
            </Link>
            <div className="grid content-start gap-2 rounded-lg bg-surface-2 p-4">
              <span className="text-sm font-medium">{copy.leads.thisWeek}</span>
              {leads.thisWeek.length === 0 ? (
                <span className="text-sm text-muted-foreground">{copy.leads.noneThisWeek}</span>
              ) : (
                <dl className="grid gap-1 text-sm">
                  {leads.thisWeek.slice(0, 6).map((row) => (
                    <div key={row.source} className="flex justify-between gap-3">
                      <dt><Link href={`/admin/contact?source=${encodeURIComponent(row.source)}`} className="underline-offset-4 hover:underline">{row.source}</Link></dt>
                      <dd className="tabular-nums text-muted-foreground">{row.count}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </div>
          </div>
        </section>
      </Card>}
      <div className="grid gap-5 lg:grid-cols-[2fr_1fr]">
        <Card className="grid content-start gap-4 p-5">
          <h2 className="text-lg font-semibold">{copy.instructionsTitle}</h2>
          <dl className="grid gap-3">
            {copy.instructions.map((item) => (
              <div key={item.title} className="grid gap-0.5">
                <dt className="font-medium">{item.title}</dt>
                <dd className="text-sm text-muted-foreground">{item.body}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <div className="grid content-start gap-5">
          <Card className="grid gap-3 p-5">
            <h2 className="flex items-center gap-2 text-lg font-semibold">
              <ImageIcon aria-hidden className="size-5 text-muted-foreground" />
              {copy.imageGuideTitle}
            </h2>
            <dl className="grid gap-2 text-sm">
              {copy.imageGuides.map((guide) => (
                <div key={guide.label} className="flex flex-wrap justify-between gap-x-3">
                  <dt className="font-medium">{guide.label}</dt>
                  <dd className="text-muted-foreground">{guide.value}</dd>
                </div>
              ))}
            </dl>
          </Card>
          <Card className="grid gap-2 p-5">
            <h2 className="flex items-center gap-2 text-lg font-semibold">
              <LifeBuoy aria-hidden className="size-5 text-muted-foreground" />
              {copy.helpTitle}
            </h2>
            <p className="text-sm text-muted-foreground">
              {copy.helpBody}{' '}
              <a href={`mailto:${contactEmail}`} className="font-medium text-primary underline underline-offset-4">
                {contactEmail}
              </a>
            </p>
          </Card>
        </div>
      </div>
    </div>
  );
}
