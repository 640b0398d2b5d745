// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { pretendScreenWidth } from '#testing/screen-width.ts';
import { adminMessages } from '#contract/admin-session.ts';
import type { StaffAccountView } from '#contract/staff-accounts.ts';
import { AccountsScreen } from './accounts-screen.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const meena: StaffAccountView = {
  id: 'acc-meena-000001',
  email: 'meena@aarogya.example',
  displayName: 'Meena Iyer',
  roles: ['sales'],
  disabled: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

type Answer = (url: URL, method: string, body: unknown) => Response | undefined;

/**
 * The API as the screen meets it: an owner's session and the accounts; `answer` may answer a
 * request first. Every request is kept, as "METHOD path".
 */
function fakeServer(accounts: StaffAccountView[], answer: Answer = () => undefined) {
  const stored = [...accounts];
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      requests.push(`${method} ${url.pathname}`);
      if (url.pathname === '/api/admin/session' && method === 'GET')
        return json({
          admin: true,
          staff: { accountId: null, displayName: 'Admin key', roles: ['owner'], viaAdminKey: true },
        });
      const special = answer(url, method, body);
      if (special) return special;
      if (url.pathname === '/api/staff/accounts' && method === 'GET') return json({ accounts: stored });
      if (url.pathname === '/api/staff/accounts' && method === 'POST') {
        const invited = body as { displayName: string; email: string; roles: StaffAccountView['roles'] };
        const account = { ...meena, ...invited, id: 'acc-ravi-0000002' };
        stored.push(account);
        return json(
          {
            account,
            invitation: { token: 'T'.repeat(43), expiresAt: '2026-12-01T00:00:00.000Z', mailedTo: null },
          },
          201,
        );
      }
      const changed = /^\/api\/staff\/accounts\/([\w-]+)$/.exec(url.pathname);
      if (changed && method === 'PATCH') {
        const index = stored.findIndex((account) => account.id === changed[1]);
        stored[index] = { ...stored[index]!, ...(body as Partial<StaffAccountView>) };
        return json({ account: stored[index] });
      }
      if (/^\/api\/staff\/accounts\/[\w-]+\/sessions$/.test(url.pathname) && method === 'DELETE')
        return json({ ended: 2 });
      return json({ error: 'Not found' }, 404);
    }),
  );
  return { requests };
}

function renderScreen() {
  render(
    <MemoryRouter initialEntries={['/admin/accounts']}>
      <AccountsScreen title="Staff Accounts" />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const rowOf = (name: string) =>
  screen.getAllByRole('row').find((row) => within(row).queryByRole('rowheader', { name }))!;

const cellsOf = (name: string) =>
  within(rowOf(name))
    .getAllByRole('cell')
    .slice(0, 3)
    .map((cell) => cell.textContent);

beforeEach(() => pretendScreenWidth(true));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AccountsScreen', () => {
  it('says it is loading, then lists the accounts', async () => {
    fakeServer([meena]);
    renderScreen();
    expect(await screen.findByText('Loading the staff accounts…')).toHaveAttribute('role', 'status');
    const table = await screen.findByRole('table', { name: 'Staff accounts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Work email address', 'Roles', 'Status', 'Actions']);
    expect(cellsOf('Meena Iyer')).toEqual(['meena@aarogya.example', 'Sales', 'Active']);
    expect(screen.queryByText('Loading the staff accounts…')).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Accounts' })).getAllByRole('status')[0],
    ).toHaveTextContent(/^1 account\.$/);
    expect(screen.queryByRole('list', { name: 'Staff accounts' })).toBeNull();
  });

  it('shows each account as a card, with the same actions, below 768 px', async () => {
    pretendScreenWidth(false);
    fakeServer([meena, { ...meena, id: 'acc-ravi-0000002', displayName: 'Ravi Kumar', disabled: true }]);
    const user = renderScreen();
    const cards = await screen.findByRole('list', { name: 'Staff accounts' });
    expect(screen.queryByRole('table')).toBeNull();
    const [first, second] = within(cards).getAllByRole('listitem');
    expect(within(first!).getByRole('heading', { name: 'Meena Iyer' })).toBeInTheDocument();
    expect(first).toHaveTextContent('meena@aarogya.example · Sales');
    expect(first).toHaveTextContent('Active');
    expect(second).toHaveTextContent('Disabled');
    expect(within(second!).getByRole('button', { name: 'Enable' })).toBeInTheDocument();
    expect(screen.getByText('2 accounts, 1 disabled.')).toHaveAttribute('role', 'status');
    await user.click(within(first!).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() =>
      expect(within(first!).getByRole('status')).toHaveTextContent(
        'Meena Iyer is signed out everywhere (2 sessions ended).',
      ),
    );
  });

  it('says when no one has been invited yet', async () => {
    fakeServer([]);
    renderScreen();
    expect(await screen.findByText('No one has been invited yet.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows why the accounts could not be read, without retrying a refusal', async () => {
    const { requests } = fakeServer([meena], (url, method) =>
      url.pathname === '/api/staff/accounts' && method === 'GET'
        ? json({ error: 'The accounts are not available.' }, 403)
        : undefined,
    );
    renderScreen();
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Accounts' })).getByRole('alert')).toHaveTextContent(
        'The accounts are not available.',
      ),
    );
    expect(screen.queryByText('Loading the staff accounts…')).toBeNull();
    expect(requests.filter((request) => request === 'GET /api/staff/accounts')).toHaveLength(1);
  });

  it('returns to the gate when the session has ended', async () => {
    fakeServer([meena], (url) =>
      url.pathname === '/api/staff/accounts' ? json({ error: adminMessages.loginRequired }, 401) : undefined,
    );
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Admin Access Required' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(adminMessages.loginRequired);
  });

  it('invites a member, shows the link once, and lists them', async () => {
    const { requests } = fakeServer([meena]);
    const user = renderScreen();
    const form = await screen.findByRole('form', { name: 'Invite a member of staff' });
    // The contract's longest name and address bound the fields.
    expect(within(form).getByLabelText(/^Name/)).toHaveAttribute('maxlength', '100');
    expect(within(form).getByLabelText(/^Work email address/)).toHaveAttribute('maxlength', '254');
    await user.type(within(form).getByLabelText(/^Name/), 'Ravi Kumar');
    await user.type(within(form).getByLabelText(/^Work email address/), 'ravi@aarogya.example');
    await user.click(within(form).getByRole('checkbox', { name: /^Catalogue/ }));
    await user.click(within(form).getByRole('button', { name: 'Invite' }));

    expect(await screen.findByLabelText('Invitation link')).toHaveValue(
      `${window.location.origin}/admin/join#${'T'.repeat(43)}`,
    );
    expect(screen.getByText(/Invitation for/)).toHaveTextContent('Invitation for Ravi Kumar created.');
    expect(await screen.findByRole('rowheader', { name: 'Ravi Kumar' })).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('');
    expect(requests.filter((request) => request === 'GET /api/staff/accounts')).toHaveLength(2);
  });

  it('shows the server’s refusal of an invitation at its fields', async () => {
    fakeServer([meena], (url, method) =>
      url.pathname === '/api/staff/accounts' && method === 'POST'
        ? json({ error: 'Check the form.', fields: { roles: 'Choose at least one role.' } }, 400)
        : undefined,
    );
    const user = renderScreen();
    const form = await screen.findByRole('form', { name: 'Invite a member of staff' });
    await user.click(within(form).getByRole('button', { name: 'Invite' }));
    expect(await within(form).findByText('Choose at least one role.')).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent('');
  });

  it('changes an account’s roles, and signs it out everywhere', async () => {
    fakeServer([meena]);
    const user = renderScreen();
    await screen.findByRole('rowheader', { name: 'Meena Iyer' });
    const row = rowOf('Meena Iyer');
    await user.click(within(row).getByText('Change roles'));
    await user.click(within(row).getByRole('checkbox', { name: /^Catalogue/ }));
    await user.click(within(row).getByRole('button', { name: 'Save roles' }));
    await waitFor(() =>
      expect(cellsOf('Meena Iyer')).toEqual(['meena@aarogya.example', 'Catalogue, Sales', 'Active']),
    );

    await user.click(within(row).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() =>
      expect(within(row).getByRole('status')).toHaveTextContent(
        'Meena Iyer is signed out everywhere (2 sessions ended).',
      ),
    );
  });

  it('shows a refused change in its row', async () => {
    fakeServer([meena], (url, method) =>
      method === 'PATCH' ? json({ error: 'That account no longer exists.' }, 404) : undefined,
    );
    const user = renderScreen();
    await screen.findByRole('rowheader', { name: 'Meena Iyer' });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const row = rowOf('Meena Iyer');
    await user.click(within(row).getByRole('button', { name: 'Disable' }));
    await waitFor(() =>
      expect(within(row).getByRole('alert')).toHaveTextContent('That account no longer exists.'),
    );
  });
});
