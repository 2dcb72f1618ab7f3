import { site } from '@/content/site';
import type { Resource } from '@/lib/schemas/resource';
import { publicConfig } from '@/server/env';
import { getSettings } from '@/server/queries/public';
import { type JobOpening } from '@/server/queries/careers';
import { sanitizeFormattedText } from '@/server/sanitize';
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

// schema.org's employment types, as Google's job search reads them.
const EMPLOYMENT_TYPES: Record<JobOpening['type'], string> = { 'full-time': 'FULL_TIME', 'part-time': 'PART_TIME', internship: 'INTERN', contract: 'CONTRACTOR' };

/** The salary as Google's baseSalary reads it: a MonetaryAmount of a range (or one end of it) per unit of time. */
function baseSalary(opening: JobOpening) {
  const min = opening.salaryMin ?? null;
  const max = opening.salaryMax ?? null;
  if (min === null && max === null) return {};
  // "From 3,500" is a lower bound, "up to 45" an upper one, not an exact figure.
  const range = min !== null && max !== null ? (min === max ? { value: min } : { minValue: min, maxValue: max }) : min !== null ? { minValue: min } : { maxValue: max };
  return { baseSalary: { '@type': 'MonetaryAmount', currency: opening.salaryCurrency ?? 'EUR', value: { '@type': 'QuantitativeValue', ...range, unitText: opening.salaryPeriod ?? 'YEAR' } } };
}

/**
 * An opening as Google's job search reads it (developers.google.com/search/docs/appearance/structured-data/job-posting):
 * title, description (its HTML), datePosted, hiringOrganization, and where it is done: the office (jobLocation) unless
 * it is remote only; a remote-only job as TELECOMMUTE with the country applicants must be in (Google keeps that for
 * jobs done wholly from home, so a hybrid one names its office only). validThrough when it has one.
 */
export async function jobPostingJsonLd(opening: JobOpening) {
  const { siteUrl } = publicConfig();
  const { officeCity } = await getSettings();
  const remote = opening.workplace === 'remote';
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: opening.title,
    description: sanitizeFormattedText(opening.description),
    datePosted: opening.createdAt.slice(0, 10),
    ...(opening.validThrough ? { validThrough: opening.validThrough } : {}),
    employmentType: EMPLOYMENT_TYPES[opening.type],
    ...baseSalary(opening),
    hiringOrganization: { '@type': 'Organization', name: site.name, sameAs: siteUrl, logo: `${siteUrl}/icon.svg` },
    ...(!remote ? { jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: opening.office ?? officeCity, addressCountry: site.office.countryCode } } } : {}),
    ...(remote ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: site.office.countryCode } } : {}),
    url: `${siteUrl}${opening.path}`,
  };
}
