import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { SignOutButton, StaffScreen } from '#app/components/staff/staff-screen.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Checkbox, FormAlert } from '#app/components/ui/form-controls.tsx';
import { FormField, SubmitButton, TextInput } from '#app/components/ui/form.tsx';
import { failureMessage, isApiError, isSessionExpired } from '#app/lib/api-client.ts';
import { staffAccountEndpoints, type StaffAccountView } from '#contract/staff-accounts.ts';
import { staffRoleDescriptions, staffRoles, type StaffRole } from '#contract/staff-roles.ts';
import {
  changeAccount,
  fetchAccounts,
  invitationLink,
  inviteMember,
  reinviteMember,
  signOutEverywhere,
} from './staff-accounts-api.ts';
import { SignEveryoneOut } from './sign-everyone-out.tsx';

const roleNames: Record<StaffRole, string> = {
  owner: 'Owner',
  catalogue: 'Catalogue',
  sales: 'Sales',
  safety: 'Drug safety',
};

interface IssuedLink {
  name: string;
  link: string;
  /** Where the server also mails the link, when it can send mail. */
  mailedTo: string | null;
}

/** The one-time link, shown once with a way to copy it. */
function InvitationLink({ issued }: { issued: IssuedLink }) {
  const [copied, setCopied] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.select(), []);
  return (
    <div role="status" className="mt-4 rounded-lg border border-teal-300 bg-teal-50 p-4 text-slate-900">
      <p>
        Invitation for <bdi>{issued.name}</bdi> created. Send them this link: it works once, for 72 hours, and
        is shown only now.
      </p>
      {issued.mailedTo && (
        <p className="mt-2">
          The server also mails it to <bdi>{issued.mailedTo}</bdi> as soon as the mail server takes it.
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <input
          ref={field}
          readOnly
          value={issued.link}
          aria-label="Invitation link"
          className="min-w-0 flex-1 rounded-lg border border-slate-500 bg-white px-3 py-2 font-mono text-sm"
        />
        <Button
          variant="secondary"
          size="field"
          onClick={() =>
            void navigator.clipboard.writeText(issued.link).then(
              () => setCopied(true),
              () => field.current?.select(),
            )
          }
        >
          {copied ? 'Copied' : 'Copy link'}
        </Button>
      </div>
    </div>
  );
}

function RoleChoices({
  name,
  chosen,
  error,
}: {
  name: string;
  chosen: readonly StaffRole[];
  error?: string;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-800">
        Roles
        <span className="text-red-700" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      {staffRoles.map((role) => (
        <Checkbox
          key={role}
          name={name}
          value={role}
          defaultChecked={chosen.includes(role)}
          label={
            <>
              <span className="font-semibold">{roleNames[role]}</span>: {staffRoleDescriptions[role]}
            </>
          }
        />
      ))}
      {error && (
        <p className="text-sm font-medium text-red-700">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      )}
    </fieldset>
  );
}

const rolesOf = (data: FormData, name: string) => data.getAll(name).map(String) as StaffRole[];

function InviteForm({
  onInvited,
  onFailure,
}: {
  onInvited: (issued: IssuedLink) => void;
  onFailure: (error: unknown) => void;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refused, setRefused] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    setRefused(undefined);
    try {
      const answer = await inviteMember({
        displayName: String(data.get('displayName') ?? ''),
        email: String(data.get('email') ?? ''),
        roles: rolesOf(data, 'roles'),
      });
      setErrors({});
      form.reset();
      onInvited({
        name: answer.account.displayName,
        link: invitationLink(answer.invitation.token),
        mailedTo: answer.invitation.mailedTo,
      });
    } catch (caught) {
      if (isApiError(caught) && caught.fields) setErrors({ ...caught.fields });
      else if (isApiError(caught) && caught.status === 409) setErrors({ email: caught.message });
      else setRefused(failureMessage(caught, 'Failed to invite'));
      onFailure(caught);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      aria-label="Invite a member of staff"
      onSubmit={(event) => void submit(event)}
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" required error={errors.displayName}>
          <TextInput name="displayName" autoComplete="off" />
        </FormField>
        <FormField label="Work email address" required error={errors.email}>
          <TextInput name="email" type="email" autoComplete="off" spellCheck={false} />
        </FormField>
      </div>
      <RoleChoices name="roles" chosen={[]} error={errors.roles} />
      <FormAlert message={refused} />
      <SubmitButton busy={busy} busyLabel="Inviting…">
        Invite
      </SubmitButton>
    </form>
  );
}

function AccountRow({
  account,
  onChanged,
  onLink,
  onFailure,
}: {
  account: StaffAccountView;
  onChanged: (account: StaffAccountView) => void;
  onLink: (issued: IssuedLink) => void;
  onFailure: (error: unknown) => void;
}) {
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const act = async (action: () => Promise<void>) => {
    setNotice(undefined);
    try {
      await action();
      setError(undefined);
    } catch (caught) {
      setError(failureMessage(caught, 'Failed to change the account'));
      onFailure(caught);
    }
  };

  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold text-slate-900">
          <bdi>{account.displayName}</bdi>
        </h3>
        <span className={account.disabled ? 'text-sm font-semibold text-red-700' : 'text-sm text-slate-700'}>
          {account.disabled ? 'Disabled' : 'Active'}
        </span>
      </div>
      <p className="text-sm break-all text-slate-700">
        <bdi>{account.email}</bdi> · {account.roles.map((role) => roleNames[role]).join(', ')}
      </p>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium text-teal-800 underline">Change roles</summary>
        <form
          aria-label={`Roles of ${account.displayName}`}
          className="mt-3 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            const roles = rolesOf(new FormData(event.currentTarget), 'roles');
            void act(async () => onChanged(await changeAccount(account.id, { roles })));
          }}
        >
          <RoleChoices name="roles" chosen={account.roles} />
          <Button type="submit" size="sm">
            Save roles
          </Button>
        </form>
      </details>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant={account.disabled ? 'secondary' : 'dangerOutline'}
          onClick={() => {
            if (
              !account.disabled &&
              !window.confirm(`Disable ${account.displayName}? They are signed out everywhere at once.`)
            )
              return;
            void act(async () => onChanged(await changeAccount(account.id, { disabled: !account.disabled })));
          }}
        >
          {account.disabled ? 'Enable' : 'Disable'}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            if (
              !window.confirm(
                `Create a new invitation link for ${account.displayName}? Their passkeys, password and authenticator stop working and they are signed out everywhere.`,
              )
            )
              return;
            void act(async () => {
              const answer = await reinviteMember(account.id);
              onLink({
                name: account.displayName,
                link: invitationLink(answer.invitation.token),
                mailedTo: answer.invitation.mailedTo,
              });
            });
          }}
        >
          New invitation link
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() =>
            void act(async () => {
              const ended = await signOutEverywhere(account.id);
              setNotice(
                `${account.displayName} is signed out everywhere (${ended === 1 ? '1 session' : `${ended} sessions`} ended).`,
              );
            })
          }
        >
          Sign out everywhere
        </Button>
      </div>
      <p role="status" className="mt-2 text-sm text-slate-800">
        {notice}
      </p>
      <FormAlert message={error} />
    </li>
  );
}

function Accounts({
  onLock,
  onSessionExpired,
}: {
  onLock: () => Promise<void>;
  onSessionExpired: () => void;
}) {
  const [accounts, setAccounts] = useState<StaffAccountView[]>();
  const [error, setError] = useState<string>();
  const [issued, setIssued] = useState<IssuedLink>();
  const expireOn401 = useCallback(
    (caught: unknown) => {
      if (isSessionExpired(caught)) onSessionExpired();
    },
    [onSessionExpired],
  );
  const load = useCallback(
    () =>
      fetchAccounts().then(
        (loaded) => {
          setAccounts(loaded);
          setError(undefined);
        },
        (caught: unknown) => {
          setError(failureMessage(caught, 'Failed to load the staff accounts'));
          expireOn401(caught);
        },
      ),
    [expireOn401],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const replace = (changed: StaffAccountView) =>
    setAccounts((current) => current?.map((account) => (account.id === changed.id ? changed : account)));

  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-10 sm:px-6 lg:px-8">
      <SignOutButton onLock={onLock} />
      {issued && <InvitationLink key={issued.link} issued={issued} />}
      <section
        aria-labelledby="invite-heading"
        className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
      >
        <h2 id="invite-heading" className="text-xl font-bold text-slate-900">
          Invite a member of staff
        </h2>
        <p className="mt-1 text-slate-700">
          They receive a one-time link to choose a password and set up an authenticator app.
        </p>
        <div className="mt-4">
          <InviteForm
            onInvited={(link) => {
              setIssued(link);
              void load();
            }}
            onFailure={expireOn401}
          />
        </div>
      </section>
      <section aria-labelledby="accounts-heading">
        <h2 id="accounts-heading" className="text-xl font-bold text-slate-900">
          Accounts
        </h2>
        <FormAlert message={error} />
        {accounts === undefined && !error && (
          <p role="status" className="mt-3 text-slate-700">
            Loading the staff accounts…
          </p>
        )}
        {accounts?.length === 0 && <p className="mt-3 text-slate-700">No one has been invited yet.</p>}
        {accounts && accounts.length > 0 && (
          <ul className="mt-4 grid gap-4 lg:grid-cols-2">
            {accounts.map((account) => (
              <AccountRow
                key={account.id}
                account={account}
                onChanged={replace}
                onLink={setIssued}
                onFailure={expireOn401}
              />
            ))}
          </ul>
        )}
      </section>
      <SignEveryoneOut onFailure={expireOn401} />
    </div>
  );
}

/** The owner's staff accounts: invitations, roles, disabling, behind the staff gate. */
export function AccountsScreen({ title }: { title: string }) {
  return (
    <StaffScreen
      title={title}
      intro="Invite members of staff and choose what each may do."
      purpose="manage staff accounts"
      roles={staffAccountEndpoints.list.access.roles}
    >
      {(session) => <Accounts onLock={session.lock} onSessionExpired={session.expire} />}
    </StaffScreen>
  );
}
