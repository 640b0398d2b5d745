/**
 * The admin session as the page knows it (an HttpOnly cookie it can only ask the server about), and
 * the gate that opens it with the admin key.
 */
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { adminMessages } from '#contract/admin-session.ts';
import { Icon } from '#app/components/ui/icon.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { FormField, TextInput } from '#app/components/ui/form.tsx';
import { checkAdminSession, endAdminSession, startAdminSession, isTabletApiError } from './tablets-api.ts';

/** "45 seconds", "1 minute", "15 minutes": a Retry-After wait, rounded up to whole minutes past a minute. */
export function formatWaitTime(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return whole === 1 ? '1 second' : `${whole} seconds`;
  const minutes = Math.ceil(whole / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** The gate's message after too many attempts. */
export function tooManyAttemptsMessage(retryAfterSeconds: number | undefined): string {
  if (retryAfterSeconds === undefined) return 'Too many attempts. Try again later.';
  return `Too many attempts. Try again in ${formatWaitTime(retryAfterSeconds)}.`;
}

type AdminSessionState =
  { status: 'checking' } | { status: 'locked'; notice?: string } | { status: 'unlocked' };

/**
 * The admin session lives in an HttpOnly cookie the page cannot read, so on mount it asks the server;
 * until then the state is 'checking'.
 */
export function useAdminSession() {
  const [state, setState] = useState<AdminSessionState>({ status: 'checking' });

  useEffect(() => {
    let current = true;
    checkAdminSession().then(
      (valid) => {
        if (current) setState(valid ? { status: 'unlocked' } : { status: 'locked' });
      },
      (error: unknown) => {
        if (current)
          setState({ status: 'locked', notice: error instanceof Error ? error.message : undefined });
      },
    );
    return () => {
      current = false;
    };
  }, []);

  /** Throws the server's refusal (wrong key, too many attempts) for the gate to show. */
  const unlock = useCallback(async (key: string) => {
    await startAdminSession(key);
    setState({ status: 'unlocked' });
  }, []);

  /** Throws when the server could not be told, so the panel stays open rather than pretending. */
  const lock = useCallback(async () => {
    await endAdminSession();
    setState({ status: 'locked' });
  }, []);

  const expire = useCallback(() => {
    setState({ status: 'locked', notice: adminMessages.loginRequired });
  }, []);

  return { state, unlock, lock, expire };
}

const gateTexts = {
  heading: 'Admin Access Required',
  keyLabel: 'Enter Admin Key',
  submit: 'Access Admin Panel',
  intro: 'This area is for staff. Enter the admin key to manage the tablet catalogue.',
  keyRequired: 'Enter the admin key.',
  unreachable: 'Could not unlock the admin panel. Please try again.',
  needsScript: 'The staff screen needs JavaScript. Turn it on in your browser to sign in.',
} as const;

function refusalMessage(error: unknown): string {
  if (isTabletApiError(error) && error.status === 429) return tooManyAttemptsMessage(error.retryAfterSeconds);
  if (error instanceof Error && error.message) return error.message;
  return gateTexts.unreachable;
}

const gateCard =
  'mx-auto mt-10 w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8';
const noticeClass = 'mt-5 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900';

function GateHeading({ id, icon }: { id: string; icon: boolean }) {
  return (
    <div className="flex flex-col items-center text-center">
      {icon && (
        <span className="flex size-12 items-center justify-center rounded-full bg-teal-50 text-teal-800">
          <Icon name="lock-keyhole" className="size-6" />
        </span>
      )}
      <h2 id={id} className="mt-4 text-2xl font-bold text-slate-900">
        {gateTexts.heading}
      </h2>
      <p className="mt-2 text-slate-700">{gateTexts.intro}</p>
    </div>
  );
}

interface AdminGateProps {
  onUnlock: (key: string) => Promise<void>;
  /** Why the gate is shown again, e.g. the session ended. */
  notice?: string;
}

export function AdminGate({ onUnlock, notice }: AdminGateProps) {
  const [key, setKey] = useState('');
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const keyInput = useRef<HTMLInputElement>(null);
  const headingId = `${useId()}-heading`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (key === '') {
      setError(gateTexts.keyRequired);
      keyInput.current?.focus();
      return;
    }
    setSubmitting(true);
    setError(undefined);
    try {
      await onUnlock(key);
    } catch (caught) {
      setError(refusalMessage(caught));
      setSubmitting(false);
      keyInput.current?.select();
      keyInput.current?.focus();
    }
  }

  return (
    <section aria-labelledby={headingId} className={gateCard}>
      <GateHeading id={headingId} icon />
      {notice && (
        <p role="status" className={noticeClass}>
          {notice}
        </p>
      )}
      <form noValidate onSubmit={submit} className="mt-6 space-y-4">
        <FormField label={gateTexts.keyLabel} required error={error} announceError>
          <TextInput
            ref={keyInput}
            name="key"
            type="password"
            autoComplete="current-password"
            placeholder={gateTexts.keyLabel}
            value={key}
            onChange={(event) => {
              setKey(event.target.value);
              if (error) setError(undefined);
            }}
          />
        </FormField>
        <Button type="submit" aria-disabled={submitting || undefined} className="w-full">
          {gateTexts.submit}
        </Button>
      </form>
    </section>
  );
}

/** The gate as a page without JavaScript shows it: the same texts, the form disabled, and why. */
export function AdminGateWithoutScript() {
  return (
    <section aria-labelledby="admin-gate-static-heading" className={gateCard}>
      <GateHeading id="admin-gate-static-heading" icon={false} />
      <p className={noticeClass}>{gateTexts.needsScript}</p>
      <fieldset disabled className="mt-6 space-y-4">
        <FormField label={gateTexts.keyLabel} required>
          <TextInput type="password" placeholder={gateTexts.keyLabel} />
        </FormField>
        <Button className="w-full">{gateTexts.submit}</Button>
      </fieldset>
    </section>
  );
}
