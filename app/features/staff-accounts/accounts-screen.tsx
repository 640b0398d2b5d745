import { type FormEvent, useEffect, useRef, useState } from 'react';
import { staffFormFields } from '#app/components/staff/staff-form-fields.ts';
import { StaffPanel } from '#app/components/staff/staff-panel.tsx';
import { SignOutButton, StaffScreen } from '#app/components/staff/staff-screen.tsx';
import { type StaffColumn, StaffTable } from '#app/components/staff/staff-table.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Checkbox, FormAlert } from '#app/components/ui/form-controls.tsx';
import { BoundField, SubmitButton, TextInput } from '#app/components/ui/form.tsx';
import { failureMessage, isApiError } from '#app/lib/api-client.ts';
import {
  newStaffAccountSchema,
  staffAccountEndpoints,
  type StaffAccountView,
} from '#contract/staff-accounts.ts';
import { staffRoleDescriptions, staffRoles, type StaffRole } from '#contract/staff-roles.ts';
import { invitationLink } from './staff-accounts-api.ts';
import {
  type AccountAction,
  useAccountAction,
  useInviteMember,
  useStaffAccounts,
} from './staff-accounts-queries.ts';
import { SignEveryoneOut } from './sign-everyone-out.tsx';

const roleNames: Record<StaffRole, string> = {
  owner: 'Owner',
  catalogue: 'Catalogue',
  sales: 'Sales',
  safety: 'Drug safety',
  medical: 'Medical approval',
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

/** The fields the server refused, each with its reason; an email address already in use is the email's. */
function refusedFields(error: Error | null): Record<string, string> {
  if (isApiError(error) && error.fields) return { ...error.fields };
  if (isApiError(error) && error.status === 409) return { email: error.message };
  return {};
}

const inviteFieldLabels = { displayName: 'Name', email: 'Work email address' } as const;

function InviteForm({ onInvited }: { onInvited: (issued: IssuedLink) => void }) {
  const invite = useInviteMember();
  const errors = refusedFields(invite.error);
  const field = staffFormFields(newStaffAccountSchema, inviteFieldLabels, errors);
  const refused =
    invite.error && Object.keys(errors).length === 0
      ? failureMessage(invite.error, 'Failed to invite')
      : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    invite.mutate(
      {
        displayName: String(data.get('displayName') ?? ''),
        email: String(data.get('email') ?? ''),
        roles: rolesOf(data, 'roles'),
      },
      {
        onSuccess: (answer) => {
          form.reset();
          onInvited({
            name: answer.account.displayName,
            link: invitationLink(answer.invitation.token),
            mailedTo: answer.invitation.mailedTo,
          });
        },
      },
    );
  }

  return (
    <form noValidate aria-label="Invite a member of staff" onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <BoundField field={field('displayName')}>
          {(control) => <TextInput {...control({ autoComplete: 'off' })} />}
        </BoundField>
        <BoundField field={field('email')}>
          {(control) => <TextInput {...control({ type: 'email', autoComplete: 'off', spellCheck: false })} />}
        </BoundField>
      </div>
      <RoleChoices name="roles" chosen={[]} error={errors.roles} />
      <FormAlert message={refused} />
      <SubmitButton busy={invite.isPending} busyLabel="Inviting…">
        Invite
      </SubmitButton>
    </form>
  );
}

const signedOutText = (name: string, ended: number) =>
  `${name} is signed out everywhere (${ended === 1 ? '1 session' : `${ended} sessions`} ended).`;

/** What the owner can do to one account: change its roles, disable or enable it, invite again, sign it out. */
function AccountActions({
  account,
  onLink,
  className,
}: {
  account: StaffAccountView;
  onLink: (issued: IssuedLink) => void;
  /** Classes of its first part, the roles' disclosure. */
  className?: string;
}) {
  const action = useAccountAction(account.id);
  const run = (request: AccountAction) =>
    action.mutate(request, {
      onSuccess: (answer) => {
        if (answer.kind === 'reinvite')
          onLink({
            name: account.displayName,
            link: invitationLink(answer.token),
            mailedTo: answer.mailedTo,
          });
      },
    });
  const notice =
    action.data?.kind === 'sign-out' ? signedOutText(account.displayName, action.data.ended) : undefined;
  const error = action.error ? failureMessage(action.error, 'Failed to change the account') : undefined;

  return (
    <>
      <details className={className}>
        <summary className="cursor-pointer text-sm font-medium text-teal-800 underline">Change roles</summary>
        <form
          aria-label={`Roles of ${account.displayName}`}
          className="mt-3 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            const roles = rolesOf(new FormData(event.currentTarget), 'roles');
            run({ kind: 'change', changes: { roles } });
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
            run({ kind: 'change', changes: { disabled: !account.disabled } });
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
            run({ kind: 'reinvite' });
          }}
        >
          New invitation link
        </Button>
        <Button size="sm" variant="ghost" onClick={() => run({ kind: 'sign-out' })}>
          Sign out everywhere
        </Button>
      </div>
      <p role="status" className="mt-2 text-sm text-slate-800">
        {notice}
      </p>
      <FormAlert message={error} />
    </>
  );
}

const roleList = (account: StaffAccountView) => account.roles.map((role) => roleNames[role]).join(', ');

function AccountStatus({ account }: { account: StaffAccountView }) {
  return (
    <span className={account.disabled ? 'text-sm font-semibold text-red-700' : 'text-sm text-slate-700'}>
      {account.disabled ? 'Disabled' : 'Active'}
    </span>
  );
}

/** An account at phone width: its name, status, address and roles above its actions. */
function AccountCard({
  account,
  onLink,
}: {
  account: StaffAccountView;
  onLink: (issued: IssuedLink) => void;
}) {
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold text-slate-900">
          <bdi>{account.displayName}</bdi>
        </h3>
        <AccountStatus account={account} />
      </div>
      <p className="text-sm break-all text-slate-700">
        <bdi>{account.email}</bdi> · {roleList(account)}
      </p>
      <AccountActions account={account} onLink={onLink} className="mt-3" />
    </>
  );
}

/** The columns but the actions, which reach into the screen. */
const accountColumns: StaffColumn<StaffAccountView>[] = [
  { header: 'Name', cell: (account) => <bdi>{account.displayName}</bdi> },
  { header: 'Work email address', className: 'break-all', cell: (account) => <bdi>{account.email}</bdi> },
  { header: 'Roles', cell: roleList },
  {
    header: 'Status',
    className: 'whitespace-nowrap',
    cell: (account) => <AccountStatus account={account} />,
  },
];

const accountCount = (count: number) => (count === 1 ? '1 account' : `${count} accounts`);

function Accounts({ onLock }: { onLock: () => Promise<void> }) {
  const { data: accounts, error: loadError } = useStaffAccounts();
  const [issued, setIssued] = useState<IssuedLink>();
  const error = loadError ? failureMessage(loadError, 'Failed to load the staff accounts') : undefined;

  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-10 sm:px-6 lg:px-8">
      <SignOutButton onLock={onLock} />
      {issued && <InvitationLink key={issued.link} issued={issued} />}
      <StaffPanel
        headingId="invite-heading"
        title="Invite a member of staff"
        intro="They receive a one-time link to choose a password and set up an authenticator app."
      >
        <div className="mt-4">
          <InviteForm onInvited={setIssued} />
        </div>
      </StaffPanel>
      <section aria-labelledby="accounts-heading" className="space-y-4">
        <h2 id="accounts-heading" className="text-xl font-bold text-slate-900">
          Accounts
        </h2>
        <StaffTable
          caption="Staff accounts"
          scrollLabel="Staff accounts, scrolling sideways"
          columns={[
            ...accountColumns,
            {
              header: <span className="sr-only">Actions</span>,
              className: 'min-w-80',
              cell: (account) => <AccountActions account={account} onLink={setIssued} />,
            },
          ]}
          rows={accounts}
          rowKey={(account) => account.id}
          rowClassName="align-top"
          status={{
            loading: 'Loading the staff accounts…',
            empty: 'No one has been invited yet.',
            shown: (shown) => {
              const disabled = shown.filter((account) => account.disabled).length;
              return disabled > 0
                ? `${accountCount(shown.length)}, ${disabled} disabled.`
                : `${accountCount(shown.length)}.`;
            },
          }}
          error={error ? { message: error } : undefined}
          cards={{
            label: 'Staff accounts',
            card: (account) => <AccountCard account={account} onLink={setIssued} />,
          }}
        />
      </section>
      <SignEveryoneOut />
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
      {(session) => <Accounts onLock={session.lock} />}
    </StaffScreen>
  );
}
