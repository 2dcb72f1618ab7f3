import { site } from '@/content/site';
import type { Resource } from '@/lib/schemas/resource';
import { publicConfig } from '@/server/env';
import { getSettings } from '@/server/queries/public';
import { resourcePath } from '@/lib/routes';

/** Structured data for search engines; `<` is escaped so content can never close the script tag. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}

export async function organizationJsonLd() {
  const { siteUrl } = publicConfig();
  const { contactEmail, discordUrl, slackUrl, officeCity } = await getSettings();
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    legalName: site.legalName,
    slogan: site.tagline,
    description: site.description,
    url: siteUrl,
    logo: `${siteUrl}/icon.svg`,
    email: contactEmail,
    address: { '@type': 'PostalAddress', addressLocality: officeCity, addressCountry: site.office.countryCode },
    sameAs: [discordUrl, slackUrl],
  };
}

export function articleJsonLd(resource: Resource) {
  const { siteUrl } = publicConfig();
  const url = `${siteUrl}${resourcePath(resource.slug)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: resource.title,
    description: resource.description,
    image: resource.imageUrl ? new URL(resource.imageUrl, siteUrl).toString() : undefined,
    datePublished: resource.publishedAt,
    dateModified: resource.updatedAt,
    mainEntityOfPage: url,
    url,
    author: { '@type': 'Organization', name: site.name, url: siteUrl },
    publisher: { '@type': 'Organization', name: site.name, logo: { '@type': 'ImageObject', url: `${siteUrl}/icon.svg` } },
  };
}
