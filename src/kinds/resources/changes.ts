import { ownsKindTag, type ChangeSource, type ContentChange } from '@/kit/changes';
import { kindTag } from '@/kit/define-kind';
import { slugParam } from '@/lib/schemas/fields';
import { isResourcePath, RESOURCES_PATH, resourceFeedPath, resourceOgPath, resourcePath } from '@/lib/routes';

// Resources are not on the kit yet (docs/decisions/0036, step 7), but their changes are: the tags and paths a
// resource write expires, and what another instance accepts of them.

const isSlug = (slug: string) => slugParam.safeParse(slug).success;
const LIST_PATHS = [RESOURCES_PATH, '/sitemap.xml', resourceFeedPath];

export const resourceChanges: ChangeSource & { public: { tags(slug: string): string[]; paths(slug: string): string[] } } = {
  key: 'resources',
  ownsTag: (tag) => ownsKindTag('resources', tag),
  ownsPath: (path) => LIST_PATHS.includes(path) || isResourcePath(path, isSlug) || (path.startsWith('/og/') && isResourcePath(path.slice('/og'.length), isSlug)),
  public: {
    tags: (slug) => [kindTag('resources', slug)],
    paths: (slug) => [resourcePath(slug), resourceOgPath(slug)],
  },
};

/**
 * What a resource write expires: the list, the sitemap and the feed, the pages of the slugs it touched (before and
 * after a rename), and other paths of the resources' (a redirect's old address).
 */
export function resourceChange({ slugs = [], paths = [] }: { slugs?: string[]; paths?: string[] }): ContentChange {
  const unique = [...new Set(slugs)];
  return {
    kind: resourceChanges.key,
    tags: [kindTag(resourceChanges.key), ...unique.flatMap(resourceChanges.public.tags)],
    paths: [...new Set([...unique.flatMap(resourceChanges.public.paths), ...paths, ...LIST_PATHS])],
  };
}
