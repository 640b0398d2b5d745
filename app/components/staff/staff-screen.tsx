import type { ReactNode } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import type { OpenStaffSession } from '#app/lib/staff-session.ts';
import type { StaffRole } from '#contract/staff-roles.ts';
import { StaffGate } from './staff-gate.tsx';

interface StaffScreenProps {
  title: string;
  /** One line under the heading: what the screen is for. */
  intro: string;
  /** What the key opens, for the gate: "manage staff accounts". */
  purpose: string;
  /** The roles the screen serves, as its endpoints declare them. */
  roles: readonly StaffRole[];
  children: (session: OpenStaffSession) => ReactNode;
}

/** The frame every staff screen shares: its heading and purpose, then the gate, then the screen. */
export function StaffScreen({ title, intro, purpose, roles, children }: StaffScreenProps) {
  return (
    <>
      <header className="bg-slate-50 px-4 py-10 text-center">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-2 text-lg text-slate-700">{intro}</p>
      </header>
      <StaffGate purpose={purpose} roles={roles}>
        {children}
      </StaffGate>
    </>
  );
}

/** The way out of a staff screen, at the top of its content. */
export function SignOutButton({ onLock }: { onLock: () => Promise<void> }) {
  return (
    <div className="flex justify-end">
      <Button variant="ghost" size="sm" onClick={() => void onLock()}>
        Sign out
      </Button>
    </div>
  );
}
