import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormAlert } from '#app/components/ui/form-controls.tsx';
import { FormField, SubmitButton, TextInput } from '#app/components/ui/form.tsx';
import { failureMessage, isApiError } from '#app/lib/api-client.ts';
import type { SuccessBody } from '#contract/endpoint.ts';
import { staffAccountMessages, type staffSignInEndpoints } from '#contract/staff-accounts.ts';
import { passwordRules } from '#contract/staff-credentials.ts';
import { staffRoleDescriptions } from '#contract/staff-roles.ts';
import { readInvitation, registerWithInvitation } from './staff-sign-in-api.ts';

type Invitation = SuccessBody<typeof staffSignInEndpoints.openInvitation>;

export const joinTexts = {
  checking: 'Opening your invitation…',
  step1: 'Add this account to your authenticator app',
  step1Help:
    'Scan the code with an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or 2FAS), or type the key into it.',
  qrAlt: 'QR code that adds this account to an authenticator app',
  keyLabel: 'Key to type in',
  openInApp: 'Open in an authenticator app on this device',
  step2: 'Choose your password and confirm the code',
  password: 'New password',
  passwordHint: `At least ${passwordRules.minLength} characters: a few unrelated words make a good one.`,
  code: 'Code from your authenticator app',
  submit: 'Create my sign-in',
  busy: 'Creating…',
  doneHeading: 'You are signed in',
  codesIntro:
    'These ten recovery codes each let you sign in once without your authenticator app. They are shown only now: print them or keep them in a password manager.',
  toStaffScreens: 'Go to the staff screens',
  addPasskey: 'Add a passkey to sign in without a password next time',
  noToken: staffAccountMessages.invitationInvalid,
  needsScript:
    'Accepting an invitation needs JavaScript. Turn it on in your browser and open the link again.',
} as const;

/** The key in groups of four, as authenticator apps show it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

type Field = 'password' | 'code';

function RecoveryCodes({ codes }: { codes: string[] }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mt-6">
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
        {joinTexts.doneHeading}
      </h2>
      <p className="mt-2 text-slate-700">{joinTexts.codesIntro}</p>
      <ol
        className="mt-4 grid grid-cols-2 gap-2 font-mono text-base text-slate-900"
        aria-label="Recovery codes"
      >
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-mist px-3 py-2">
            {code}
          </li>
        ))}
      </ol>
      <a
        href="/admin/dashboard"
        className="mt-6 inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white"
      >
        {joinTexts.toStaffScreens}
      </a>
      <p className="mt-4">
        <a href="/admin/account" className="font-medium text-teal-800 underline">
          {joinTexts.addPasskey}
        </a>
      </p>
    </div>
  );
}

function RegistrationForm({
  invitation,
  token,
  onDone,
}: {
  invitation: Invitation;
  token: string;
  onDone: (codes: string[]) => void;
}) {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refused, setRefused] = useState<string>();
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const password = String(data.get('password') ?? '');
    const code = String(data.get('code') ?? '').trim();
    const missing: Partial<Record<Field, string>> = {
      ...(password === '' && { password: staffAccountMessages.passwordRequired }),
      ...(code === '' && { code: staffAccountMessages.codeRequired }),
    };
    setErrors(missing);
    setRefused(undefined);
    const first = Object.keys(missing)[0];
    if (first) {
      form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const { recoveryCodes } = await registerWithInvitation({ token, password, code });
      onDone(recoveryCodes);
    } catch (caught) {
      setBusy(false);
      if (isApiError(caught) && caught.fields && Object.keys(caught.fields).length > 0) {
        setErrors(caught.fields as Partial<Record<Field, string>>);
        const field = Object.keys(caught.fields)[0];
        form.current?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();
      } else setRefused(failureMessage(caught, staffAccountMessages.invitationInvalid));
    }
  }

  const clear = (name: Field) => () => {
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  return (
    <>
      <h2 className="mt-6 text-lg font-bold text-slate-900">1. {joinTexts.step1}</h2>
      <p className="mt-1 text-slate-700">{joinTexts.step1Help}</p>
      <div className="mt-4 flex flex-wrap items-start gap-5">
        <img
          src={invitation.totpQrCode}
          alt={joinTexts.qrAlt}
          width={176}
          height={176}
          className="rounded-md border border-slate-200"
        />
        <dl className="min-w-0 flex-1">
          <dt className="text-sm font-semibold text-slate-800">{joinTexts.keyLabel}</dt>
          <dd className="mt-1 font-mono text-base break-all text-slate-900">
            {grouped(invitation.totpSecret)}
          </dd>
          <dd className="mt-3">
            <a href={invitation.totpUri} className="text-sm font-medium text-teal-800 underline">
              {joinTexts.openInApp}
            </a>
          </dd>
        </dl>
      </div>
      <h2 className="mt-8 text-lg font-bold text-slate-900">2. {joinTexts.step2}</h2>
      <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-4">
        {/* For password managers: the account the new password belongs to. */}
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={invitation.email}
          readOnly
          hidden
        />
        <FormField label={joinTexts.password} required hint={joinTexts.passwordHint} error={errors.password}>
          <TextInput
            name="password"
            type="password"
            autoComplete="new-password"
            onChange={clear('password')}
          />
        </FormField>
        <FormField label={joinTexts.code} required error={errors.code}>
          <TextInput
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            spellCheck={false}
            onChange={clear('code')}
          />
        </FormField>
        <FormAlert message={refused} />
        <SubmitButton busy={busy} busyLabel={joinTexts.busy} className="w-full">
          {joinTexts.submit}
        </SubmitButton>
      </form>
    </>
  );
}

type JoinState =
  | { status: 'opening' }
  | { status: 'invalid'; message: string }
  | { status: 'open'; invitation: Invitation; token: string }
  | { status: 'done'; codes: string[] };

/**
 * The page an invitation link opens (`/admin/join#<token>`): the token stays in the fragment, which
 * no server sees; the page reads the invitation with it, then takes it out of the address.
 */
export function StaffJoinScreen({ title }: { title: string }) {
  const [state, setState] = useState<JoinState>({ status: 'opening' });

  useEffect(() => {
    const token = window.location.hash.slice(1);
    window.history.replaceState(null, '', window.location.pathname);
    let current = true;
    const invitation = token ? readInvitation(token) : Promise.reject(new Error(joinTexts.noToken));
    invitation.then(
      (opened) => current && setState({ status: 'open', invitation: opened, token }),
      (error: unknown) =>
        current && setState({ status: 'invalid', message: failureMessage(error, joinTexts.noToken) }),
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <section aria-labelledby="staff-join-heading" className="mx-auto mt-10 mb-16 w-full max-w-2xl px-4">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 id="staff-join-heading" className="text-2xl font-bold text-slate-900">
          {title}
        </h1>
        {state.status === 'opening' && (
          <>
            <noscript>
              <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
                {joinTexts.needsScript}
              </p>
            </noscript>
            <p role="status" className="mt-4 text-slate-700">
              {joinTexts.checking}
            </p>
          </>
        )}
        {state.status === 'invalid' && <FormAlert message={state.message} />}
        {state.status === 'open' && (
          <>
            <p className="mt-2 text-slate-700">
              Welcome, <bdi>{state.invitation.displayName}</bdi>. You are invited as{' '}
              <bdi>{state.invitation.email}</bdi> to:
            </p>
            <ul className="mt-2 list-disc pl-6 text-slate-700">
              {state.invitation.roles.map((role) => (
                <li key={role}>{staffRoleDescriptions[role]}</li>
              ))}
            </ul>
            <RegistrationForm
              invitation={state.invitation}
              token={state.token}
              onDone={(codes) => setState({ status: 'done', codes })}
            />
          </>
        )}
        {state.status === 'done' && <RecoveryCodes codes={state.codes} />}
      </div>
    </section>
  );
}
