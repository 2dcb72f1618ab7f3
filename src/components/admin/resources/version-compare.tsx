'use client';

import { useQuery } from '@tanstack/react-query';
import { ExternalLink as ExternalLinkNode, RotateCcw as RotateCcwNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import { ErrorPanel, LoadingState } from '@/components/admin/list-states';
import { Button, buttonClasses } from '@/components/ui/button';
import { historyCopy as copy } from '@/content/admin-publishing';
import type { Resource } from '@/lib/schemas/resource';
import { previewHref } from './resource-card';
import { ChangeList } from './word-diff';
import { resources } from '@/kinds/resources/definition';
import { changedTexts } from '@/kit/field-text';
import { resourcePath } from '@/lib/routes';

const ExternalLink = icon(ExternalLinkNode);
const RotateCcw = icon(RotateCcwNode);

export type VersionDetail = { id: string; createdAt: string; author: string; title: string; values: Partial<Resource> };

type VersionCompareProps = { resource: Resource; versionId: string; when: string; onRestore: () => void };

/** One version against the current resource: every field that differs as a word diff, then its actions. */
export function VersionCompare({ resource, versionId, when, onRestore }: VersionCompareProps) {
  const version = useQuery<VersionDetail>({ queryKey: [`/api/admin/resources/${resource.id}/versions/${versionId}`] });
  if (version.isPending) return <LoadingState what={copy.loading} />;
  if (version.isError) return <ErrorPanel title={copy.errorTitle} body={copy.errorBody} onRetry={() => void version.refetch()} retrying={version.isFetching} />;
  const old = version.data.values;
  // Every field that differs, the address included, as the editor pages' history shows it.
  const changes = changedTexts(resources.fields, old, resource).map((change) => ({ ...change, key: change.path }));
  const moves = old.slug !== undefined && old.slug !== resource.slug;
  return (
    <section aria-labelledby="version-compare-heading" className="grid content-start gap-4">
      <h3 id="version-compare-heading" className="font-semibold">
        {copy.compareTitle(when)}
      </h3>
      {moves && <p className="text-sm font-medium">{copy.addressChange(resourcePath(resource.slug), resourcePath(old.slug!))}</p>}
      {changes.length === 0 ? <p className="text-sm text-muted-foreground">{copy.unchanged}</p> : <ChangeList changes={changes} legend={copy.legend} />}
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
