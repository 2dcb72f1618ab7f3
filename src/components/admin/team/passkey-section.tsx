'use client';

import { useEffect, useState } from 'react';
import { ConfirmActionDialog } from '@/components/admin/confirm-action-dialog';
import { useSiteTimeZone } from '@/components/admin/site-time-zone';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { Card } from '@/components/ui/card';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { feedback } from '@/content/admin';
import { passkeyCopy as copy } from '@/content/admin-team';
import { PASSKEY_NAME_MAX } from '@/lib/passkey-name';
import { addPasskey, listPasskeys, removePasskey, usePasskeysSupported, type StoredPasskey } from '@/lib/passkeys';
import { formatDateTime } from '@/lib/site-time';
import { toast } from '@/lib/toast';

const failure = (description: string) => toast({ title: feedback.errorTitle, description, variant: 'destructive' });

/** /admin/account's passkeys: the member's list, add one (named), remove one after a question. */
export function PasskeySection() {
  const zone = useSiteTimeZone();
  const [passkeys, setPasskeys] = useState<StoredPasskey[] | null | 'failed'>(null);
  const supported = usePasskeysSupported();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<StoredPasskey | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);

  const reload = async () => setPasskeys((await listPasskeys()) ?? 'failed');
  useEffect(() => {
    let live = true;
    void listPasskeys().then((list) => live && setPasskeys(list ?? 'failed'));
    return () => {
      live = false;
    };
  }, []);

  async function add(event: React.FormEvent) {
    event.preventDefault();
    if (!password) return setPasswordError(copy.passwordRequired);
    setBusy(true);
    setPasswordError(undefined);
    const result = await addPasskey(name.trim() || copy.defaultName, password).catch(() => ({ ok: false as const, cancelled: false, message: null, field: undefined }));
    setBusy(false);
    if (!result.ok && result.field === 'password') return setPasswordError(result.message ?? copy.failed);
    setPassword('');
    if (result.ok) {
      setName('');
      toast({ title: feedback.successTitle, description: copy.added });
      return reload();
    }
    if (result.cancelled) return failure(copy.cancelled);
    return failure(result.message ?? copy.failed);
  }

  async function confirmRemove() {
    if (!removing) return;
    setRemoveBusy(true);
    const result = await removePasskey(removing.id);
    setRemoveBusy(false);
    if (!result.ok) return failure(result.message ?? copy.failed);
    setRemoving(null);
    toast({ title: feedback.successTitle, description: copy.removed });
    return reload();
  }

  return (
    <Card className="grid gap-4 p-5" id="passkeys">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">{copy.title}</h2>
        <p className="text-sm text-muted-foreground">{copy.intro}</p>
      </div>
      {passkeys === 'failed' ? (
        <p role="alert" className="text-sm text-destructive">{copy.loadFailed}</p>
      ) : passkeys && passkeys.length > 0 ? (
        <ul className="grid gap-2" aria-label={copy.title}>
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border px-3.5 py-2.5">
              <div className="grid">
                <span className="font-medium">{passkey.name || copy.defaultName}</span>
                <span className="text-xs text-muted-foreground">
                  {copy.addedOn(formatDateTime(passkey.createdAt, zone))}
                  {passkey.deviceType === 'multiDevice' ? ` · ${copy.synced}` : ''}
                </span>
              </div>
              <Button type="button" variant="ghost" size="sm" className="text-destructive hover:text-destructive" onClick={() => setRemoving(passkey)} aria-label={`${copy.remove} ${passkey.name || copy.defaultName}`}>
                {copy.remove}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        passkeys && <p className="text-sm text-muted-foreground">{copy.none}</p>
      )}
      {supported ? (
        <form method="post" className="grid gap-4" onSubmit={(event) => void add(event)}>
          <Field id="passkey-name" label={copy.name} hint={copy.nameHint}>
            <Input type="text" maxLength={PASSKEY_NAME_MAX} value={name} placeholder={copy.defaultName} onChange={(event) => setName(event.target.value)} {...fieldAria('passkey-name', { hint: true })} />
          </Field>
          <Field id="passkey-password" label={copy.password} hint={copy.passwordHint} error={passwordError}>
            <Input type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} {...fieldAria('passkey-password', { error: passwordError, hint: true })} />
          </Field>
          <SubmitButton disabled={busy} className="justify-self-start">{busy ? copy.adding : copy.add}</SubmitButton>
        </form>
      ) : (
        // Said once the list is read (the page is running): before, "unsupported" is only the server's guess.
        passkeys !== null && <p className="text-sm text-muted-foreground">{copy.unsupported}</p>
      )}
      <ConfirmActionDialog
        open={removing !== null}
        title={copy.removeTitle(removing?.name || copy.defaultName)}
        description={copy.removeBody}
        confirmLabel={copy.remove}
        pendingLabel={copy.removing}
        pending={removeBusy}
        variant="destructive"
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </Card>
  );
}
