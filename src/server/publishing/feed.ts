import 'server-only';
import { textParagraphsHtml } from '@/lib/text';
import { escapeXml } from '@/lib/xml';
import { resourceFeed as copy } from '@/content/resources';
import { categoryLabels } from '@/lib/categories';
import { resourceFeedPath, resourcePath } from '@/lib/routes';
import type { Resource } from '@/lib/schemas/resource';
import { resourceContentKind } from '@/lib/text';
import { sanitizeResourceHtml } from '../sanitize';


/** The entry's body as the page shows it: sanitized HTML, a Notion link, or paragraphs of plain text. */
function entryHtml(resource: Resource, siteUrl: string): string {
  const shown = resourceContentKind(resource.content);
  if (shown.kind === 'notion') return `<p><a href="${escapeXml(shown.url)}">${escapeXml(copy.title)}: Notion</a></p>`;
  if (shown.kind === 'html') {
    // Feed readers resolve nothing against the page: site paths become absolute.
    return sanitizeResourceHtml(resource.content).replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${siteUrl}/`);
  }
  return textParagraphsHtml(resource.content);
}

/** An Atom 1.0 feed of the resources live now (the list the page shows), newest first. */
export function atomFeed(resources: Resource[], siteUrl: string): string {
  const updated = resources.reduce((latest, r) => (r.updatedAt > latest ? r.updatedAt : latest), resources[0]?.publishedAt ?? new Date(0).toISOString());
  const entries = resources.map((r) => {
    const url = `${siteUrl}${resourcePath(r.slug)}`;
    return [
      '  <entry>',
      `    <id>urn:uuid:${r.id}</id>`,
      `    <title>${escapeXml(r.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <published>${r.publishedAt}</published>`,
      `    <updated>${r.updatedAt > r.publishedAt ? r.updatedAt : r.publishedAt}</updated>`,
      ...r.categories.map((c) => `    <category term="${c}" label="${escapeXml(categoryLabels[c])}"/>`),
      `    <summary>${escapeXml(r.description)}</summary>`,
      `    <content type="html">${escapeXml(entryHtml(r, siteUrl))}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeXml(`${siteUrl}${resourceFeedPath}`)}</id>`,
    `  <title>${escapeXml(copy.title)}</title>`,
    `  <subtitle>${escapeXml(copy.subtitle)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(`${siteUrl}${resourceFeedPath}`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(`${siteUrl}${resourcePath('').slice(0, -1)}`)}"/>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>SmartTech</name><uri>${escapeXml(siteUrl)}</uri></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
