import { previewRoute } from '@/kit/server/preview-route';
import { kinds } from '@/kinds/registry';

// The public page of a document with an address of its own, as staff preview it (docs/decisions/0036).
export const { GET } = previewRoute(kinds);
