import { type FormEvent, useRef, useState } from 'react';
import { staffFormFields } from '#app/components/staff/staff-form-fields.ts';
import { StaffPanel } from '#app/components/staff/staff-panel.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert } from '#app/components/ui/form-controls.tsx';
import { SubmitButton } from '#app/components/ui/form.tsx';
import { failureMessage, isApiError } from '#app/lib/api-client.ts';
import { confirmationLifetimeMinutes } from '#contract/endpoint.ts';
import { staffAccountMessages } from '#contract/staff-accounts.ts';
import { type ConfirmationState, confirmationSchema } from '#contract/staff-confirmation.ts';
import { ownAccountMessages } from '#contract/staff-own-account.ts';
import { useConfirmIdentity } from './own-account-queries.ts';
import { AuthenticatorCodeField, CurrentPasswordField } from './password-and-code-fields.tsx';
import { passkeyCancelled } from './passkeys-api.ts';

export const confirmTexts = {
  heading: 'Confirm it is you',
  intro: `Before you change how you sign in or end sessions, confirm it is you. It lasts ${confirmationLifetimeMinutes} minutes.`,
  withPasskey: 'Confirm with a passkey',
  waitingForPasskey: 'Waiting for your device…',
  or: 'Or with your password and a code',
  form: 'Confirm with your password and a code',
  password: 'Your password',
  code: 'Code from your authenticator app, or a recovery code',
  confirm: 'Confirm',
  confirming: 'Checking…',
  passkeyCancelled: 'Nothing was confirmed: the browser’s dialog was closed or timed out.',
} as const;

type Field = 'password' | 'code';

/** The body of a confirmation with the password and a code, the first of the two the endpoint takes. */
const passwordConfirmation = confirmationSchema.options[0];

const confirmFieldLabels = { password: confirmTexts.password, code: confirmTexts.code } as const;

/** Why nothing was confirmed. A wrong password or code is one message: saying which would help a guesser. */
function refusal(error: Error | null): string | undefined {
  if (!error) return undefined;
  if (passkeyCancelled(error)) return confirmTexts.passkeyCancelled;
  if (isApiError(error) && error.fields?.password) return error.fields.password;
  return failureMessage(error, 'Failed to confirm it is you');
}

/**
 * Asks the person to prove who they are again (ASVS 5.0 7.5.1): with a passkey, or with the
 * password and a code, whichever the account has.
 */
export function ConfirmIdentity({ ways }: { ways: ConfirmationState['ways'] }) {
  const confirm = useConfirmIdentity();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const field = staffFormFields(passwordConfirmation, confirmFieldLabels, errors);
  const form = useRef<HTMLFormElement>(null);
  const busy = confirm.isPending ? confirm.variables.way : undefined;
  const refused = refusal(confirm.error);

  function withPasskey() {
    confirm.mutate({ way: 'passkey' });
  }

  function withPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const password = String(data.get('password') ?? '');
    const code = String(data.get('code') ?? '').trim();
    const missing = {
      ...(password === '' && { password: ownAccountMessages.passwordRequired }),
      ...(code === '' && { code: staffAccountMessages.codeRequired }),
    };
    setErrors(missing);
    confirm.reset();
    const first = Object.keys(missing)[0];
    if (first) {
      form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    confirm.mutate(
      { way: 'password', password, code },
      {
        onError: (caught) => {
          if (isApiError(caught) && caught.fields?.password)
            form.current?.querySelector<HTMLInputElement>('[name="password"]')?.focus();
        },
      },
    );
  }

  const clear = (name: Field) => () => {
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  return (
    <StaffPanel headingId="confirm-heading" title={confirmTexts.heading} intro={confirmTexts.intro} emphasis>
      {ways.passkey && (
        <Button className="mt-4" size="field" disabled={busy !== undefined} onClick={withPasskey}>
          {busy === 'passkey' ? confirmTexts.waitingForPasskey : confirmTexts.withPasskey}
        </Button>
      )}
      {ways.password && (
        <form
          ref={form}
          noValidate
          aria-label={confirmTexts.form}
          onSubmit={withPassword}
          className="mt-4 space-y-4"
        >
          {ways.passkey && <p className="font-semibold text-slate-800">{confirmTexts.or}</p>}
          <CurrentPasswordField field={field('password')} onChange={clear('password')} />
          <AuthenticatorCodeField field={field('code')} onChange={clear('code')} />
          <SubmitButton busy={busy === 'password'} busyLabel={confirmTexts.confirming} size="field">
            {confirmTexts.confirm}
          </SubmitButton>
        </form>
      )}
      <div className="mt-4">
        <FormAlert message={refused} />
      </div>
    </StaffPanel>
  );
}
