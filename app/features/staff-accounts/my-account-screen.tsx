import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { staffFormFields } from '#app/components/staff/staff-form-fields.ts';
import { StaffPanel } from '#app/components/staff/staff-panel.tsx';
import { SignOutButton, StaffScreen } from '#app/components/staff/staff-screen.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert } from '#app/components/ui/form-controls.tsx';
import { BoundField, SubmitButton, TextInput } from '#app/components/ui/form.tsx';
import { failureMessage, isApiError } from '#app/lib/api-client.ts';
import type { ConfirmationState } from '#contract/staff-confirmation.ts';
import { istDateTime } from '#contract/ist-date-time.ts';
import { ownAccountMessages } from '#contract/staff-own-account.ts';
import { newPasskeySchema, type PasskeyView, staffPasskeyEndpoints } from '#contract/staff-passkeys.ts';
import { AlertsPanel } from './alerts-panel.tsx';
import { ConfirmIdentity } from './confirm-identity.tsx';
import { ChangePasswordForm, NewAuthenticator } from './own-credentials.tsx';
import { OwnSessions, RecoveryCodesForm } from './own-sessions.tsx';
import { useConfirmation, useOwnPasskeys, usePasskeyChange } from './own-account-queries.ts';
import { passkeyCancelled } from './passkeys-api.ts';

const cancelledMessage = 'No passkey was added: the browser’s dialog was closed or timed out.';

const passkeyFieldLabels = { name: 'Name of the new passkey' } as const;

function Passkeys({ confirmed, onChanged }: { confirmed: boolean; onChanged: () => void }) {
  const { data: passkeys, error: loadError } = useOwnPasskeys();
  const change = usePasskeyChange();
  const [missingName, setMissingName] = useState(false);
  const refusedName = isApiError(change.error) ? change.error.fields?.name : undefined;
  const nameError = missingName ? 'Name the passkey, e.g. “Work laptop”.' : refusedName;
  const failure = refusedName ? null : (change.error ?? loadError);
  const error = !failure
    ? undefined
    : passkeyCancelled(failure)
      ? cancelledMessage
      : failureMessage(
          failure,
          failure === loadError
            ? 'Failed to load your passkeys'
            : change.variables?.kind === 'add'
              ? 'Failed to add the passkey'
              : 'Failed to remove the passkey',
        );
  const status =
    change.data?.kind === 'added'
      ? `Passkey “${change.data.passkey.name}” added. Next time, choose “Sign in with a passkey”.`
      : change.data?.kind === 'removed'
        ? `Passkey “${change.data.passkey.name}” removed.`
        : undefined;

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const name = String(new FormData(form).get('name') ?? '').trim();
    change.reset();
    setMissingName(!name);
    if (!name) return;
    change.mutate(
      { kind: 'add', name },
      {
        onSuccess: () => {
          form.reset();
          onChanged();
        },
      },
    );
  }

  function remove(passkey: PasskeyView) {
    if (!window.confirm(`Remove the passkey “${passkey.name}”? It will no longer sign you in.`)) return;
    change.mutate({ kind: 'remove', passkey }, { onSuccess: onChanged });
  }

  return (
    <StaffPanel
      headingId="passkeys-heading"
      title="Passkeys"
      intro="A passkey signs you in with your device’s screen lock or fingerprint, without a password or code."
    >
      <p role="status" className="mt-3 text-slate-800">
        {status ?? (passkeys === undefined && !error ? 'Loading your passkeys…' : '')}
      </p>
      <FormAlert message={error} />
      {passkeys?.length === 0 && <p className="mt-3 text-slate-700">You have no passkeys yet.</p>}
      {passkeys && passkeys.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-200" aria-label="Your passkeys">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-semibold text-slate-900">
                  <bdi>{passkey.name}</bdi>
                </p>
                <p className="text-sm text-slate-700">
                  Added {istDateTime(passkey.createdAt)}
                  {passkey.lastUsedAt && `, last used ${istDateTime(passkey.lastUsedAt)}`}
                </p>
              </div>
              {confirmed && (
                <Button size="sm" variant="dangerOutline" onClick={() => remove(passkey)}>
                  Remove <span className="sr-only">{passkey.name}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {confirmed ? (
        <form
          noValidate
          aria-label="Add a passkey"
          onSubmit={add}
          className="mt-5 flex flex-wrap items-end gap-3"
        >
          <BoundField
            field={staffFormFields(newPasskeySchema, passkeyFieldLabels, { name: nameError })('name')}
            className="min-w-64 flex-1"
          >
            {(control) => <TextInput {...control({ placeholder: 'Work laptop', autoComplete: 'off' })} />}
          </BoundField>
          <SubmitButton
            busy={change.isPending && change.variables.kind === 'add'}
            busyLabel="Waiting for your device…"
            size="field"
          >
            Add a passkey
          </SubmitButton>
        </form>
      ) : (
        <p className="mt-3 text-slate-700">Confirm it is you, above, to add or remove a passkey.</p>
      )}
    </StaffPanel>
  );
}

/** Until the confirmation runs out, as the browser's clock sees it; the server checks again anyway. */
function useConfirmedUntil(state: ConfirmationState | undefined) {
  const until = state?.confirmedUntil ? Date.parse(state.confirmedUntil) : 0;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const left = until - Date.now();
    if (left <= 0) return;
    const timer = window.setTimeout(() => setNow(Date.now()), left);
    return () => window.clearTimeout(timer);
  }, [until]);
  return until > now ? until : undefined;
}

function OwnAccount({ onLock }: { onLock: () => Promise<void> }) {
  const { data: confirmation, error } = useConfirmation();
  const confirmedUntil = useConfirmedUntil(confirmation);
  const confirmed = confirmedUntil !== undefined;
  const [signInChanged, setSignInChanged] = useState(false);
  const changedSignIn = useCallback(() => setSignInChanged(true), []);

  if (!confirmation) {
    const loadError = error ? failureMessage(error, 'Failed to load your sign-in') : undefined;
    return (
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
        <SignOutButton onLock={onLock} />
        <p role="status" className="text-slate-800">
          {loadError ? '' : 'Loading your sign-in…'}
        </p>
        <FormAlert message={loadError} />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
      <SignOutButton onLock={onLock} />
      {confirmed ? (
        <p className="text-slate-800">
          You can change how you sign in until {istDateTime(new Date(confirmedUntil))}; after that, you will
          be asked to confirm it is you again.
        </p>
      ) : (
        <ConfirmIdentity ways={confirmation.ways} />
      )}
      <Passkeys confirmed={confirmed} onChanged={changedSignIn} />
      {!confirmation.ways.password ? (
        <p className="text-slate-700">{ownAccountMessages.noPassword}</p>
      ) : (
        confirmed && (
          <>
            <ChangePasswordForm />
            <NewAuthenticator onChanged={changedSignIn} />
            <RecoveryCodesForm onChanged={changedSignIn} />
          </>
        )
      )}
      <AlertsPanel />
      <OwnSessions confirmed={confirmed} signInChanged={signInChanged} />
    </div>
  );
}

/**
 * The signed-in member of staff's own sign-in: passkeys, password, authenticator app, sessions and
 * recovery codes, behind the staff gate.
 */
export function MyAccountScreen({ title }: { title: string }) {
  return (
    <StaffScreen
      title={title}
      intro="How you sign in to the staff screens."
      purpose="manage your sign-in"
      roles={staffPasskeyEndpoints.list.access.roles}
    >
      {(session) => <OwnAccount onLock={session.lock} />}
    </StaffScreen>
  );
}
