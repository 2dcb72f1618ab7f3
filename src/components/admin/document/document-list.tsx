'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { AdminPageHeader } from '@/components/admin/page-header';
import { useSiteTimeZone } from '@/components/admin/site-time-zone';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { documentEditorCopy as copy } from '@/content/admin-documents';
import { kindAdminPath, kindListUrl, type ClientKind } from '@/kit/client-kind';
import { formatDateTime } from '@/lib/site-time';
import { NewDocumentDialog } from './new-document-dialog';

type Summary = Record<string, unknown> & { id: string; status: 'draft' | 'scheduled' | 'published'; live: boolean; updatedAt: string };

type ListView = { title: string; intro: string; addressPrefix: string };

/**
 * The staff list of a kind kept as documents, or of a view of it (`view`: the documents whose address starts with
 * its prefix, e.g. the industry pages, where a new one starts with that prefix).
 */
export function DocumentList({ kind, related = [], view }: { kind: ClientKind; related?: ReadonlyArray<{ href: string; label: string }>; view?: ListView }) {
  const zone = useSiteTimeZone();
  const list = useQuery<Summary[]>({ queryKey: [kindListUrl(kind.key)] });
  const addressField = Object.entries(kind.fields).find(([, field]) => field.type === 'address')?.[0];
  const docs = view && addressField ? list.data?.filter((doc) => String(doc[addressField] ?? '').startsWith(view.addressPrefix)) : list.data;
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <AdminPageHeader title={view?.title ?? kind.labels.plural} intro={view?.intro ?? kind.labels.intro}>
        {related.map((link) => (
          <Button key={link.href} asChild variant="secondary">
            <Link href={link.href}>{link.label}</Link>
          </Button>
        ))}
        {kind.starterAsks && <NewDocumentDialog kind={kind} asks={kind.starterAsks} addressPrefix={view?.addressPrefix} />}
      </AdminPageHeader>
      {list.isError ? (
        <p role="alert">{copy.loadError}</p>
      ) : !docs ? (
        <p role="status">{copy.loading}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{copy.summary(docs.length, kind.labels.singular, kind.labels.plural)}</caption>
            <thead className="bg-surface text-muted-foreground">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">{copy.columns.title}</th>
                {addressField && <th scope="col" className="px-4 py-3 font-medium">{copy.columns.address}</th>}
                <th scope="col" className="px-4 py-3 font-medium">{copy.columns.status}</th>
                <th scope="col" className="px-4 py-3 font-medium">{copy.columns.updated}</th>
              </tr>
            </thead>
            <tbody>
              {docs.map((doc) => {
                const title = String(doc[kind.card.title] ?? '');
                return (
                  <tr key={doc.id} className="border-t border-border">
                    <td className="px-4 py-3">
                      <Link href={`${kindAdminPath(kind.key)}/${doc.id}`} className="font-semibold text-foreground underline-offset-4 hover:underline" aria-label={copy.edit(title)}>
                        {title}
                      </Link>
                    </td>
                    {addressField && <td className="px-4 py-3 font-mono text-xs">{String(doc[addressField] ?? '')}</td>}
                    <td className="px-4 py-3">
                      <Badge variant={doc.status === 'published' ? 'default' : doc.status === 'scheduled' ? 'accent' : 'muted'}>{copy.status[doc.status]}</Badge>
                      {kind.card.flag && doc[kind.card.flag.field] === true && (
                        <Badge variant="muted" className="ml-2">
                          {kind.card.flag.label}
                        </Badge>
                      )}
                      {doc.status === 'draft' && doc.live && <span className="ml-2 text-xs text-muted-foreground">{copy.liveWithChanges}</span>}
                    </td>
                    <td className="px-4 py-3 text-muted-foreground">{formatDateTime(doc.updatedAt, zone)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
