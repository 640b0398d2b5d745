import { type FormEvent, useRef, useState } from 'react';
import { staffFormFields } from '#app/components/staff/staff-form-fields.ts';
import { FormAlert } from '#app/components/ui/form-controls.tsx';
import { BoundField, SubmitButton, TextInput } from '#app/components/ui/form.tsx';
import { type ApiError, failureMessage, isApiError } from '#app/lib/api-client.ts';
import type { SuccessBody } from '#contract/endpoint.ts';
import {
  registrationSchema,
  staffAccountMessages,
  type staffSignInEndpoints,
} from '#contract/staff-accounts.ts';
import { AuthenticatorSecret } from './authenticator-secret.tsx';
import { joinTexts } from './join-texts.ts';
import { usePasswordRegistration } from './join-queries.tsx';

export type Invitation = SuccessBody<typeof staffSignInEndpoints.openInvitation>;

type Field = 'password' | 'code';

const registrationFieldLabels = { password: joinTexts.password, code: joinTexts.code } as const;

const hasFieldErrors = (error: unknown): error is ApiError & { fields: Record<string, string> } =>
  isApiError(error) && error.fields !== undefined && Object.keys(error.fields).length > 0;

/** The recovery codes a password registration answers, shown this once. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <>
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
    </>
  );
}

/** The other way in: the authenticator app set up from the shown key, then a password and its first code. */
export function PasswordRegistration({
  invitation,
  token,
  onDone,
}: {
  invitation: Invitation;
  token: string;
  onDone: (codes: string[]) => void;
}) {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const field = staffFormFields(registrationSchema, registrationFieldLabels, errors);
  const registration = usePasswordRegistration(token);
  const form = useRef<HTMLFormElement>(null);
  // Still busy once registered, until the page shows the recovery codes.
  const busy = registration.isPending || registration.isSuccess;
  const refused =
    registration.error && !hasFieldErrors(registration.error)
      ? failureMessage(registration.error, staffAccountMessages.invitationInvalid)
      : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
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
    registration.reset();
    const first = Object.keys(missing)[0];
    if (first) {
      form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    registration.mutate(
      { password, code },
      {
        onSuccess: (codes) => onDone(codes),
        onError: (caught) => {
          if (!hasFieldErrors(caught)) return;
          // The server's word on a field stays by that field until the person changes it.
          setErrors(caught.fields as Partial<Record<Field, string>>);
          const field = Object.keys(caught.fields)[0];
          form.current?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();
        },
      },
    );
  }

  const clear = (name: Field) => () => {
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  return (
    <section aria-labelledby="join-password-heading" className="mt-10 border-t border-slate-200 pt-6">
      <h2 id="join-password-heading" className="text-lg font-bold text-slate-900">
        {joinTexts.passwordHeading}
      </h2>
      <h3 className="mt-4 font-bold text-slate-900">1. {joinTexts.step1}</h3>
      <AuthenticatorSecret setup={invitation} />
      <h3 className="mt-8 font-bold text-slate-900">2. {joinTexts.step2}</h3>
      <form ref={form} noValidate onSubmit={submit} className="mt-4 space-y-4">
        {/* For password managers: the account the new password belongs to. */}
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={invitation.email}
          readOnly
          hidden
        />
        <BoundField field={field('password')} hint={joinTexts.passwordHint}>
          {(control) => (
            <TextInput
              {...control({ type: 'password', autoComplete: 'new-password', onChange: clear('password') })}
            />
          )}
        </BoundField>
        <BoundField field={field('code')}>
          {(control) => (
            <TextInput
              {...control({
                autoComplete: 'one-time-code',
                inputMode: 'numeric',
                spellCheck: false,
                onChange: clear('code'),
              })}
            />
          )}
        </BoundField>
        <FormAlert message={refused} />
        <SubmitButton busy={busy} busyLabel={joinTexts.busy} className="w-full">
          {joinTexts.submit}
        </SubmitButton>
      </form>
    </section>
  );
}
