import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DocumentEditor } from '@/components/admin/document/document-editor';
import { DocumentList } from '@/components/admin/document/document-list';
import { kindParts } from '@/kit/server/kind-api';
import { KindManager } from '@/components/admin/kind/kind-manager';
import { clientKindOf, kindAdminPath } from '@/kit/client-kind';
import { staffKinds, staffViews } from '@/kinds/registry';
import { requireStaffPage } from '@/server/auth/guard';
import { writePermission } from '@/kit/define-kind';

// The staff list of every kind on the content kit (docs/decisions/0036); a static screen beside it wins.
type Props = { params: Promise<{ kind: string }> };

const kindOf = (key: string) => staffKinds.find((kind) => kind.key === key);
const viewOf = (key: string) => staffViews.find(({ view }) => view.key === key);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const key = (await params).kind;
  const title = kindOf(key)?.labels.plural ?? viewOf(key)?.view.labels.title;
  return title ? { title } : {};
}

export default async function AdminKindPage({ params }: Props) {
  const { kind: key } = await params;
  const view = viewOf(key);
  // A kind's screen is for changing it: its own permission (reading is the API's, for every role).
  await requireStaffPage(kindAdminPath(key), writePermission(view?.kind ?? kindOf(key)));
  // A view of a kind (the industry pages): that kind's list, of the documents at its addresses.
  if (view) return <DocumentList kind={clientKindOf(view.kind)} view={{ title: view.view.labels.title, intro: view.view.labels.intro, addressPrefix: view.view.addressPrefix }} />;
  const kind = kindOf(key);
  if (!kind) notFound();
  // A singleton's screen is its one document's editor; a kind with an editor page lists its documents, each linking
  // to its editor; the others edit in a dialog.
  if (kind.singleton) {
    const id = await kindParts(kind).documents?.singletonId();
    if (!id) notFound();
    return <DocumentEditor kind={clientKindOf(kind)} id={id} />;
  }
  // The pages list leads to the header and the footer every page shows (the singletons).
  const shell = kind.key === 'pages' ? staffKinds.filter((other) => other.singleton).map((other) => ({ href: kindAdminPath(other.key), label: other.labels.dashboard.cta })) : [];
  return kind.editor === 'page' ? <DocumentList kind={clientKindOf(kind)} related={shell} /> : <KindManager kind={clientKindOf(kind)} />;
}
