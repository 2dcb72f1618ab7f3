'use client';

import { ErrorContent } from '@/components/site/error-content';
import { errorCopy } from '@/content/errors';

// A public page that failed to render (e.g. the database is briefly away): inside the site's header and footer.
export default function SiteError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorContent copy={errorCopy.site} error={error} retry={retry} />;
}
