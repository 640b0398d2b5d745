// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { accountSessionEnded } from '#app/lib/staff-session.ts';
import { adminMessages } from '#contract/admin-session.ts';
import type { OwnSession } from '#contract/staff-own-account.ts';
import { MyAccountScreen } from './my-account-screen.tsx';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const inTenMinutes = () => new Date(Date.now() + 10 * 60 * 1000).toISOString();

const session = (ref: string, current: boolean, userAgent: string): OwnSession => ({
  ref,
  createdAt: '2026-11-25T05:00:00.000Z',
  lastUsedAt: '2026-11-25T06:00:00.000Z',
  userAgent,
  current,
});

type Answer = (url: URL, method: string, body: unknown) => Response | undefined;

/**
 * The API as the screen meets it: a member of staff's session, confirmed lately unless
 * `confirmed` is false, signed in here and on a phone. `answer` may answer a request first. Every
 * request is kept, as "METHOD path".
 */
function fakeServer({ confirmed = true, answer }: { confirmed?: boolean; answer?: Answer } = {}) {
  let sessions = [session('here-000000001', true, 'Firefox here'), session('phone-00000001', false, 'Phone')];
  let confirmedUntil = confirmed ? inTenMinutes() : null;
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      const request = `${method} ${url.pathname}`;
      requests.push(request);
      if (request === 'GET /api/admin/session')
        return json({
          admin: true,
          staff: {
            accountId: 'acc-meena-000001',
            displayName: 'Meena Iyer',
            roles: ['sales'],
            viaAdminKey: false,
          },
        });
      const special = answer?.(url, method, body);
      if (special) return special;
      const ways = { passkey: false, password: true };
      switch (request) {
        case 'GET /api/staff/confirmation':
          return json({ confirmedUntil, ways });
        case 'POST /api/staff/confirmation':
          confirmedUntil = inTenMinutes();
          return json({ confirmedUntil, ways });
        case 'GET /api/staff/passkeys':
          return json({ passkeys: [] });
        case 'GET /api/staff/sessions':
          return json({ sessions });
        case 'DELETE /api/staff/sessions': {
          const ended = sessions.filter((each) => !each.current).length;
          sessions = sessions.filter((each) => each.current);
          return json({ ended });
        }
        case 'POST /api/staff/password':
          sessions = sessions.filter((each) => each.current);
          return json({ otherSessionsEnded: 1 });
        case 'POST /api/staff/recovery-codes':
          return json({ recoveryCodes: Array.from({ length: 10 }, (_, index) => `code-${index}`) });
        case 'GET /api/staff/alerts':
          return json({ publicKey: 'key', kinds: ['quote'], alwaysKinds: [], subscriptions: [] });
        default:
          return json({ error: 'Not found' }, 404);
      }
    }),
  );
  return { requests };
}

function renderScreen() {
  render(
    <MemoryRouter initialEntries={['/admin/account']}>
      <MyAccountScreen title="My account" />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const region = (name: string) => screen.getByRole('region', { name });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('MyAccountScreen', () => {
  it('says it is loading, then shows the sign-in, the passkeys and where the person is signed in', async () => {
    fakeServer();
    renderScreen();
    expect(await screen.findByText('Loading your sign-in…')).toHaveAttribute('role', 'status');
    expect(await screen.findByText(/You can change how you sign in until/)).toBeInTheDocument();
    expect(await screen.findByText('You have no passkeys yet.')).toBeInTheDocument();
    const sessions = await screen.findByRole('list', { name: 'Your sessions' });
    expect(within(sessions).getAllByRole('listitem')).toHaveLength(2);
    expect(sessions).toHaveTextContent('This browser');
    expect(screen.queryByRole('region', { name: 'Confirm it is you' })).toBeNull();
  });

  it('bounds its fields by their endpoints’ schemas, each required', async () => {
    fakeServer();
    renderScreen();
    const passkeyName = await screen.findByLabelText(/^Name of the new passkey/);
    expect(passkeyName).toHaveAttribute('maxlength', '60');
    expect(passkeyName).toBeRequired();
    for (const label of [/^Your current password/, /^New password/]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('maxlength', '512');
      expect(screen.getByLabelText(label)).toBeRequired();
    }
  });

  it('shows why the sign-in could not be read', async () => {
    fakeServer({
      answer: (url) =>
        url.pathname === '/api/staff/confirmation'
          ? json({ error: 'Only your own account can do this.' }, 409)
          : undefined,
    });
    renderScreen();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Only your own account can do this.'),
    );
    expect(screen.queryByText('Loading your sign-in…')).toBeNull();
  });

  it('returns to the gate when the session has ended', async () => {
    fakeServer({
      answer: (url) =>
        url.pathname === '/api/staff/sessions'
          ? json({ error: adminMessages.loginRequired }, 401)
          : undefined,
    });
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Admin Access Required' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(accountSessionEnded);
  });

  it('signs out everywhere else and says how many sessions ended', async () => {
    const { requests } = fakeServer();
    const user = renderScreen();
    await screen.findByRole('list', { name: 'Your sessions' });
    const sessions = region('Where you are signed in');
    await user.click(within(sessions).getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() =>
      expect(within(sessions).getByRole('status')).toHaveTextContent(
        'Signed out everywhere else: 1 other session ended.',
      ),
    );
    expect(within(sessions).getAllByRole('listitem')).toHaveLength(1);
    await waitFor(() =>
      expect(requests.filter((request) => request === 'GET /api/staff/sessions')).toHaveLength(2),
    );
  });

  it('reads the sessions again after a new password, which ended the others', async () => {
    const { requests } = fakeServer();
    const user = renderScreen();
    await screen.findByRole('list', { name: 'Your sessions' });
    const form = screen.getByRole('form', { name: 'Change your password' });
    await user.type(within(form).getByLabelText(/^Your current password/), 'old password of mine');
    await user.type(within(form).getByLabelText(/^New password/), 'a new password of some length');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Your sessions' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(requests.filter((request) => request === 'GET /api/staff/sessions')).toHaveLength(2);
    expect(within(form).getByLabelText(/^Your current password/)).toHaveValue('');
  });

  it('asks to confirm again when a change finds the confirmation ran out, then allows it', async () => {
    let refuse = true;
    fakeServer({
      answer: (url, method) => {
        if (url.pathname !== '/api/staff/recovery-codes' || method !== 'POST' || !refuse) return undefined;
        refuse = false;
        return json({ error: adminMessages.confirmationRequired }, 403);
      },
    });
    const user = renderScreen();
    const recovery = await screen.findByRole('region', { name: 'Recovery codes' });
    await user.click(within(recovery).getByRole('button', { name: 'Make new codes' }));

    const confirm = await screen.findByRole('region', { name: 'Confirm it is you' });
    expect(screen.queryByRole('region', { name: 'Recovery codes' })).toBeNull();
    await user.type(within(confirm).getByLabelText(/^Your password/), 'my password');
    await user.type(within(confirm).getByLabelText(/^Code from your authenticator app/), '123456');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(/You can change how you sign in until/)).toBeInTheDocument();
    const again = screen.getByRole('region', { name: 'Recovery codes' });
    await user.click(within(again).getByRole('button', { name: 'Make new codes' }));
    expect(
      within(await screen.findByRole('list', { name: 'New recovery codes' })).getAllByRole('listitem'),
    ).toHaveLength(10);
  });

  it('shows a refused confirmation in the confirmation', async () => {
    fakeServer({
      confirmed: false,
      answer: (url, method) =>
        url.pathname === '/api/staff/confirmation' && method === 'POST'
          ? json({ error: 'Check the form.', fields: { password: 'That did not confirm it is you.' } }, 400)
          : undefined,
    });
    const user = renderScreen();
    const confirm = await screen.findByRole('region', { name: 'Confirm it is you' });
    expect(await screen.findByText('Confirm it is you, above, to end these sessions.')).toBeInTheDocument();
    expect(within(confirm).getByLabelText(/^Your password/)).toHaveAttribute('maxlength', '512');
    expect(within(confirm).getByLabelText(/^Code from your authenticator app/)).toHaveAttribute(
      'maxlength',
      '40',
    );
    await user.type(within(confirm).getByLabelText(/^Your password/), 'wrong password');
    await user.type(within(confirm).getByLabelText(/^Code from your authenticator app/), '000000');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(within(confirm).getByRole('alert')).toHaveTextContent('That did not confirm it is you.'),
    );
    expect(within(confirm).getByLabelText(/^Your password/)).toHaveFocus();
  });
});
