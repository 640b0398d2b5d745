import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { Button } from './ui/button.tsx';
import { FormField, TextInput } from './ui/form.tsx';

const sessionPath = '/api/admin/session';

export const staffGateTexts = {
  heading: 'Admin Access Required',
  keyLabel: 'Enter Admin Key',
  submit: 'Access Admin Panel',
  checking: 'Checking admin access…',
  invalidKey: 'Invalid admin key',
  unreachable: 'Could not reach the server. Check your internet connection and try again.',
} as const;

type SessionState = 'checking' | 'locked' | 'unlocked';

/** Whether this browser holds a staff session: `200 { admin }` or, from older servers, 401 for none. */
async function hasStaffSession(): Promise<boolean> {
  const response = await fetch(sessionPath, { headers: { accept: 'application/json' } });
  const body = (await response.json().catch(() => ({}))) as { admin?: boolean };
  return response.ok && body.admin === true;
}

/**
 * The staff screens' gate: asks the server whether the session cookie (HttpOnly, unreadable here)
 * is valid, and otherwise asks for the admin key. Shows `children` once unlocked.
 */
export function StaffSessionGate({ children }: { children: (lock: () => Promise<void>) => ReactNode }) {
  const [state, setState] = useState<SessionState>('checking');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  useEffect(() => {
    let current = true;
    hasStaffSession().then(
      (valid) => current && setState(valid ? 'unlocked' : 'locked'),
      () => current && setState('locked'),
    );
    return () => {
      current = false;
    };
  }, []);

  async function unlock(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const key = String(new FormData(event.currentTarget).get('key') ?? '');
    setBusy(true);
    setError(undefined);
    try {
      const response = await fetch(sessionPath, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key }),
      });
      await response.body?.cancel();
      if (response.ok) setState('unlocked');
      else
        setError(
          response.status === 401 || response.status === 400
            ? staffGateTexts.invalidKey
            : `Could not sign in (${response.status}).`,
        );
    } catch {
      setError(staffGateTexts.unreachable);
    } finally {
      setBusy(false);
    }
  }

  const lock = async () => {
    const response = await fetch(sessionPath, { method: 'DELETE' });
    await response.body?.cancel();
    setState('locked');
  };

  if (state === 'unlocked') return children(lock);
  if (state === 'checking')
    return <p className="p-10 text-center text-slate-700">{staffGateTexts.checking}</p>;
  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto mt-10 w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id={headingId} className="text-center text-2xl font-bold text-slate-900">
        {staffGateTexts.heading}
      </h2>
      <form noValidate onSubmit={(event) => void unlock(event)} className="mt-6 space-y-4">
        <FormField label={staffGateTexts.keyLabel} required error={error}>
          <TextInput
            name="key"
            type="password"
            autoComplete="current-password"
            placeholder={staffGateTexts.keyLabel}
          />
        </FormField>
        <Button type="submit" disabled={busy} className="w-full" size="lg">
          {staffGateTexts.submit}
        </Button>
      </form>
    </section>
  );
}
