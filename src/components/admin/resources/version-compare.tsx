'use client';

import { useQuery } from '@tanstack/react-query';
import { ExternalLink as ExternalLinkNode, RotateCcw as RotateCcwNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import { ErrorPanel, LoadingState } from '@/components/admin/list-states';
import { Button, buttonClasses } from '@/components/ui/button';
import { historyCopy as copy } from '@/content/admin-publishing';
import type { Resource } from '@/lib/schemas/resource';
import { previewHref } from './resource-card';
import { ChangeList, contentAsText } from './word-diff';

const ExternalLink = icon(ExternalLinkNode);
const RotateCcw = icon(RotateCcwNode);

export type VersionDetail = { id: string; createdAt: string; author: string; title: string; snapshot: Pick<Resource, 'title' | 'description' | 'content' | 'slug'> };

type VersionCompareProps = { resource: Resource; versionId: string; when: string; onRestore: () => void };

/** One version against the current resource: title, description and content as a word diff, then its actions. */
export function VersionCompare({ resource, versionId, when, onRestore }: VersionCompareProps) {
  const version = useQuery<VersionDetail>({ queryKey: [`/api/admin/resources/${resource.id}/versions/${versionId}`] });
  if (version.isPending) return <LoadingState what={copy.loading} />;
  if (version.isError) return <ErrorPanel title={copy.errorTitle} body={copy.errorBody} onRetry={() => void version.refetch()} retrying={version.isFetching} />;
  const old = version.data.snapshot;
  const fields = [
    { key: 'title', label: copy.fields.title, before: old.title, after: resource.title },
    { key: 'description', label: copy.fields.description, before: old.description, after: resource.description },
    { key: 'content', label: copy.fields.content, before: contentAsText(old.content ?? ''), after: contentAsText(resource.content) },
  ];
  return (
    <section aria-labelledby="version-compare-heading" className="grid content-start gap-4">
      <h3 id="version-compare-heading" className="font-semibold">
        {copy.compareTitle(when)}
      </h3>
      <ChangeList changes={fields} legend={copy.legend} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <a href={previewHref(resource.id, versionId)} target="_blank" rel="noopener" className={buttonClasses({ variant: 'secondary' })}>
          <ExternalLink aria-hidden />
          {copy.preview}
        </a>
        <Button onClick={onRestore}>
          <RotateCcw aria-hidden />
          {copy.restore}
        </Button>
      </div>
    </section>
  );
}
