import type { ContentChange } from '@/kit/changes';
import { defineKind, kindTag, type Refusal } from '@/kit/define-kind';
import { isLive } from '@/lib/publication';
import { f } from '@/kit/fields';
import { categoryIds, categoryLabels, resourceTypeLabels, resourceTypePlurals, resourceTypes, type ResourceType } from '@/lib/categories';
import { SLUG_PATTERN } from '@/lib/slug';
import { isResourcePath, RESOURCES_PATH, resourceFeedPath, resourceOgPath, resourcePath } from '@/lib/routes';

// The product spec's resources (POST/PATCH /api/admin/resources, GET /api/resources): articles, whitepapers and case
// studies at /resources/<slug>, with a status, a publication time and an unpublish time (docs/decisions/0015), SEO
// fields and a social image. Their fields, rules and what a change expires are here (docs/decisions/0036, step 7);
// their store, routes and screens are still their own (server/services/resources.ts), and move onto the kit next.

/** The most characters a resource's content may hold, as sent and as stored (after sanitizing). */
export const RESOURCE_CONTENT_MAX_LENGTH = 200_000;
/** Search-result lengths staff are guided to (longer is allowed up to the field's limit, with a warning). */
export const SEO_TITLE_HINT = 60;
export const SEO_DESCRIPTION_HINT = 160;

export const UNPUBLISH_BEFORE_PUBLISH = 'Unpublish time must be after the publication time';

/** Each type's tab on the staff list, when it has none. */
const TYPE_EMPTY: Record<ResourceType, string> = {
  article: 'Add an article to publish it on the Resources page.',
  whitepaper: 'Add a whitepaper to publish it on the Resources page.',
  'case-study': 'Add a case study, or paste a Notion page link into its Content.',
};

const isSlug = (slug: string) => slug.length <= 160 && SLUG_PATTERN.test(slug);
/** Every change to a resource shows on the list, the sitemap and the feed. */
const LIST_PATHS = [RESOURCES_PATH, '/sitemap.xml', resourceFeedPath];

export const resources = defineKind({
  key: 'resources',
  labels: {
    singular: 'Resource',
    plural: 'Resources',
    intro: 'Articles, whitepapers and case studies on the Resources page.',
    empty: 'Add an article, whitepaper or case study to publish it on the Resources page.',
    dashboard: { description: 'Publish articles, whitepapers and case studies.', cta: 'Manage resources' },
    imageAlt: 'Image for {title}',
    add: 'Add Resource',
  },
  icon: 'file-text',
  storage: {
    table: 'resources',
    joined: { categories: { table: 'resource_categories', owner: 'resource_id', value: 'category_id' } },
    history: true,
    unique: ['slug'],
    trash: true,
  },
  fields: {
    title: f.text({ label: 'Title', placeholder: 'Cloud Cost Optimization Playbook', required: true, max: 200, width: 'half' }),
    slug: f.slug({ label: 'Slug', from: 'title', prefix: resourcePath(''), placeholder: 'cloud-cost-optimization-playbook', help: 'Filled from the title until you edit it. Public address:', width: 'half' }),
    description: f.textarea({ label: 'Description', placeholder: 'A one- or two-sentence summary shown on the card.', required: true, max: 5000, rows: 3 }),
    content: f.richText({ label: 'Content', placeholder: 'Text, HTML, or a Notion page link', help: 'Paste a Notion page link to show a link card to it.', max: RESOURCE_CONTENT_MAX_LENGTH, format: 'article' }),
    imageUrl: f.image({ label: 'Image URL', placeholder: 'https://example.com/cover.jpg', help: '16:9, at least 1200x675.', guide: 'resource' }),
    categories: f.choices({ label: 'Categories', options: categoryIds.map((id) => ({ value: id, label: categoryLabels[id] })), min: 1, minMessage: 'Please select at least one category' }),
    type: f.choice({ label: 'Type', options: resourceTypes.map((type) => ({ value: type, label: resourceTypeLabels[type], plural: resourceTypePlurals[type], empty: TYPE_EMPTY[type] })), default: 'article', width: 'half' }),
    status: f.choice({ label: 'Status', control: 'radio', options: [{ value: 'draft', label: 'Draft' }, { value: 'published', label: 'Published' }], default: 'published', help: 'Drafts are never shown to visitors. Published resources go live at their publication time.' }),
    publishedAt: f.dateTime({ label: 'Publication date', timeLabel: 'Publication time', required: true, help: 'Without a time, 00:00 in the site’s time zone.', width: 'half' }),
    unpublishAt: f.dateTime({ label: 'Unpublish date', timeLabel: 'Unpublish time', help: 'Optional: the resource leaves the site at this time.', width: 'half' }),
    seoTitle: f.text({ label: 'Meta title', max: 200, advised: { max: SEO_TITLE_HINT, where: 'search results' } }),
    seoDescription: f.textarea({ label: 'Meta description', max: 500, rows: 3, advised: { max: SEO_DESCRIPTION_HINT, where: 'search results' } }),
    socialImageId: f.media({ label: 'Social image', help: 'A media-library image for link previews (cropped to 1200×630). Empty: the cover image or a generated card.', guide: 'inline' }),
    noindex: f.toggle({ label: 'Hide from search engines (noindex)', default: false, help: 'The page stays public, but asks search engines not to list it.' }),
  },
  card: { title: 'title', excerpt: 'description', image: 'imageUrl', layout: 'cover', badges: ['type', 'categories'], view: 'content' },
  order: { field: 'publishedAt', direction: 'desc' },
  form: {
    sections: [
      { key: 'publication', fields: ['status', 'publishedAt', 'unpublishAt'] },
      {
        key: 'seo',
        title: 'SEO & sharing',
        intro: 'How the resource appears in search results and when shared. Empty fields use the title and description.',
        fields: ['seoTitle', 'seoDescription', 'noindex', 'socialImageId'],
        preview: 'search',
      },
    ],
  },
  // The staff list: tabs by type, a status filter (draft, scheduled, published now), the trash.
  list: { filters: ['type', 'status'], states: { status: 'status', from: 'publishedAt', until: 'unpublishAt' } },
  public: {
    tags: (resource) => [kindTag('resources', resource.slug)],
    paths: (resource) => [resourcePath(resource.slug), resourceOgPath(resource.slug), ...LIST_PATHS],
    ownsPath: (path) => LIST_PATHS.includes(path) || isResourcePath(path, isSlug) || (path.startsWith('/og/') && isResourcePath(path.slice('/og'.length), isSlug)),
    address: { of: (resource) => resourcePath(resource.slug), isLive: (resource, now) => isLive(resource, now) },
  },
  rules: {
    create: (resource) => timesRefusal(resource),
    update: (_before, after) => timesRefusal(after),
  },
});

/** A resource leaves the site after it arrives, or it would never be shown. */
function timesRefusal(resource: { publishedAt: string; unpublishAt: string | null }): Refusal | null {
  if (resource.unpublishAt && Date.parse(resource.unpublishAt) <= Date.parse(resource.publishedAt)) return { field: 'unpublishAt', message: UNPUBLISH_BEFORE_PUBLISH, invalid: true };
  return null;
}

/**
 * What a resource write expires, by slug (the service, the schedule watcher and a version 1 message name resources by
 * their slugs, before and after a rename): the kind's tag, each slug's tag and pages, `paths` besides (a redirect's
 * old address), and the list, the sitemap and the feed, which every change shows on.
 */
export function resourceChange({ slugs = [], paths = [] }: { slugs?: string[]; paths?: string[] }): ContentChange {
  const shown = [...new Set(slugs)].map((slug) => ({ slug }) as Parameters<typeof resources.public.tags>[0]);
  return {
    kind: resources.key,
    tags: [kindTag(resources.key), ...shown.flatMap(resources.public.tags)],
    paths: [...new Set([...shown.flatMap(resources.public.paths), ...paths, ...LIST_PATHS])],
  };
}
