import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DocumentEditor } from '@/components/admin/document/document-editor';
import { clientKindOf, kindAdminPath } from '@/kit/client-kind';
import { staffKinds } from '@/kinds/registry';
import { requireStaffPage } from '@/server/auth/guard';
import { writePermission } from '@/kit/define-kind';
import { can } from '@/lib/staff-roles';

// The editor page of a document of a kind that has one (docs/decisions/0036); the document is read by the page.
type Props = { params: Promise<{ kind: string; id: string }> };

const kindOf = (key: string) => staffKinds.find((kind) => kind.key === key && kind.editor === 'page');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const kind = kindOf((await params).kind);
  return kind ? { title: `Edit ${kind.labels.singular.toLowerCase()}` } : {};
}

export default async function AdminDocumentPage({ params }: Props) {
  const { kind: key, id } = await params;
  const user = await requireStaffPage(`${kindAdminPath(key)}/${id}`, writePermission(kindOf(key)));
  const kind = kindOf(key);
  if (!kind) notFound();
  // The site-wide documents (navigation, footer, settings) a page's publication may carry with it: those this role may change.
  const companions = kind.singleton ? [] : staffKinds.filter((other) => other.singleton && other.editor === 'page' && can(user.role, writePermission(other))).map((other) => ({ key: other.key, label: other.labels.singular }));
  return <DocumentEditor kind={clientKindOf(kind)} id={id} companions={companions} />;
}
