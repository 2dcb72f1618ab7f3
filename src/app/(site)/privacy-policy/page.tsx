import { LegalDocument } from '@/components/site/legal-document';
import { privacyPolicy } from '@/content/legal';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/privacy-policy');

export default function Page() {
  return <LegalDocument path="/privacy-policy" document={privacyPolicy} />;
}
