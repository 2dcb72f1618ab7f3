'use client';

import { lazyErrorBoundary } from '@/components/site/lazy-error-boundary';

// The page it shows: components/site/error-boundaries.tsx, loaded when an error happens.
export default lazyErrorBoundary('AdminError');
