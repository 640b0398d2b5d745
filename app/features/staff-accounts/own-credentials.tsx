import { type FormEvent, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert } from '#app/components/ui/form-controls.tsx';
import { FormField, SubmitButton, TextInput } from '#app/components/ui/form.tsx';
import { failureMessage, isApiError } from '#app/lib/api-client.ts';
import type { SuccessBody } from '#contract/endpoint.ts';
import { staffAccountMessages } from '#contract/staff-accounts.ts';
import { passwordRules } from '#contract/staff-credentials.ts';
import {
  authenticatorSetupLifetimeMinutes,
  type ownAccountEndpoints,
  ownAccountMessages,
} from '#contract/staff-own-account.ts';
import { changeOwnPassword, startAuthenticatorSetup, switchAuthenticator } from './own-account-api.ts';

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
  step1Help:
    'Scan the code with an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or 2FAS), or type the key into it.',
  qrAlt: 'QR code that adds this account to an authenticator app',
  keyLabel: 'Key to type in',
  openInApp: 'Open in an authenticator app on this device',
  step2: 'Confirm with a code of the new app',
  step2Help: `Until you do, your old authenticator keeps working. This setup lasts ${authenticatorSetupLifetimeMinutes} minutes.`,
  confirmForm: 'Confirm the new authenticator',
  code: 'Code from your new authenticator app',
  confirm: 'Switch to the new authenticator',
  confirming: 'Switching…',
  cancel: 'Keep the old authenticator',
  switched: 'Your new authenticator app is in use: codes from the old one no longer work.',
} as const;

const otherSessionsText = (ended: number) =>
  ended === 0
    ? 'You were signed in nowhere else.'
    : `${ended} other ${ended === 1 ? 'session' : 'sessions'} ended.`;

/** Puts focus on the first field with an error, as a keyboard or screen-reader user needs it. */
function focusFirstError(form: HTMLFormElement | null, errors: Record<string, string | undefined>) {
  const field = Object.keys(errors).find((name) => errors[name]);
  if (field) form?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();
}

const sectionClass = 'rounded-xl border border-slate-200 bg-white p-5 sm:p-6';

type PasswordField = 'currentPassword' | 'newPassword';

/** A new password after the current one (ASVS 5.0 6.2.2, 6.2.3); the account's other sessions end. */
export function ChangePasswordForm({
  onFailure,
  onChanged,
}: {
  onFailure: (error: unknown) => void;
  onChanged: () => void;
}) {
  const [errors, setErrors] = useState<Partial<Record<PasswordField, string>>>({});
  const [refused, setRefused] = useState<string>();
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const currentPassword = String(data.get('currentPassword') ?? '');
    const newPassword = String(data.get('newPassword') ?? '');
    const missing = {
      ...(currentPassword === '' && { currentPassword: ownAccountMessages.passwordRequired }),
      ...(newPassword === '' && { newPassword: ownAccountMessages.newPasswordRequired }),
    };
    setErrors(missing);
    setRefused(undefined);
    if (Object.keys(missing).length > 0) {
      focusFirstError(form.current, missing);
      return;
    }
    setBusy(true);
    try {
      const ended = await changeOwnPassword(currentPassword, newPassword);
      form.current?.reset();
      toast.success(credentialTexts.passwordChanged, { description: otherSessionsText(ended) });
      onChanged();
    } catch (caught) {
      if (isApiError(caught) && caught.fields && Object.keys(caught.fields).length > 0) {
        const fields = caught.fields as Partial<Record<PasswordField, string>>;
        setErrors(fields);
        focusFirstError(form.current, fields);
      } else setRefused(failureMessage(caught, 'Failed to change your password'));
      onFailure(caught);
    } finally {
      setBusy(false);
    }
  }

  const clear = (name: PasswordField) => () => {
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  return (
    <section aria-labelledby="password-heading" className={sectionClass}>
      <h2 id="password-heading" className="text-xl font-bold text-slate-900">
        {credentialTexts.passwordHeading}
      </h2>
      <p className="mt-1 text-slate-700">{credentialTexts.passwordIntro}</p>
      <form
        ref={form}
        noValidate
        aria-label={credentialTexts.passwordForm}
        onSubmit={(event) => void submit(event)}
        className="mt-4 space-y-4"
      >
        <FormField label={credentialTexts.currentPassword} required error={errors.currentPassword}>
          <TextInput
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            onChange={clear('currentPassword')}
          />
        </FormField>
        <FormField
          label={credentialTexts.newPassword}
          required
          hint={credentialTexts.newPasswordHint}
          error={errors.newPassword}
        >
          <TextInput
            name="newPassword"
            type="password"
            autoComplete="new-password"
            onChange={clear('newPassword')}
          />
        </FormField>
        <FormAlert message={refused} />
        <SubmitButton busy={busy} busyLabel={credentialTexts.changingPassword} size="field">
          {credentialTexts.changePassword}
        </SubmitButton>
      </form>
    </section>
  );
}

type Setup = SuccessBody<typeof ownAccountEndpoints.startAuthenticatorChange>;

/** The key in groups of four, as authenticator apps show it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Step 1: the new secret as a QR code, a key to type and a link for this device. */
function NewSecret({ setup }: { setup: Setup }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <h3 ref={heading} tabIndex={-1} className="mt-4 text-lg font-bold text-slate-900 outline-none">
        1. {credentialTexts.step1}
      </h3>
      <p className="mt-1 text-slate-700">{credentialTexts.step1Help}</p>
      <div className="mt-4 flex flex-wrap items-start gap-5">
        <img
          src={setup.totpQrCode}
          alt={credentialTexts.qrAlt}
          width={176}
          height={176}
          className="rounded-md border border-slate-200"
        />
        <dl className="min-w-0 flex-1">
          <dt className="text-sm font-semibold text-slate-800">{credentialTexts.keyLabel}</dt>
          <dd className="mt-1 font-mono text-base break-all text-slate-900">{grouped(setup.totpSecret)}</dd>
          <dd className="mt-3">
            <a href={setup.totpUri} className="text-sm font-medium text-teal-800 underline">
              {credentialTexts.openInApp}
            </a>
          </dd>
        </dl>
      </div>
    </>
  );
}

/**
 * A new authenticator app in two steps: the server hands out a new secret, which replaces the old
 * one only once a code of it comes back.
 */
export function NewAuthenticator({
  onFailure,
  onChanged,
}: {
  onFailure: (error: unknown) => void;
  onChanged: () => void;
}) {
  const [setup, setSetup] = useState<Setup>();
  const [codeError, setCodeError] = useState<string>();
  const [refused, setRefused] = useState<string>();
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const codeForm = useRef<HTMLFormElement>(null);

  /** Back to the start (cancelled, done or expired), with focus on the section's heading. */
  function restart(message?: string) {
    setSetup(undefined);
    setCodeError(undefined);
    setRefused(message);
    heading.current?.focus();
  }

  async function start() {
    if (busy) return;
    setRefused(undefined);
    setBusy(true);
    try {
      setSetup(await startAuthenticatorSetup());
    } catch (caught) {
      setRefused(failureMessage(caught, 'Failed to start setting up a new authenticator'));
      onFailure(caught);
    } finally {
      setBusy(false);
    }
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !setup) return;
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    setRefused(undefined);
    if (code === '') {
      setCodeError(staffAccountMessages.codeRequired);
      codeForm.current?.querySelector<HTMLInputElement>('[name="code"]')?.focus();
      return;
    }
    setBusy(true);
    try {
      await switchAuthenticator(setup.pending, code);
      toast.success(credentialTexts.switched);
      restart();
      onChanged();
    } catch (caught) {
      if (isApiError(caught) && caught.fields?.pending) restart(caught.fields.pending);
      else if (isApiError(caught) && caught.fields?.code) {
        setCodeError(caught.fields.code);
        codeForm.current?.querySelector<HTMLInputElement>('[name="code"]')?.focus();
      } else setRefused(failureMessage(caught, 'Failed to switch to the new authenticator'));
      onFailure(caught);
    } finally {
      setBusy(false);
    }
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
            onSubmit={(event) => void confirm(event)}
            className="mt-4 space-y-4"
          >
            <FormField label={credentialTexts.code} required error={codeError}>
              <TextInput
                name="code"
                autoComplete="one-time-code"
                inputMode="numeric"
                spellCheck={false}
                onChange={() => codeError && setCodeError(undefined)}
              />
            </FormField>
            <FormAlert message={refused} />
            <div className="flex flex-wrap gap-3">
              <SubmitButton busy={busy} busyLabel={credentialTexts.confirming} size="field">
                {credentialTexts.confirm}
              </SubmitButton>
              <Button variant="secondary" size="field" disabled={busy} onClick={() => restart()}>
                {credentialTexts.cancel}
              </Button>
            </div>
          </form>
        </>
      ) : (
        <div className="mt-4 space-y-3">
          <Button size="field" disabled={busy} onClick={() => void start()}>
            {busy ? credentialTexts.starting : credentialTexts.start}
          </Button>
          <FormAlert message={refused} />
        </div>
      )}
    </section>
  );
}
