import { LegalDocument } from '@/components/site/legal-document';
import { termsOfService } from '@/content/legal';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/terms-of-service');

export default function Page() {
  return <LegalDocument path="/terms-of-service" document={termsOfService} />;
}
