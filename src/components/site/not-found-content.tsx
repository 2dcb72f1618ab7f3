import { SiteLink } from '@/components/ui/site-link';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { site } from '@/content/site';

/** The body of the 404 page; the shell around it comes from whichever layout renders it. */
export function NotFoundContent() {
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <p className="bg-gradient-to-br from-primary to-accent bg-clip-text text-7xl font-extrabold text-transparent" aria-hidden>404</p>
      <h1 className="mt-4 text-title font-bold tracking-tight">{site.notFound.title}</h1>
      <p className="mt-4 max-w-xl text-lg leading-relaxed text-muted-foreground text-pretty">{site.notFound.body}</p>
      <SiteLink href="/" className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
        {site.notFound.homeLink}
      </SiteLink>
    </Container>
  );
}
