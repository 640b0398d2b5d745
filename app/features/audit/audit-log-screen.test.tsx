// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { AuditAction } from '#contract/audit-actions.ts';
import { AuditLogScreen } from './audit-log-screen.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const tabletId = '3f2a9c1e-0000-4000-8000-000000000001';
const meena = {
  id: 'acc-meena-000001',
  email: 'meena@aarogya.example',
  displayName: 'Meena Iyer',
  roles: ['sales'],
  disabled: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function entry(seq: number, action: AuditAction, extra: Record<string, unknown> = {}) {
  return {
    seq,
    at: '2026-11-25T05:00:00.000Z',
    accountId: null,
    sessionRef: null,
    action,
    recordType: null,
    recordId: null,
    details: {},
    addressHash: null,
    prevHash: '0'.repeat(64),
    hash: 'f'.repeat(64),
    ...extra,
  };
}

const entries = [
  entry(4, 'tablet.update', {
    accountId: meena.id,
    sessionRef: 'ref-of-session-1',
    recordType: 'tablet',
    recordId: tabletId,
    details: { before: { price: 12 }, after: { price: 14.5 } },
  }),
  entry(3, 'session.sign-in-failed', { details: { method: 'admin-key' } }),
  entry(2, 'session.sign-in', { sessionRef: 'ref-of-session-0', details: { method: 'admin-key' } }),
];

/** The API as the screen meets it: an owner's session, the accounts, and the log in pages of `pageSize`. */
function fakeServer(
  options: { pageSize?: number; audit?: (url: URL) => Response | undefined; accounts?: () => Response } = {},
) {
  const pageSize = options.pageSize ?? 50;
  const auditCalls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      if (url.pathname === '/api/admin/session' && method === 'GET')
        return json({
          admin: true,
          staff: { accountId: null, displayName: 'Admin key', roles: ['owner'], viaAdminKey: true },
        });
      if (url.pathname === '/api/admin/session' && method === 'DELETE')
        return new Response(null, { status: 204 });
      if (url.pathname === '/api/staff/accounts') return options.accounts?.() ?? json({ accounts: [meena] });
      if (url.pathname === '/api/audit') {
        auditCalls.push(url);
        const override = options.audit?.(url);
        if (override) return override;
        const before = Number(url.searchParams.get('before') ?? Infinity);
        const action = url.searchParams.get('action');
        const matching = entries.filter((item) => item.seq < before && (!action || item.action === action));
        const shown = matching.slice(0, pageSize);
        return json({
          entries: shown,
          nextBefore: matching.length > pageSize ? (shown.at(-1)?.seq ?? null) : null,
        });
      }
      return json({ error: 'Not found' }, 404);
    }),
  );
  return { auditCalls };
}

function renderScreen() {
  render(
    <MemoryRouter initialEntries={['/admin/audit']}>
      <AuditLogScreen title="Audit Log" />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AuditLogScreen', () => {
  it('says it is loading, then shows who did what to which record, with names instead of account ids', async () => {
    fakeServer();
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeInTheDocument();
    expect(await screen.findByText('Loading the audit log…')).toHaveAttribute('role', 'status');

    const table = await screen.findByRole('table', { name: 'Audit log entries' });
    const [update, failed, signIn] = bodyRows(table);
    expect(within(update!).getByRole('rowheader')).toHaveTextContent('4');
    expect(update).toHaveTextContent('Meena Iyer');
    expect(update).toHaveTextContent('Changed a tablet');
    expect(update).toHaveTextContent('price: 12 → 14.5');
    expect(update).toHaveTextContent('ref-of-session-1');
    // 05:00 UTC, in India's time and named so, whatever the browser's own zone.
    expect(within(update!).getByText('2026-11-25 10:30 IST')).toHaveAttribute(
      'datetime',
      '2026-11-25T05:00:00.000Z',
    );
    const record = within(update!).getByTitle(tabletId);
    expect(record).toHaveTextContent(/^3f2a9c1e…$/);
    expect(record.parentElement).toHaveTextContent('tablet 3f2a9c1e…');
    expect(failed).toHaveTextContent('Unknown');
    expect(failed).toHaveTextContent('Failed to sign in');
    expect(signIn).toHaveTextContent('Admin key');
    expect(screen.getByRole('region', { name: /Audit log entries/ })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 entries, newest first.');
  });

  it('filters by account, action and days, and the CSV link follows the filter shown', async () => {
    const { auditCalls } = fakeServer();
    const user = renderScreen();
    await screen.findByRole('table', { name: 'Audit log entries' });
    const filters = screen.getByRole('form', { name: 'Filter the audit log' });
    expect(
      within(filters).getByRole('option', { name: 'Meena Iyer (meena@aarogya.example)' }),
    ).toBeInTheDocument();

    await user.selectOptions(within(filters).getByLabelText(/^Account/), meena.id);
    await user.selectOptions(within(filters).getByLabelText(/^Action/), 'Added a tablet');
    await user.type(within(filters).getByLabelText(/^From date/), '2026-11-25');
    await user.type(within(filters).getByLabelText(/^To date/), '2026-11-30');
    await user.click(within(filters).getByRole('button', { name: 'Show' }));

    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const query = Object.fromEntries(auditCalls.at(-1)!.searchParams);
    expect(query).toEqual({
      accountId: meena.id,
      action: 'tablet.create',
      // The days are India's, as the When column's times are.
      from: '2026-11-24T18:30:00.000Z',
      to: '2026-11-30T18:30:00.000Z',
    });
    const csv = new URL(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')!, 'http://x');
    expect(csv.pathname).toBe('/api/audit.csv');
    expect(Object.fromEntries(csv.searchParams)).toEqual(query);
  });

  it('appends the older entries, and offers no more once they are all shown', async () => {
    const { auditCalls } = fakeServer({ pageSize: 2 });
    const user = renderScreen();
    const table = await screen.findByRole('table', { name: 'Audit log entries' });
    expect(bodyRows(table)).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Show older entries' }));
    expect(await screen.findByText('Showing 3 entries, newest first.')).toBeInTheDocument();
    expect(bodyRows(table).map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '4',
      '3',
      '2',
    ]);
    expect(auditCalls.at(-1)!.searchParams.get('before')).toBe('3');
    expect(screen.queryByRole('button', { name: 'Show older entries' })).not.toBeInTheDocument();
  });

  it('asks again after a server error, and shows why the log failed to load once the retries are spent', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { auditCalls } = fakeServer({ audit: () => json({ error: 'The store is unavailable' }, 503) });
    renderScreen();
    expect(await screen.findByText('Loading the audit log…')).toBeInTheDocument();
    // SPEC §9: three retries, 1, 2 and 4 seconds apart.
    await act(() => vi.advanceTimersByTimeAsync(7_000));
    expect(await screen.findByText('The store is unavailable')).toBeInTheDocument();
    expect(auditCalls).toHaveLength(4);
    expect(screen.getByRole('alert')).toHaveTextContent('The store is unavailable');
    expect(screen.queryByText('Loading the audit log…')).not.toBeInTheDocument();
  });

  it('shows the entries by account id, and why, when the accounts cannot be read', async () => {
    fakeServer({ accounts: () => json({ error: 'Your roles do not allow this.' }, 403) });
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Audit log entries' });
    expect(bodyRows(table)[0]).toHaveTextContent(meena.id);
    expect(screen.getByRole('alert')).toHaveTextContent('Your roles do not allow this.');
  });

  it('asks the server again when the same filter is shown again', async () => {
    const { auditCalls } = fakeServer();
    const user = renderScreen();
    await screen.findByRole('table', { name: 'Audit log entries' });
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Showing 3 entries, newest first.')).toBeInTheDocument();
    expect(auditCalls).toHaveLength(2);
  });

  it('goes back to the gate when the session has ended', async () => {
    fakeServer({ audit: () => json({ error: 'No valid staff session.' }, 401) });
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Admin Access Required' })).toBeInTheDocument();
  });

  it('signs out', async () => {
    fakeServer();
    const user = renderScreen();
    await screen.findByRole('table', { name: 'Audit log entries' });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Admin Access Required' })).toBeInTheDocument();
  });
});
