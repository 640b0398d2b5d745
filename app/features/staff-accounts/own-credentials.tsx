import { type FormEvent, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { staffFormFields } from '#app/components/staff/staff-form-fields.ts';
import { StaffPanel } from '#app/components/staff/staff-panel.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert } from '#app/components/ui/form-controls.tsx';
import { BoundField, SubmitButton, TextInput } from '#app/components/ui/form.tsx';
import { type ApiError, failureMessage, isApiError } from '#app/lib/api-client.ts';
import type { SuccessBody } from '#contract/endpoint.ts';
import { staffAccountMessages } from '#contract/staff-accounts.ts';
import { passwordRules } from '#contract/staff-credentials.ts';
import {
  authenticatorSetupLifetimeMinutes,
  ownAccountEndpoints,
  ownAccountMessages,
} from '#contract/staff-own-account.ts';
import {
  useChangePassword,
  useStartAuthenticatorSetup,
  useSwitchAuthenticator,
} from './own-account-queries.ts';
import { AuthenticatorSecret } from './authenticator-secret.tsx';

const credentialTexts = {
  passwordHeading: 'Password',
  passwordIntro: 'Changing your password signs you out everywhere else; this browser stays signed in.',
  passwordForm: 'Change your password',
  currentPassword: 'Your current password',
  newPassword: 'New password',
  newPasswordHint: `At least ${passwordRules.minLength} characters: a few unrelated words make a good one.`,
  changePassword: 'Change password',
  changingPassword: 'Changing…',
  passwordChanged: 'Your password is changed.',
  authenticatorHeading: 'Authenticator app',
  authenticatorIntro:
    'New phone, or worried someone copied your authenticator? Set up a new one: the old one’s codes stop working once you confirm a code of the new one.',
  start: 'Set up a new authenticator',
  starting: 'Making a new key…',
  step1: 'Add the new account to your authenticator app',
  step2: 'Confirm with a code of the new app',
  step2Help: `Until you do, your old authenticator keeps working. This setup lasts ${authenticatorSetupLifetimeMinutes} minutes.`,
  confirmForm: 'Confirm the new authenticator',
  code: 'Code from your new authenticator app',
  confirm: 'Switch to the new authenticator',
  confirming: 'Switching…',
  cancel: 'Keep the old authenticator',
  switched: 'Your new authenticator app is in use: codes from the old one no longer work.',
} as const;

const passwordFieldLabels = {
  currentPassword: credentialTexts.currentPassword,
  newPassword: credentialTexts.newPassword,
} as const;

const codeFieldLabels = { code: credentialTexts.code } as const;

const otherSessionsText = (ended: number) =>
  ended === 0
    ? 'You were signed in nowhere else.'
    : `${ended} other ${ended === 1 ? 'session' : 'sessions'} ended.`;

/** Puts focus on the first field with an error, as a keyboard or screen-reader user needs it. */
function focusFirstError(form: HTMLFormElement | null, errors: Record<string, string | undefined>) {
  const field = Object.keys(errors).find((name) => errors[name]);
  if (field) form?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();
}

/** Whether the server refused the request for reasons it gives field by field. */
function hasFieldErrors(error: unknown): error is ApiError & { fields: Record<string, string> } {
  return isApiError(error) && error.fields !== undefined && Object.keys(error.fields).length > 0;
}

/**
 * What the authenticator section says about a refused switch: an expired setup's reason, or the
 * failure; a wrong code is said at its field instead.
 */
function refusalOfSwitch(error: Error | null): string | undefined {
  if (!error) return undefined;
  if (isApiError(error) && error.fields?.pending) return error.fields.pending;
  if (isApiError(error) && error.fields?.code) return undefined;
  return failureMessage(error, 'Failed to switch to the new authenticator');
}

const sectionClass = 'rounded-xl border border-slate-200 bg-white p-5 sm:p-6';

type PasswordField = 'currentPassword' | 'newPassword';

/** A new password after the current one (ASVS 5.0 6.2.2, 6.2.3); the account's other sessions end. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const [errors, setErrors] = useState<Partial<Record<PasswordField, string>>>({});
  const field = staffFormFields(ownAccountEndpoints.changePassword.body, passwordFieldLabels, errors);
  const form = useRef<HTMLFormElement>(null);
  const refused =
    change.error && !hasFieldErrors(change.error)
      ? failureMessage(change.error, 'Failed to change your password')
      : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    const data = new FormData(event.currentTarget);
    const currentPassword = String(data.get('currentPassword') ?? '');
    const newPassword = String(data.get('newPassword') ?? '');
    const missing = {
      ...(currentPassword === '' && { currentPassword: ownAccountMessages.passwordRequired }),
      ...(newPassword === '' && { newPassword: ownAccountMessages.newPasswordRequired }),
    };
    setErrors(missing);
    change.reset();
    if (Object.keys(missing).length > 0) {
      focusFirstError(form.current, missing);
      return;
    }
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (ended) => {
          form.current?.reset();
          toast.success(credentialTexts.passwordChanged, { description: otherSessionsText(ended) });
        },
        onError: (caught) => {
          if (!hasFieldErrors(caught)) return;
          const fields = caught.fields as Partial<Record<PasswordField, string>>;
          setErrors(fields);
          focusFirstError(form.current, fields);
        },
      },
    );
  }

  const clear = (name: PasswordField) => () => {
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  return (
    <StaffPanel
      headingId="password-heading"
      title={credentialTexts.passwordHeading}
      intro={credentialTexts.passwordIntro}
    >
      <form
        ref={form}
        noValidate
        aria-label={credentialTexts.passwordForm}
        onSubmit={submit}
        className="mt-4 space-y-4"
      >
        <BoundField field={field('currentPassword')}>
          {(control) => (
            <TextInput
              {...control({
                type: 'password',
                autoComplete: 'current-password',
                onChange: clear('currentPassword'),
              })}
            />
          )}
        </BoundField>
        <BoundField field={field('newPassword')} hint={credentialTexts.newPasswordHint}>
          {(control) => (
            <TextInput
              {...control({ type: 'password', autoComplete: 'new-password', onChange: clear('newPassword') })}
            />
          )}
        </BoundField>
        <FormAlert message={refused} />
        <SubmitButton busy={change.isPending} busyLabel={credentialTexts.changingPassword} size="field">
          {credentialTexts.changePassword}
        </SubmitButton>
      </form>
    </StaffPanel>
  );
}

type Setup = SuccessBody<typeof ownAccountEndpoints.startAuthenticatorChange>;

/** Step 1: the new secret as a QR code, a key to type and a link for this device. */
function NewSecret({ setup }: { setup: Setup }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <h3 ref={heading} tabIndex={-1} className="mt-4 text-lg font-bold text-slate-900 outline-none">
        1. {credentialTexts.step1}
      </h3>
      <AuthenticatorSecret setup={setup} />
    </>
  );
}

/**
 * A new authenticator app in two steps: the server hands out a new secret, which replaces the old
 * one only once a code of it comes back.
 */
export function NewAuthenticator({ onChanged }: { onChanged: () => void }) {
  const start = useStartAuthenticatorSetup();
  const change = useSwitchAuthenticator();
  const setup = start.data;
  const [codeError, setCodeError] = useState<string>();
  const codeField = staffFormFields(ownAccountEndpoints.confirmAuthenticatorChange.body, codeFieldLabels, {
    code: codeError,
  });
  const heading = useRef<HTMLHeadingElement>(null);
  const codeForm = useRef<HTMLFormElement>(null);
  const busy = start.isPending || change.isPending;
  const refused = start.error
    ? failureMessage(start.error, 'Failed to start setting up a new authenticator')
    : refusalOfSwitch(change.error);

  /** Back to the start (cancelled, done or expired), with focus on the section's heading. */
  function restart() {
    start.reset();
    setCodeError(undefined);
    heading.current?.focus();
  }

  function begin() {
    if (busy) return;
    change.reset();
    start.mutate();
  }

  function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !setup) return;
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    change.reset();
    if (code === '') {
      setCodeError(staffAccountMessages.codeRequired);
      codeForm.current?.querySelector<HTMLInputElement>('[name="code"]')?.focus();
      return;
    }
    change.mutate(
      { pending: setup.pending, code },
      {
        onSuccess: () => {
          toast.success(credentialTexts.switched);
          change.reset();
          restart();
          onChanged();
        },
        onError: (caught) => {
          // The setup expired: it starts again, with the server's reason.
          if (isApiError(caught) && caught.fields?.pending) restart();
          else if (isApiError(caught) && caught.fields?.code) {
            setCodeError(caught.fields.code);
            codeForm.current?.querySelector<HTMLInputElement>('[name="code"]')?.focus();
          }
        },
      },
    );
  }

  return (
    <section aria-labelledby="authenticator-heading" className={sectionClass}>
      <h2
        ref={heading}
        id="authenticator-heading"
        tabIndex={-1}
        className="text-xl font-bold text-slate-900 outline-none"
      >
        {credentialTexts.authenticatorHeading}
      </h2>
      <p className="mt-1 text-slate-700">{credentialTexts.authenticatorIntro}</p>
      {setup ? (
        <>
          <NewSecret setup={setup} />
          <h3 className="mt-6 text-lg font-bold text-slate-900">2. {credentialTexts.step2}</h3>
          <p className="mt-1 text-slate-700">{credentialTexts.step2Help}</p>
          <form
            ref={codeForm}
            noValidate
            aria-label={credentialTexts.confirmForm}
            onSubmit={confirm}
            className="mt-4 space-y-4"
          >
            <BoundField field={codeField('code')}>
              {(control) => (
                <TextInput
                  {...control({
                    autoComplete: 'one-time-code',
                    inputMode: 'numeric',
                    spellCheck: false,
                    onChange: () => codeError && setCodeError(undefined),
                  })}
                />
              )}
            </BoundField>
            <FormAlert message={refused} />
            <div className="flex flex-wrap gap-3">
              <SubmitButton busy={change.isPending} busyLabel={credentialTexts.confirming} size="field">
                {credentialTexts.confirm}
              </SubmitButton>
              <Button
                variant="secondary"
                size="field"
                disabled={busy}
                onClick={() => {
                  change.reset();
                  restart();
                }}
              >
                {credentialTexts.cancel}
              </Button>
            </div>
          </form>
        </>
      ) : (
        <div className="mt-4 space-y-3">
          <Button size="field" disabled={busy} onClick={begin}>
            {start.isPending ? credentialTexts.starting : credentialTexts.start}
          </Button>
          <FormAlert message={refused} />
        </div>
      )}
    </section>
  );
}
