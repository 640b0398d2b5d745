import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert } from '#app/components/ui/form-controls.tsx';
import { FormField, SubmitButton, TextInput } from '#app/components/ui/form.tsx';
import { failureMessage, isApiError } from '#app/lib/api-client.ts';
import type { OwnSession } from '#contract/staff-own-account.ts';
import { endOwnSession, fetchOwnSessions, replaceRecoveryCodes } from './own-account-api.ts';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** "Chrome on Windows" is more than a person needs; the browser's own words, shortened, are enough. */
const browserOf = (userAgent: string | null) => (userAgent ? userAgent.slice(0, 80) : 'An unknown browser');

/** The signed-in account's sessions: where it is signed in, and a way to end each other one. */
export function OwnSessions({ onFailure }: { onFailure: (error: unknown) => void }) {
  const [sessions, setSessions] = useState<OwnSession[]>();
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<string>();
  const fail = useCallback(
    (caught: unknown, fallback: string) => {
      setError(failureMessage(caught, fallback));
      onFailure(caught);
    },
    [onFailure],
  );
  useEffect(() => {
    fetchOwnSessions().then(setSessions, (caught: unknown) => fail(caught, 'Failed to load your sessions'));
  }, [fail]);

  async function end(session: OwnSession) {
    try {
      await endOwnSession(session.ref);
      setSessions((current) => current?.filter((each) => each.ref !== session.ref));
      setStatus('That session has ended: the browser is signed out.');
    } catch (caught) {
      fail(caught, 'Failed to end the session');
    }
  }

  return (
    <section
      aria-labelledby="sessions-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id="sessions-heading" className="text-xl font-bold text-slate-900">
        Where you are signed in
      </h2>
      <p role="status" className="mt-2 text-slate-800">
        {status ?? (sessions === undefined && !error ? 'Loading your sessions…' : '')}
      </p>
      <FormAlert message={error} />
      {sessions && (
        <ul className="mt-2 divide-y divide-slate-200" aria-label="Your sessions">
          {sessions.map((session) => (
            <li key={session.ref} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-semibold break-words text-slate-900">
                  <bdi>{browserOf(session.userAgent)}</bdi>
                </p>
                <p className="text-sm text-slate-700">
                  Signed in {dateFormat.format(new Date(session.createdAt))}, last used{' '}
                  {dateFormat.format(new Date(session.lastUsedAt))}
                </p>
              </div>
              {session.current ? (
                <span className="text-sm font-semibold text-teal-800">This browser</span>
              ) : (
                <Button size="sm" variant="dangerOutline" onClick={() => void end(session)}>
                  End{' '}
                  <span className="sr-only">
                    the session signed in {dateFormat.format(new Date(session.createdAt))}
                  </span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** New recovery codes, after the current password, shown once. */
export function RecoveryCodesForm({ onFailure }: { onFailure: (error: unknown) => void }) {
  const [codes, setCodes] = useState<string[]>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const password = String(new FormData(form).get('password') ?? '');
    setBusy(true);
    try {
      setCodes(await replaceRecoveryCodes(password));
      setError(undefined);
      form.reset();
    } catch (caught) {
      setError(
        isApiError(caught) && caught.fields?.password
          ? caught.fields.password
          : failureMessage(caught, 'Failed to make new codes'),
      );
      onFailure(caught);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="recovery-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id="recovery-heading" className="text-xl font-bold text-slate-900">
        Recovery codes
      </h2>
      <p className="mt-1 text-slate-700">
        Used up your codes, or think someone saw them? Make ten new ones; the old ones stop working.
      </p>
      <form
        noValidate
        aria-label="Make new recovery codes"
        onSubmit={(event) => void submit(event)}
        className="mt-4 flex flex-wrap items-end gap-3"
      >
        <FormField label="Your current password" required error={error} className="min-w-64 flex-1">
          <TextInput name="password" type="password" autoComplete="current-password" />
        </FormField>
        <SubmitButton busy={busy} busyLabel="Making codes…" size="field">
          Make new codes
        </SubmitButton>
      </form>
      {codes && (
        <div role="status" className="mt-4">
          <p className="text-slate-800">
            Your new codes, shown only now: print them or keep them in a password manager.
          </p>
          <ol
            className="mt-3 grid grid-cols-2 gap-2 font-mono text-base text-slate-900"
            aria-label="New recovery codes"
          >
            {codes.map((code) => (
              <li key={code} className="rounded-md bg-mist px-3 py-2">
                {code}
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
