import { useCallback, useEffect, useState } from 'react';
import { adminMessages } from '#contract/admin-session.ts';
import { checkAdminSession, endAdminSession, startAdminSession } from '../api/admin-session-api.ts';

export type AdminSessionState =
  { status: 'checking' } | { status: 'locked'; notice?: string } | { status: 'unlocked' };

/**
 * The admin session lives in an HttpOnly cookie the page cannot read, so on mount it asks the server;
 * until then the state is 'checking'.
 */
export function useAdminSession() {
  const [state, setState] = useState<AdminSessionState>({ status: 'checking' });

  useEffect(() => {
    let current = true;
    checkAdminSession().then(
      (valid) => {
        if (current) setState(valid ? { status: 'unlocked' } : { status: 'locked' });
      },
      (error: unknown) => {
        if (current)
          setState({ status: 'locked', notice: error instanceof Error ? error.message : undefined });
      },
    );
    return () => {
      current = false;
    };
  }, []);

  /** Throws the server's refusal (wrong key, too many attempts) for the gate to show. */
  const unlock = useCallback(async (key: string) => {
    await startAdminSession(key);
    setState({ status: 'unlocked' });
  }, []);

  /** Throws when the server could not be told, so the panel stays open rather than pretending. */
  const lock = useCallback(async () => {
    await endAdminSession();
    setState({ status: 'locked' });
  }, []);

  const expire = useCallback(() => {
    setState({ status: 'locked', notice: adminMessages.loginRequired });
  }, []);

  return { state, unlock, lock, expire };
}
