import { StaffPanel } from '#app/components/staff/staff-panel.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert } from '#app/components/ui/form-controls.tsx';
import { failureMessage } from '#app/lib/api-client.ts';
import { istDateTime } from '#contract/ist-date-time.ts';
import { useEndSessions, useNewRecoveryCodes, useOwnSessions } from './own-account-queries.ts';

/** "Chrome on Windows" is more than a person needs; the browser's own words, shortened, are enough. */
const browserOf = (userAgent: string | null) => (userAgent ? userAgent.slice(0, 80) : 'An unknown browser');

const endedText = (ended: number) =>
  ended === 0
    ? 'You were signed in nowhere else.'
    : `Signed out everywhere else: ${ended} other ${ended === 1 ? 'session' : 'sessions'} ended.`;

/**
 * The signed-in account's sessions: where it is signed in, and (after a recent sign-in or
 * confirmation) a way to end each other one or all of them. After a change to how the person signs
 * in, it offers to end the others (ASVS 5.0 7.4.3).
 */
export function OwnSessions({ confirmed, signInChanged }: { confirmed: boolean; signInChanged: boolean }) {
  const { data: sessions, error: loadError } = useOwnSessions();
  const endSessions = useEndSessions();
  const failure = endSessions.error ?? loadError;
  const error = !failure
    ? undefined
    : failureMessage(
        failure,
        failure === loadError
          ? 'Failed to load your sessions'
          : endSessions.variables?.kind === 'one'
            ? 'Failed to end the session'
            : 'Failed to end your other sessions',
      );
  const answer = endSessions.data;
  const status = !answer
    ? undefined
    : answer.kind === 'one'
      ? 'That session has ended: the browser is signed out.'
      : endedText(answer.ended);
  const busy = endSessions.isPending && endSessions.variables.kind === 'others';

  const others = sessions?.filter((session) => !session.current).length ?? 0;

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
                  Signed in {istDateTime(session.createdAt)}, last used {istDateTime(session.lastUsedAt)}
                </p>
              </div>
              {session.current ? (
                <span className="text-sm font-semibold text-teal-800">This browser</span>
              ) : !confirmed ? null : (
                <Button
                  size="sm"
                  variant="dangerOutline"
                  onClick={() => endSessions.mutate({ kind: 'one', session })}
                >
                  End <span className="sr-only">the session signed in {istDateTime(session.createdAt)}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {others > 0 && confirmed && (
        <div className="mt-4 space-y-3">
          {signInChanged && (
            <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-slate-900">
              Your sign-in changed. If someone else might have used your old one, sign out everywhere else.
            </p>
          )}
          <Button
            variant="dangerOutline"
            size="field"
            disabled={busy}
            onClick={() => endSessions.mutate({ kind: 'others' })}
          >
            {busy ? 'Signing out…' : 'Sign out everywhere else'}
          </Button>
        </div>
      )}
      {others > 0 && !confirmed && (
        <p className="mt-3 text-slate-700">Confirm it is you, above, to end these sessions.</p>
      )}
    </section>
  );
}

/** New recovery codes, shown once; the old ones stop working. */
export function RecoveryCodesForm({ onChanged }: { onChanged: () => void }) {
  const newCodes = useNewRecoveryCodes();
  const codes = newCodes.data;
  const error = newCodes.error ? failureMessage(newCodes.error, 'Failed to make new codes') : undefined;
  const busy = newCodes.isPending;

  return (
    <StaffPanel
      headingId="recovery-heading"
      title="Recovery codes"
      intro="Used up your codes, or think someone saw them? Make ten new ones; the old ones stop working."
    >
      <Button
        className="mt-4"
        size="field"
        disabled={busy}
        onClick={() => newCodes.mutate(undefined, { onSuccess: onChanged })}
      >
        {busy ? 'Making codes…' : 'Make new codes'}
      </Button>
      <div className="mt-3">
        <FormAlert message={error} />
      </div>
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
    </StaffPanel>
  );
}
