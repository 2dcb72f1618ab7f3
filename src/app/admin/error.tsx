'use client';

import { ErrorContent } from '@/components/site/error-content';
import { errorCopy } from '@/content/errors';

// The staff layout (its session check reads the database) or the sign-in page failed: no staff shell to keep.
export default function AdminError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <ErrorContent copy={errorCopy.admin} error={error} retry={retry} />
    </main>
  );
}
