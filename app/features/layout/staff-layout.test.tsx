// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffMember } from '#app/lib/staff-session.ts';
import { StaffGate } from '#app/components/staff/staff-gate.tsx';
import { screensFor, StaffLayout } from './staff-layout.tsx';

const member = (roles: StaffMember['roles'], accountId: string | null = 'AAAAAAAAAAAAAAAA'): StaffMember => ({
  accountId,
  displayName: 'Chitra',
  roles,
});

describe('the staff navigation', () => {
  it('offers every screen until the server has said who is signed in', () => {
    expect(screensFor(undefined).map((link) => link.label)).toEqual([
      'Inbox',
      'Tablets',
      'Products',
      'Batches',
      'Recalls',
      'Accounts',
      'Audit log',
      'My account',
    ]);
  });

  it('offers a catalogue account only the screens its role serves, and its own account', () => {
    const labels = screensFor(member(['catalogue'])).map((link) => link.label);
    expect(labels).toContain('Tablets');
    expect(labels).toContain('Products');
    expect(labels).toContain('My account');
    expect(labels).not.toContain('Inbox');
    expect(labels).not.toContain('Accounts');
    expect(labels).not.toContain('Audit log');
  });

  it('offers the admin key every screen but an account’s own', () => {
    const labels = screensFor(member(['owner'], null)).map((link) => link.label);
    expect(labels).toContain('Accounts');
    expect(labels).toContain('Audit log');
    expect(labels).not.toContain('My account');
  });
});

describe('the staff frame', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks the server once and shows a sales account only the screens of its role', async () => {
    const fetch = vi.fn(async () =>
      Response.json({
        admin: true,
        staff: { accountId: 'AAAAAAAAAAAAAAAA', displayName: 'Anita', roles: ['sales'], viaAdminKey: false },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const router = createMemoryRouter([{ path: '/', element: <StaffLayout>screen</StaffLayout> }]);
    render(<RouterProvider router={router} />);
    const navigation = screen.getByRole('navigation', { name: 'Staff' });
    await vi.waitFor(() => expect(within(navigation).queryByRole('link', { name: 'Tablets' })).toBeNull());
    expect(within(navigation).getByRole('link', { name: 'Inbox' })).toBeInTheDocument();
    expect(within(navigation).queryByRole('link', { name: 'Audit log' })).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('tells an account whose roles a screen does not serve so, in words for accounts, not the key', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          admin: true,
          staff: {
            accountId: 'AAAAAAAAAAAAAAAA',
            displayName: 'Ravi',
            roles: ['catalogue'],
            viaAdminKey: false,
          },
        }),
      ),
    );
    const gated = (
      <StaffLayout>
        <StaffGate purpose="read the inbox" roles={['sales']}>
          {() => 'the inbox'}
        </StaffGate>
      </StaffLayout>
    );
    render(<RouterProvider router={createMemoryRouter([{ path: '/', element: gated }])} />);
    expect(await screen.findByRole('heading', { name: 'Not part of your roles' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Signed in as Ravi.');
    expect(document.body).not.toHaveTextContent(/admin key/i);
    expect(screen.queryByText('the inbox')).toBeNull();
  });
});
