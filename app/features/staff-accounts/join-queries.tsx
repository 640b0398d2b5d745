/**
 * The invitation and the two ways of registering with it, as TanStack Query reads and sends them.
 * The join page is opened before any session exists, outside the staff gate, so it has the query
 * client of the screens there.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { registerPasskeyWithInvitation } from './passkeys-api.ts';
import { readInvitation, registerWithInvitation } from './staff-sign-in-api.ts';

export { OutsideGateQueries as JoinQueries } from './outside-gate-queries.tsx';

/**
 * The invitation the token opens, read once: each reading is audited, and what it answers stays
 * the same until the invitation is used.
 */
export function useInvitation(token: string | undefined) {
  return useQuery({
    queryKey: ['staff-invitation', token],
    queryFn: ({ signal }) => readInvitation(token ?? '', signal),
    enabled: Boolean(token),
    staleTime: Infinity,
  });
}

/** A password and the authenticator's first code registered with the invitation; answers the recovery codes. */
export function usePasswordRegistration(token: string) {
  return useMutation({
    mutationFn: async ({ password, code }: { password: string; code: string }) =>
      (await registerWithInvitation({ token, password, code })).recoveryCodes,
  });
}

/** A passkey, under the name given, registered with the invitation (the browser shows its own dialog). */
export function usePasskeyRegistration(token: string) {
  return useMutation({
    mutationFn: (name: string) => registerPasskeyWithInvitation(token, name),
  });
}
