'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { loginCopy as copy } from '@/content/login';
import { signInWithPasskey, usePasskeysSupported } from '@/lib/passkeys';
import { safeNextPath } from './safe-next';

/**
 * "Sign in with a passkey" under the password form: the device asks which passkey and checks it is its owner; a
 * passkey is a whole sign-in (no code after it). Shown only where the browser can use passkeys.
 */
export function PasskeySignIn({ next, disabled, onError, onLeave }: { next: string; disabled: boolean; onError: (message: string | null) => void; onLeave: () => void }) {
  const supported = usePasskeysSupported();
  const [busy, setBusy] = useState(false);
  if (!supported) return null;
  return (
    <div className="grid gap-5">
      <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-muted-foreground" aria-hidden>
        <span className="h-px flex-1 bg-border" />
        {copy.or}
        <span className="h-px flex-1 bg-border" />
      </div>
      <Button
        type="button"
        variant="secondary"
        size="lg"
        className="w-full"
        disabled={disabled || busy}
        onClick={async () => {
          onError(null);
          setBusy(true);
          // The helper's code may fail to load (offline): that is a refusal to show, not a button left waiting.
          const result = await signInWithPasskey().catch(() => ({ ok: false as const, cancelled: false, message: null, code: undefined }));
          if (result.ok) {
            onLeave();
            // A full load, as after a password: every server component renders with the new session cookie.
            return window.location.assign(safeNextPath(next));
          }
          setBusy(false);
          // A disabled account, or a passkey used without its owner's check, is said in the server's words; any other
          // refusal (a passkey removed from the account, an expired request) in ours.
          if (!result.cancelled) onError(result.code === 'BANNED_USER' || result.code === 'PASSKEY_UNVERIFIED' ? (result.message ?? copy.passkeyFailed) : copy.passkeyFailed);
        }}
      >
        {busy ? copy.passkeyWorking : copy.passkey}
      </Button>
    </div>
  );
}
