/**
 * The staff session as a page knows it: an HttpOnly cookie it can only ask the server about.
 * Every staff screen reads and changes it here, through the one API client.
 */
import { createContext, createElement, type ReactNode, use, useCallback, useEffect, useState } from 'react';
import { adminMessages, adminSessionEndpoints } from '#contract/admin-session.ts';
import type { StaffRole } from '#contract/staff-roles.ts';
import { ApiError, callEndpoint, failureMessage, isApiError } from './api-client.ts';

const { open, read, close } = adminSessionEndpoints;

/** Who holds the session: a staff account, or the admin key (the owner's). */
export interface StaffMember {
  /** The staff account; null for the admin key, which has none. */
  accountId: string | null;
  displayName: string;
  roles: StaffRole[];
}

const adminKeyHolder: StaffMember = { accountId: null, displayName: 'Admin key', roles: ['owner'] };

/**
 * GET /api/admin/session: who holds this browser's staff session, or undefined without one. "No
 * session" may be answered `200 { "admin": false }` or, by older servers, `401`; an older server's
 * `{ "admin": true }` names nobody, and only the admin key opened sessions there.
 */
export async function checkStaffSession(): Promise<StaffMember | undefined> {
  try {
    const answer = await callEndpoint(read, {
      failure: 'Failed to check the admin session',
      answer: { schema: read.answers[200].schema, expected: 'the admin session state' },
    });
    if (!answer.admin) return undefined;
    if (!answer.staff) return adminKeyHolder;
    const { accountId, displayName, roles } = answer.staff;
    return { accountId, displayName, roles };
  } catch (error) {
    if (isApiError(error) && error.status === 401) return undefined;
    throw error;
  }
}

/**
 * POST /api/admin/session: the server checks the key and sets the session cookie.
 * A wrong key always reads 'Invalid admin key', whatever the server says, so nothing is revealed.
 */
export async function startStaffSession(key: string): Promise<void> {
  try {
    await callEndpoint(open, { body: { key }, failure: 'Failed to unlock the admin panel' });
  } catch (error) {
    if (isApiError(error) && error.status === 401)
      throw new ApiError(adminMessages.invalidKey, { status: 401 });
    throw error;
  }
}

/** DELETE /api/admin/session: ends the session and clears its cookie; one already ended is no failure. */
export async function endStaffSession(): Promise<void> {
  try {
    await callEndpoint(close, { failure: 'Failed to lock the admin panel' });
  } catch (error) {
    if (!(isApiError(error) && error.status === 401)) throw error;
  }
}

export type StaffSessionState =
  { status: 'checking' } | { status: 'locked'; notice?: string } | { status: 'unlocked'; staff: StaffMember };

/** What a staff screen behind the gate receives: who is signed in, and the way to end the session. */
export type OpenStaffSession = Pick<StaffSession, 'lock' | 'expire'> & { staff: StaffMember };

export interface StaffSession {
  state: StaffSessionState;
  /** Throws the server's refusal (wrong key, too many attempts) for the gate to show. */
  unlock: (key: string) => Promise<void>;
  /** Throws when the server could not be told, so the screen stays open rather than pretending. */
  lock: () => Promise<void>;
  /** The server said the session has ended: back to the gate, saying why. */
  expire: () => void;
}

/** What an account's screen says when the server has ended its session (the key's: adminMessages). */
export const accountSessionEnded = 'Your session has ended. Sign in again.';

/** The session of this browser; 'checking' until the server has answered. Asks only when `enabled`. */
function useSessionOfThisBrowser(enabled: boolean): StaffSession {
  const [state, setState] = useState<StaffSessionState>({ status: 'checking' });

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    checkStaffSession().then(
      (staff) => {
        if (current) setState(staff ? { status: 'unlocked', staff } : { status: 'locked' });
      },
      (error: unknown) => {
        if (current) setState({ status: 'locked', notice: failureMessage(error, '') || undefined });
      },
    );
    return () => {
      current = false;
    };
  }, [enabled]);

  const unlock = useCallback(async (key: string) => {
    await startStaffSession(key);
    setState({ status: 'unlocked', staff: adminKeyHolder });
  }, []);

  const lock = useCallback(async () => {
    await endStaffSession();
    setState({ status: 'locked' });
  }, []);

  const expire = useCallback(() => {
    setState((current) => ({
      status: 'locked',
      notice:
        current.status === 'unlocked' && current.staff.accountId !== null
          ? accountSessionEnded
          : adminMessages.loginRequired,
    }));
  }, []);

  return { state, unlock, lock, expire };
}

const StaffSessionContext = createContext<StaffSession | null>(null);

/** One session for everything inside: the staff frame's navigation and the screen's gate. */
export function StaffSessionProvider({ children }: { children: ReactNode }) {
  return createElement(StaffSessionContext, { value: useSessionOfThisBrowser(true) }, children);
}

/** The session of this browser: the frame's, when inside one; else this component's own. */
export function useStaffSession(): StaffSession {
  const shared = use(StaffSessionContext);
  const own = useSessionOfThisBrowser(shared === null);
  return shared ?? own;
}
