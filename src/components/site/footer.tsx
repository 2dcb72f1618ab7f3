import { SiteLink } from '@/components/ui/site-link';
import { Mail, MapPin } from '@/components/ui/icons';
import type { NavLink } from '@/content/navigation';
import { site } from '@/content/site';
import { Container } from '@/components/ui/container';
import type { SiteFooter, SiteSettings } from '@/server/queries/public';
import { Logo } from './logo';

function LinkColumn({ heading, links }: { heading: string; links: readonly NavLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-foreground">{heading}</h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((link, index) => (
          <li key={index}>
            <SiteLink href={link.href} className="text-sm text-muted-foreground transition-colors hover:text-foreground">
              {link.text}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The foot of every public page: the published footer's words and columns, and the site's contact settings. */
export function Footer({ content, config }: { content: SiteFooter; config: SiteSettings }) {
  const columns = content.columns;
  const last = columns.length - 1;
  return (
    <footer className="render-when-near border-t border-border bg-surface/60">
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="max-w-sm">
          <SiteLink href="/" className="inline-block rounded-md" aria-label={site.homeLinkLabel}>
            <Logo />
          </SiteLink>
          <p className="mt-4 text-sm leading-relaxed text-muted-foreground">{content.blurb}</p>
          <ul className="mt-5 space-y-2 text-sm text-muted-foreground">
            <li className="flex items-center gap-2">
              <MapPin aria-hidden className="size-4 text-accent" /> {config.officeCity}, {config.officeCountry}
            </li>
            <li className="flex items-center gap-2">
              <Mail aria-hidden className="size-4 text-accent" />
              <a href={`mailto:${config.contactEmail}`} className="text-muted-foreground hover:text-foreground">{config.contactEmail}</a>
            </li>
          </ul>
        </div>
        {columns.slice(0, last).map((column, index) => (
          <LinkColumn key={index} heading={column.heading} links={column.links} />
        ))}
        {/* The community links close the last column. */}
        <div className="space-y-8">
          {columns[last] && <LinkColumn heading={columns[last].heading} links={columns[last].links} />}
          <div>
            <h2 className="text-sm font-semibold text-foreground">{site.footerHeadings.community}</h2>
            <ul className="mt-4 flex gap-4 text-sm">
              <li><a href={config.discordUrl} {...external} className="text-muted-foreground hover:text-foreground">{site.community.discord}<span className="sr-only"> {site.newTab}</span></a></li>
              <li><a href={config.slackUrl} {...external} className="text-muted-foreground hover:text-foreground">{site.community.slack}<span className="sr-only"> {site.newTab}</span></a></li>
            </ul>
          </div>
        </div>
      </Container>
      {/* md:pb-24: room under the last lines for the floating chat button (bottom 20 px + 56 px), which would
          otherwise sit on them for good at the end of every page. Below md the chat link is in the header. */}
      <Container className="flex flex-col gap-2 border-t border-border pb-6 pt-6 md:pb-24 text-sm text-muted-foreground sm:flex-row sm:justify-between">
        <p>© {new Date().getFullYear()} {site.legalName} {site.rightsReserved}</p>
        <p>{site.tagline}</p>
      </Container>
    </footer>
  );
}
