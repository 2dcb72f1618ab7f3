'use client';

import { redirect, usePathname, useSearchParams } from 'next/navigation';
import { signInUrl } from '@/lib/routes';

/**
 * Rendered by the staff layout when the session is missing or stale. A server layout cannot see the requested
 * path (it does not re-render on navigation), but a client component can; on a first load Next turns this
 * render-time redirect into a server-side 307, so the sign-in page brings staff back to the page they asked for.
 */
export function LoginRedirect() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  return redirect(signInUrl(search ? `${pathname}?${search}` : pathname));
}
