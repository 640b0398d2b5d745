import { type FormEvent, useRef, useState } from 'react';
import { staffFormFields } from '#app/components/staff/staff-form-fields.ts';
import { FormAlert } from '#app/components/ui/form-controls.tsx';
import { BoundField, SubmitButton, TextInput } from '#app/components/ui/form.tsx';
import { failureMessage, isApiError } from '#app/lib/api-client.ts';
import { invitationPasskeyEndpoints } from '#contract/staff-passkeys.ts';
import { joinTexts } from './join-texts.ts';
import { usePasskeyRegistration } from './join-queries.tsx';
import { passkeyCancelled, passkeysAvailable } from './passkeys-api.ts';

const passkeyFieldLabels = { name: joinTexts.passkeyName } as const;

const nameRefusal = (error: unknown): string | undefined =>
  isApiError(error) ? error.fields?.name : undefined;

/**
 * The first way in: a passkey registered with the invitation, which alone signs the person in from
 * then on (user verification makes it both factors).
 */
export function PasskeyRegistration({ token, onDone }: { token: string; onDone: () => void }) {
  // Rendered only once the page runs and has read the invitation, so the browser can be asked.
  const [available] = useState(passkeysAvailable);
  const [nameError, setNameError] = useState<string>();
  const registration = usePasskeyRegistration(token);
  const nameInput = useRef<HTMLInputElement>(null);
  // Still busy once registered, until the page says so.
  const busy = registration.isPending || registration.isSuccess;
  const refused =
    registration.error && !nameRefusal(registration.error)
      ? passkeyCancelled(registration.error)
        ? joinTexts.passkeyCancelled
        : failureMessage(registration.error, joinTexts.passkeyCancelled)
      : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim();
    registration.reset();
    if (!name) {
      setNameError(joinTexts.passkeyNameRequired);
      nameInput.current?.focus();
      return;
    }
    setNameError(undefined);
    registration.mutate(name, {
      onSuccess: () => onDone(),
      onError: (caught) => {
        const refusedName = nameRefusal(caught);
        if (!refusedName) return;
        // The server's word on the name stays by the field until the person changes it.
        setNameError(refusedName);
        nameInput.current?.focus();
      },
    });
  }

  return (
    <section aria-labelledby="join-passkey-heading" className="mt-6">
      <h2 id="join-passkey-heading" className="text-lg font-bold text-slate-900">
        {joinTexts.passkeyHeading}
      </h2>
      <p className="mt-1 text-slate-700">{joinTexts.passkeyIntro}</p>
      <p className="mt-2 text-slate-700">{joinTexts.passkeyRecovery}</p>
      {available ? (
        <form noValidate aria-label={joinTexts.passkeyHeading} onSubmit={submit} className="mt-4 space-y-4">
          <BoundField
            field={staffFormFields(
              invitationPasskeyEndpoints.registerWithInvitation.body,
              passkeyFieldLabels,
              { name: nameError },
            )('name')}
            hint={joinTexts.passkeyNameHint}
          >
            {(control) => (
              <TextInput
                ref={nameInput}
                {...control({
                  autoComplete: 'off',
                  placeholder: joinTexts.passkeyNamePlaceholder,
                  onChange: () => nameError && setNameError(undefined),
                })}
              />
            )}
          </BoundField>
          <FormAlert message={refused} />
          <SubmitButton busy={busy} busyLabel={joinTexts.passkeyBusy} className="w-full">
            {joinTexts.passkeySubmit}
          </SubmitButton>
        </form>
      ) : (
        <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {joinTexts.passkeyUnavailable}
        </p>
      )}
    </section>
  );
}

/** What a passkey registration leaves the person to know: how to sign in next time, and how to recover. */
export function PasskeyRegistered() {
  return (
    <>
      <p className="mt-2 text-slate-700">{joinTexts.passkeyDone}</p>
      <p className="mt-2 text-slate-700">{joinTexts.passkeyDoneRecovery}</p>
    </>
  );
}
