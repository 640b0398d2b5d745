import { type ReactNode, useEffect, useRef, useState } from 'react';
import { FormAlert } from '#app/components/ui/form-controls.tsx';
import { failureMessage } from '#app/lib/api-client.ts';
import { staffRoleDescriptions, type StaffRole } from '#contract/staff-roles.ts';
import { PasskeyRegistered, PasskeyRegistration } from './join-passkey.tsx';
import { type Invitation, PasswordRegistration, RecoveryCodes } from './join-password.tsx';
import { joinTexts } from './join-texts.ts';
import { JoinQueries, useInvitation } from './join-queries.tsx';
import { landingPath } from './staff-sign-in-api.ts';

/** Signed in after registering: what to keep, then the way to the staff screens. */
function SignedIn({
  addPasskey,
  roles,
  children,
}: {
  addPasskey: string;
  roles: readonly StaffRole[];
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mt-6">
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
        {joinTexts.doneHeading}
      </h2>
      {children}
      <a
        href={landingPath(null, roles)}
        className="mt-6 inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white"
      >
        {joinTexts.toStaffScreens}
      </a>
      <p className="mt-4">
        <a href="/admin/account" className="font-medium text-teal-800 underline">
          {addPasskey}
        </a>
      </p>
    </div>
  );
}

type Registered =
  | { method: 'passkey'; roles: readonly StaffRole[] }
  | { method: 'password'; roles: readonly StaffRole[]; codes: string[] };

type JoinState =
  | { status: 'opening' }
  | { status: 'invalid'; message: string }
  | { status: 'open'; invitation: Invitation; token: string }
  | ({ status: 'done' } & Registered);

/**
 * The token from the address's fragment, which no server sees, taken out of the address at once;
 * undefined until the page runs, empty when the address has none.
 */
function useTokenFromAddress(): string | undefined {
  const [token, setToken] = useState<string>();
  useEffect(() => {
    const fromAddress = window.location.hash.slice(1);
    window.history.replaceState(null, '', window.location.pathname);
    // Read after hydration, as the prerendered page has no fragment, and only once: it is then gone.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setToken((current) => current ?? fromAddress);
  }, []);
  return token;
}

/**
 * The page an invitation link opens (`/admin/join#<token>`): the page reads the invitation with
 * the token, then the person registers a passkey, or else a password and an authenticator app.
 */
export function StaffJoinScreen({ title }: { title: string }) {
  return (
    <JoinQueries>
      <Join title={title} />
    </JoinQueries>
  );
}

function Join({ title }: { title: string }) {
  const token = useTokenFromAddress();
  const invitation = useInvitation(token);
  const [registered, setRegistered] = useState<Registered>();
  const state: JoinState = registered
    ? { status: 'done', ...registered }
    : token === ''
      ? { status: 'invalid', message: joinTexts.noToken }
      : invitation.error
        ? { status: 'invalid', message: failureMessage(invitation.error, joinTexts.noToken) }
        : invitation.data && token
          ? { status: 'open', invitation: invitation.data, token }
          : { status: 'opening' };

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
            <PasskeyRegistration
              token={state.token}
              onDone={() => setRegistered({ method: 'passkey', roles: state.invitation.roles })}
            />
            <PasswordRegistration
              invitation={state.invitation}
              token={state.token}
              onDone={(codes) => setRegistered({ method: 'password', roles: state.invitation.roles, codes })}
            />
          </>
        )}
        {state.status === 'done' && state.method === 'passkey' && (
          <SignedIn addPasskey={joinTexts.addAnotherPasskey} roles={state.roles}>
            <PasskeyRegistered />
          </SignedIn>
        )}
        {state.status === 'done' && state.method === 'password' && (
          <SignedIn addPasskey={joinTexts.addPasskey} roles={state.roles}>
            <RecoveryCodes codes={state.codes} />
          </SignedIn>
        )}
      </div>
    </section>
  );
}
