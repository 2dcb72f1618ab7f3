'use client';

import { LogOut as LogOutNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { adminShell } from '@/content/admin';
import { authClient } from '@/lib/auth-client';
import { toast } from '@/lib/toast';
import { SIGN_IN_PATH } from '@/lib/routes';

const LogOut = icon(LogOutNode);

/** Ends the session on the server, then leaves the admin for the login page. */
export function SignOutButton() {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function signOut() {
    setPending(true);
    try {
      const result = await authClient.signOut();
      if (result.error) throw new Error(result.error.message ?? 'Sign-out failed');
      router.replace(SIGN_IN_PATH);
      router.refresh();
    } catch (error) {
      console.error(error);
      toast({ ...adminShell.signOutFailed, variant: 'destructive' });
      setPending(false);
    }
  }

  return (
    <Button variant="secondary" size="sm" onClick={signOut} disabled={pending} className="max-sm:size-10 max-sm:px-0">
      <LogOut aria-hidden />
      {/* Icon only on a phone, so the top bar stays one row; the name stays for screen readers. */}
      <span className="sr-only sm:not-sr-only">{pending ? adminShell.signingOut : adminShell.signOut}</span>
    </Button>
  );
}
