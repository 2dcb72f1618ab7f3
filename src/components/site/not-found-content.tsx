import { SiteLink } from '@/components/ui/site-link';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { site } from '@/content/site';

/** The body of the 404 page; the shell around it comes from whichever layout renders it. */
export function NotFoundContent() {
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      {/* One "404": the big figure is the start of the heading, which reads "404 Page Not Found" as one line would. */}
      <h1 className="grid justify-items-center gap-4 text-title font-bold tracking-tight">
        <span className="bg-gradient-to-br from-primary to-accent bg-clip-text text-7xl font-extrabold text-transparent">{site.notFound.code}</span>{' '}
        <span>{site.notFound.heading}</span>
      </h1>
      <p className="mt-4 max-w-xl text-lg leading-relaxed text-muted-foreground text-pretty">{site.notFound.body}</p>
      <SiteLink href="/" className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
        {site.notFound.homeLink}
      </SiteLink>
    </Container>
  );
}
