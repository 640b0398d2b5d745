/**
 * The one gate of every staff screen: until the server has said whether this browser holds a
 * session it shows "Checking admin access…" (and, without JavaScript, why the screen cannot work),
 * then the sign-in form, then the screen itself, with the back office's query client.
 */
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Icon } from '#app/components/ui/icon.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { FormField, TextInput } from '#app/components/ui/form.tsx';
import { failureMessage, isApiError } from '#app/lib/api-client.ts';
import { type OpenStaffSession, type StaffMember, useStaffSession } from '#app/lib/staff-session.ts';
import { rolesAllow, type StaffRole } from '#contract/staff-roles.ts';
import { useLocation } from 'react-router';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { StaffQueries } from './staff-queries.tsx';

/** "45 seconds", "1 minute", "15 minutes": a Retry-After wait, rounded up to whole minutes past a minute. */
export function formatWaitTime(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return whole === 1 ? '1 second' : `${whole} seconds`;
  const minutes = Math.ceil(whole / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** The gate's message after too many attempts. */
export function tooManyAttemptsMessage(retryAfterSeconds: number | undefined): string {
  if (retryAfterSeconds === undefined) return 'Too many attempts. Try again later.';
  return `Too many attempts. Try again in ${formatWaitTime(retryAfterSeconds)}.`;
}

const gateTexts = {
  heading: 'Admin Access Required',
  keyLabel: 'Enter Admin Key',
  submit: 'Access Admin Panel',
  checking: 'Checking admin access…',
  keyRequired: 'Enter the admin key.',
  unreachable: 'Could not unlock the admin panel. Please try again.',
  needsScript: 'The staff screen needs JavaScript. Turn it on in your browser to sign in.',
  accountInstead: 'Sign in as staff',
  accountInsteadHint: 'with your email address, password and authenticator code',
  notAllowedHeading: 'Not part of your roles',
  notAllowed:
    'Your account’s roles do not allow this screen. Ask the owner for the role, or sign in as someone else.',
  signOut: 'Sign out',
} as const;

/** "This area is for staff. Enter the admin key to manage the tablet catalogue." */
const introText = (purpose: string) => `This area is for staff. Enter the admin key to ${purpose}.`;

/** Why a sign-in did not happen: too many attempts and when to try again, the server's words, or `fallback`. */
export function refusalMessage(error: unknown, fallback: string = gateTexts.unreachable): string {
  if (isApiError(error) && error.status === 429) return tooManyAttemptsMessage(error.retryAfterSeconds);
  return failureMessage(error, fallback);
}

const gateCard =
  'mx-auto mt-10 w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8';
const noticeClass = 'mt-5 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900';

function GateHeading({ id, icon, purpose }: { id: string; icon: boolean; purpose: string }) {
  return (
    <div className="flex flex-col items-center text-center">
      {icon && (
        <span className="flex size-12 items-center justify-center rounded-full bg-teal-50 text-teal-800">
          <Icon name="lock-keyhole" className="size-6" />
        </span>
      )}
      <h2 id={id} className="mt-4 text-2xl font-bold text-slate-900">
        {gateTexts.heading}
      </h2>
      <p className="mt-2 text-slate-700">{introText(purpose)}</p>
    </div>
  );
}

interface SignInFormProps {
  purpose: string;
  onUnlock: (key: string) => Promise<void>;
  /** Why the gate is shown again, e.g. the session ended. */
  notice?: string;
}

function SignInForm({ purpose, onUnlock, notice }: SignInFormProps) {
  const [key, setKey] = useState('');
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const keyInput = useRef<HTMLInputElement>(null);
  const headingId = `${useId()}-heading`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (key === '') {
      setError(gateTexts.keyRequired);
      keyInput.current?.focus();
      return;
    }
    setSubmitting(true);
    setError(undefined);
    try {
      await onUnlock(key);
    } catch (caught) {
      setError(refusalMessage(caught));
      setSubmitting(false);
      keyInput.current?.select();
      keyInput.current?.focus();
    }
  }

  return (
    <section aria-labelledby={headingId} className={gateCard}>
      <GateHeading id={headingId} icon purpose={purpose} />
      {notice && (
        <p role="status" className={noticeClass}>
          {notice}
        </p>
      )}
      <form noValidate onSubmit={submit} className="mt-6 space-y-4">
        <FormField label={gateTexts.keyLabel} required error={error} announceError>
          <TextInput
            ref={keyInput}
            name="key"
            type="password"
            autoComplete="current-password"
            placeholder={gateTexts.keyLabel}
            value={key}
            onChange={(event) => {
              setKey(event.target.value);
              if (error) setError(undefined);
            }}
          />
        </FormField>
        <Button type="submit" aria-disabled={submitting || undefined} className="w-full">
          {gateTexts.submit}
        </Button>
      </form>
      <AccountSignInLink />
    </section>
  );
}

/** Beside the key: the way in for members of staff with their own account. */
function AccountSignInLink() {
  const { pathname } = useLocation();
  return (
    <p className="mt-5 border-t border-slate-200 pt-4 text-center text-sm text-slate-700">
      <a
        href={`/admin/sign-in?next=${encodeURIComponent(pathname)}`}
        className="font-semibold text-teal-800 underline"
      >
        {gateTexts.accountInstead}
      </a>{' '}
      {gateTexts.accountInsteadHint}
    </p>
  );
}

/** Signed in, but with roles this screen does not serve. */
function NotAllowed({
  staff,
  purpose,
  onSignOut,
}: {
  staff: StaffMember;
  purpose: string;
  onSignOut: () => Promise<void>;
}) {
  const headingId = `${useId()}-heading`;
  const [error, setError] = useState<string>();
  return (
    <section aria-labelledby={headingId} className={gateCard}>
      <div className="flex flex-col items-center text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-teal-50 text-teal-800">
          <Icon name="lock-keyhole" className="size-6" />
        </span>
        <h2 id={headingId} className="mt-4 text-2xl font-bold text-slate-900">
          {gateTexts.notAllowedHeading}
        </h2>
        <p className="mt-2 text-slate-700">This screen is for the staff who {purpose}.</p>
      </div>
      <p role="status" className={noticeClass}>
        Signed in as <bdi>{staff.displayName}</bdi>. {gateTexts.notAllowed}
      </p>
      <Button
        variant="secondary"
        className="mt-5 w-full"
        onClick={() => onSignOut().catch((caught: unknown) => setError(refusalMessage(caught)))}
      >
        {gateTexts.signOut}
      </Button>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}

/** The gate as a page without JavaScript shows it: the same texts, the form disabled, and why. */
function SignInFormWithoutScript({ purpose }: { purpose: string }) {
  return (
    <section aria-labelledby="staff-gate-static-heading" className={gateCard}>
      <GateHeading id="staff-gate-static-heading" icon={false} purpose={purpose} />
      <p className={noticeClass}>{gateTexts.needsScript}</p>
      <fieldset disabled className="mt-6 space-y-4">
        <FormField label={gateTexts.keyLabel} required>
          <TextInput type="password" placeholder={gateTexts.keyLabel} />
        </FormField>
        <Button className="w-full">{gateTexts.submit}</Button>
      </fieldset>
    </section>
  );
}

/**
 * Until the page runs, nothing is known about the session. The prerendered HTML therefore holds
 * the gate for browsers without JavaScript (in <noscript>) and a hidden "checking" line that the
 * page shows once it has hydrated and asks the server.
 */
function CheckingAccess({ purpose }: { purpose: string }) {
  const hydrated = useHydrated();
  return (
    <>
      {!hydrated && (
        <noscript>
          <SignInFormWithoutScript purpose={purpose} />
        </noscript>
      )}
      <div
        hidden={!hydrated}
        role="status"
        aria-live="polite"
        className="mx-auto mt-10 flex min-h-80 max-w-md items-center justify-center"
      >
        <span className="flex items-center gap-3 text-slate-700">
          <span
            aria-hidden="true"
            className="size-5 rounded-full border-2 border-teal-700 border-t-transparent motion-safe:animate-spin"
          />
          {gateTexts.checking}
        </span>
      </div>
    </>
  );
}

interface StaffGateProps {
  /** What the key opens, ending the gate's introduction: "manage the tablet catalogue". */
  purpose: string;
  /** The roles this screen serves (the owner's always): as the screen's endpoints declare them. */
  roles: readonly StaffRole[];
  /** Shown above the gate while the screen is locked, so the page keeps its heading. */
  header?: ReactNode;
  /** The screen, once the session is open: who holds it, and `lock` and `expire` to change it. */
  children: (session: OpenStaffSession) => ReactNode;
}

export function StaffGate({ purpose, roles, header, children }: StaffGateProps) {
  const session = useStaffSession();
  const { state } = session;
  if (state.status === 'unlocked' && rolesAllow(state.staff.roles, roles))
    return (
      <StaffQueries onSessionExpired={session.expire}>
        {children({ lock: session.lock, expire: session.expire, staff: state.staff })}
      </StaffQueries>
    );
  if (state.status === 'unlocked')
    return (
      <>
        {header}
        <NotAllowed staff={state.staff} purpose={purpose} onSignOut={session.lock} />
      </>
    );
  return (
    <>
      {header}
      {state.status === 'checking' ? (
        <CheckingAccess purpose={purpose} />
      ) : (
        <SignInForm purpose={purpose} onUnlock={session.unlock} notice={state.notice} />
      )}
    </>
  );
}
