import { type FormEvent, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { staffFormFields } from '#app/components/staff/staff-form-fields.ts';
import { refusalMessage } from '#app/components/staff/staff-gate.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert } from '#app/components/ui/form-controls.tsx';
import { BoundField, SubmitButton, TextInput } from '#app/components/ui/form.tsx';
import { failureMessage, isApiError } from '#app/lib/api-client.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { staffAccountMessages, staffSignInSchema } from '#contract/staff-accounts.ts';
import { OutsideGateQueries } from './outside-gate-queries.tsx';
import { passkeyCancelled } from './passkeys-api.ts';
import { AuthenticatorCodeField, CurrentPasswordField } from './password-and-code-fields.tsx';
import { usePasskeySignIn, usePasswordSignIn } from './staff-sign-in-queries.ts';

export const signInTexts = {
  intro:
    'Sign in with your work email address, your password and the six-digit code your authenticator app shows now.',
  email: 'Email address',
  password: 'Password',
  code: 'Authenticator code',
  codeHint: 'Lost your phone? Enter one of your recovery codes instead.',
  submit: 'Sign in',
  busy: 'Signing in…',
  keyInstead: 'Sign in with the admin key instead',
  passkey: 'Sign in with a passkey',
  passkeyBusy: 'Waiting for your passkey…',
  passkeyCancelled: 'No passkey was used: the browser’s dialog was closed or timed out.',
  or: 'or with your password',
  needsScript: 'Signing in needs JavaScript. Turn it on in your browser to sign in.',
} as const;

type Field = 'email' | 'password' | 'code';

const signInFieldLabels = {
  email: signInTexts.email,
  password: signInTexts.password,
  code: signInTexts.code,
} as const;

function refusal(error: unknown): string {
  if (isApiError(error) && error.status === 401) return staffAccountMessages.signInFailed;
  return refusalMessage(error, staffAccountMessages.signInFailed);
}

function passkeyRefusal(error: unknown): string {
  return passkeyCancelled(error)
    ? signInTexts.passkeyCancelled
    : failureMessage(error, signInTexts.passkeyCancelled);
}

const requiredMessages: Record<Field, string> = {
  email: staffAccountMessages.emailRequired,
  password: staffAccountMessages.passwordRequired,
  code: staffAccountMessages.codeRequired,
};

/** Email, password and authenticator code in one form: a password alone never signs anyone in. */
export function StaffSignInScreen({ title }: { title: string }) {
  return (
    <OutsideGateQueries>
      <SignIn title={title} />
    </OutsideGateQueries>
  );
}

function SignIn({ title }: { title: string }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const passwordSignIn = usePasswordSignIn(params.get('next'));
  const passkeySignIn = usePasskeySignIn(params.get('next'));
  const form = useRef<HTMLFormElement>(null);
  // Still busy once signed in, until the next page opens.
  const busy = passwordSignIn.isPending || passwordSignIn.isSuccess;
  const passkeyBusy = passkeySignIn.isPending || passkeySignIn.isSuccess;
  const refused = passwordSignIn.error
    ? refusal(passwordSignIn.error)
    : passkeySignIn.error
      ? passkeyRefusal(passkeySignIn.error)
      : undefined;

  /** Takes the last refusal away; a sign-in still under way keeps going. */
  function clearRefusal() {
    if (passwordSignIn.isError) passwordSignIn.reset();
    if (passkeySignIn.isError) passkeySignIn.reset();
  }

  function signInWithOwnPasskey() {
    if (passkeyBusy) return;
    clearRefusal();
    passkeySignIn.mutate(undefined, { onSuccess: (landing) => void navigate(landing) });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const values = {
      email: String(data.get('email') ?? '').trim(),
      password: String(data.get('password') ?? ''),
      code: String(data.get('code') ?? '').trim(),
    };
    const missing = (Object.keys(values) as Field[]).filter((field) => values[field] === '');
    setErrors(Object.fromEntries(missing.map((field) => [field, requiredMessages[field]])));
    clearRefusal();
    if (missing.length > 0) {
      form.current?.querySelector<HTMLInputElement>(`[name="${missing[0]}"]`)?.focus();
      return;
    }
    passwordSignIn.mutate(values, {
      onSuccess: (landing) => void navigate(landing),
      onError: () => {
        // The next try needs the code the app shows by then.
        const code = form.current?.querySelector<HTMLInputElement>('[name="code"]');
        if (code) code.value = '';
      },
    });
  }

  const field = staffFormFields(staffSignInSchema, signInFieldLabels, errors);
  const clear = (name: Field) => () => {
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  return (
    <section aria-labelledby="staff-sign-in-heading" className="mx-auto mt-10 mb-16 w-full max-w-md px-4">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 id="staff-sign-in-heading" className="text-2xl font-bold text-slate-900">
          {title}
        </h1>
        <p className="mt-2 text-slate-700">{signInTexts.intro}</p>
        {!hydrated && (
          <noscript>
            <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {signInTexts.needsScript}
            </p>
          </noscript>
        )}
        <fieldset disabled={!hydrated} className="mt-6">
          <Button
            variant="secondary"
            className="w-full"
            disabled={passkeyBusy}
            aria-disabled={passkeyBusy || undefined}
            onClick={signInWithOwnPasskey}
          >
            {passkeyBusy ? signInTexts.passkeyBusy : signInTexts.passkey}
          </Button>
        </fieldset>
        <p className="mt-6 text-center text-sm font-semibold text-slate-700">{signInTexts.or}</p>
        <form ref={form} noValidate onSubmit={submit} className="mt-2">
          {/* Disabled until the page runs: a plain form submit would put the password in the address. */}
          <fieldset disabled={!hydrated} className="space-y-4">
            <BoundField field={field('email')}>
              {(control) => (
                <TextInput
                  {...control({
                    type: 'email',
                    autoComplete: 'username',
                    spellCheck: false,
                    onChange: clear('email'),
                  })}
                />
              )}
            </BoundField>
            <CurrentPasswordField field={field('password')} onChange={clear('password')} />
            <AuthenticatorCodeField
              field={field('code')}
              hint={signInTexts.codeHint}
              onChange={clear('code')}
            />
            <FormAlert message={refused} />
            <SubmitButton busy={busy} busyLabel={signInTexts.busy} className="w-full">
              {signInTexts.submit}
            </SubmitButton>
          </fieldset>
        </form>
        <p className="mt-6 text-sm">
          <a href="/admin/dashboard" className="font-medium text-teal-800 underline">
            {signInTexts.keyInstead}
          </a>
        </p>
      </div>
    </section>
  );
}
