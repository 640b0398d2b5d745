import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { auditEndpoints } from '#contract/audit.ts';
import { batchEndpoints } from '#contract/batches.ts';
import { inboxEndpoints } from '#contract/inbox.ts';
import { productEndpoints } from '#contract/products.ts';
import { recallEndpoints } from '#contract/recalls.ts';
import { staffAccountEndpoints } from '#contract/staff-accounts.ts';
import { staffPasskeyEndpoints } from '#contract/staff-passkeys.ts';
import { rolesAllow, type StaffRole } from '#contract/staff-roles.ts';
import { tabletEndpoints } from '#contract/tablet.ts';
import { siteConfig } from '#app/lib/site-config.ts';
import { type StaffMember, StaffSessionProvider, useStaffSession } from '#app/lib/staff-session.ts';
import { SiteLogo } from './site-logo.tsx';

interface StaffScreenLink {
  to: string;
  label: string;
  /** The roles it serves, as its endpoints declare them. */
  roles: readonly StaffRole[];
  /** Only for a member of staff with an account (the admin key has none). */
  accountOnly?: boolean;
}

/** The staff screens, in the order of the staff navigation. */
export const staffScreens: readonly StaffScreenLink[] = [
  { to: '/admin/dashboard', label: 'Inbox', roles: inboxEndpoints.list.access.roles },
  { to: '/tablets', label: 'Tablets', roles: tabletEndpoints.create.access.roles },
  { to: '/admin/products', label: 'Products', roles: productEndpoints.list.access.roles },
  { to: '/admin/batches', label: 'Batches', roles: batchEndpoints.list.access.roles },
  { to: '/admin/recalls', label: 'Recalls', roles: recallEndpoints.list.access.roles },
  { to: '/admin/accounts', label: 'Accounts', roles: staffAccountEndpoints.list.access.roles },
  { to: '/admin/audit', label: 'Audit log', roles: auditEndpoints.list.access.roles },
  {
    to: '/admin/account',
    label: 'My account',
    roles: staffPasskeyEndpoints.list.access.roles,
    accountOnly: true,
  },
];

/** The screens a member of staff may open; every screen until the server has said who is signed in. */
export function screensFor(staff: StaffMember | undefined): readonly StaffScreenLink[] {
  if (!staff) return staffScreens;
  return staffScreens.filter(
    (screen) => rolesAllow(staff.roles, screen.roles) && !(screen.accountOnly && staff.accountId === null),
  );
}

function StaffNavigation() {
  const { state } = useStaffSession();
  const screens = screensFor(state.status === 'unlocked' ? state.staff : undefined);
  return (
    <nav aria-label="Staff" className="order-last w-full sm:order-none sm:w-auto">
      <ul className="flex flex-wrap gap-1">
        {screens.map((screen) => (
          <li key={screen.to}>
            <NavLink
              to={screen.to}
              className="inline-flex h-10 items-center rounded-md px-3 font-medium text-slate-800 hover:bg-mist aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
            >
              {screen.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The frame of the staff screens, which each staff route puts around its screen (so that no public
 * page loads its code): no marketing header, call to action or newsletter, but the
 * company's mark, a navigation between the staff screens and a way back to the public site.
 */
export function StaffLayout({ children }: { children: ReactNode }) {
  return (
    <StaffSessionProvider>
      <a
        href="#main-content"
        className="sr-only z-[100] rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
          <div className="flex items-center gap-3">
            <a href="/" className="rounded-md" aria-label={`${siteConfig.name} home`}>
              <SiteLogo variant="mark" />
            </a>
            <span className="text-sm font-semibold tracking-wide text-slate-700 uppercase">Staff</span>
          </div>
          <StaffNavigation />
          <a href="/" className="ml-auto text-sm font-medium text-teal-800 underline">
            Back to the website
          </a>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="min-h-[60vh] outline-none">
        {children}
      </main>
    </StaffSessionProvider>
  );
}
