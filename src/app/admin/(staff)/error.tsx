'use client';

import { ErrorContent } from '@/components/site/error-content';
import { errorCopy } from '@/content/errors';

// A staff page that failed to render: inside the staff header, so navigation stays at hand.
export default function StaffPageError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorContent copy={errorCopy.admin} error={error} retry={retry} />;
}
