import { ExternalLink } from '@/components/ui/icons';
import { buttonClasses } from '@/components/ui/button';
import { resourcePage as copy } from '@/content/resources';
import { responsiveContentImages } from '@/lib/content-images';
import { resourceContentKind } from '@/lib/text';
import { sanitizeResourceHtml } from '@/server/sanitize';

/** Content as the staff wrote it: a Notion address becomes a link card, HTML is sanitized, text keeps its paragraphs. */
export function ResourceContent({ content }: { content: string }) {
  const shown = resourceContentKind(content);
  if (shown.kind === 'notion') {
    return (
      <div className="rounded-xl border border-border bg-surface p-6 shadow-card sm:p-8">
        <h2 className="text-xl font-bold tracking-tight">{copy.notionHeading}</h2>
        <p className="mt-2 text-muted-foreground">{copy.notionBody}</p>
        <a href={shown.url} target="_blank" rel="noopener noreferrer" className={buttonClasses({ className: 'mt-6' })}>
          {copy.notionButton} <ExternalLink aria-hidden /><span className="sr-only"> {copy.newTab}</span>
        </a>
        <p className="mt-4 break-all text-xs text-muted-foreground">{shown.url}</p>
      </div>
    );
  }
  if (shown.kind === 'html') {
    // Sanitized first; then library images get their responsive variants (src/lib/content-images.ts).
    return <div className="resource-content" dangerouslySetInnerHTML={{ __html: responsiveContentImages(sanitizeResourceHtml(content)) }} />;
  }
  return (
    <div className="resource-content">
      {content.split(/\n\s*\n/).filter(Boolean).map((paragraph, index) => (
        <p key={index}>{paragraph.trim()}</p>
      ))}
    </div>
  );
}
