/**
 * The signed-in member of staff's own sign-in as TanStack Query sees it: whether they confirmed who
 * they are lately, their passkeys and sessions, and the changes to how they sign in.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConfirmationState } from '#contract/staff-confirmation.ts';
import type { OwnSession } from '#contract/staff-own-account.ts';
import type { PasskeyView } from '#contract/staff-passkeys.ts';
import {
  changeOwnPassword,
  confirmWithPassword,
  endAllOtherSessions,
  endOwnSession,
  fetchConfirmation,
  fetchOwnSessions,
  needsConfirmation,
  replaceRecoveryCodes,
  startAuthenticatorSetup,
  switchAuthenticator,
} from './own-account-api.ts';
import { addPasskey, confirmWithPasskey, fetchPasskeys, removePasskey } from './passkeys-api.ts';

const ownAccountQueryKey = ['own-account'] as const;
const confirmationQueryKey = [...ownAccountQueryKey, 'confirmation'] as const;
const sessionsQueryKey = [...ownAccountQueryKey, 'sessions'] as const;
const passkeysQueryKey = [...ownAccountQueryKey, 'passkeys'] as const;

export function useConfirmation() {
  return useQuery({
    queryKey: confirmationQueryKey,
    queryFn: ({ signal }) => fetchConfirmation(signal),
  });
}

/**
 * For every change to the sign-in: a refusal because the confirmation ran out meanwhile makes the
 * screen ask for it again.
 */
function useConfirmationLapse() {
  const queryClient = useQueryClient();
  return (error: Error) => {
    if (!needsConfirmation(error)) return;
    queryClient.setQueryData<ConfirmationState>(
      confirmationQueryKey,
      (current) => current && { ...current, confirmedUntil: null },
    );
  };
}

export type ConfirmWay = { way: 'passkey' } | { way: 'password'; password: string; code: string };

/** Confirms who the person is; the server's answer is the new confirmation, kept as it is. */
export function useConfirmIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ConfirmWay) =>
      request.way === 'passkey' ? confirmWithPasskey() : confirmWithPassword(request.password, request.code),
    onSuccess: (state) => queryClient.setQueryData(confirmationQueryKey, state),
  });
}

export function useOwnPasskeys() {
  return useQuery({
    queryKey: passkeysQueryKey,
    queryFn: ({ signal }) => fetchPasskeys(signal),
  });
}

export type PasskeyChange = { kind: 'add'; name: string } | { kind: 'remove'; passkey: PasskeyView };

type PasskeyChangeAnswer =
  { kind: 'added'; passkey: PasskeyView } | { kind: 'removed'; passkey: PasskeyView };

/**
 * Adds a passkey (the browser shows its own dialog) or removes one, one at a time: the panel shows
 * the answer or the refusal of the last. The list changes at once, then is read again.
 */
export function usePasskeyChange() {
  const queryClient = useQueryClient();
  const onError = useConfirmationLapse();
  return useMutation({
    mutationFn: async (change: PasskeyChange): Promise<PasskeyChangeAnswer> => {
      if (change.kind === 'add') return { kind: 'added', passkey: await addPasskey(change.name) };
      await removePasskey(change.passkey.id);
      return { kind: 'removed', passkey: change.passkey };
    },
    onSuccess: (answer) =>
      queryClient.setQueryData<PasskeyView[]>(passkeysQueryKey, (current) =>
        answer.kind === 'added'
          ? [...(current ?? []), answer.passkey]
          : current?.filter((each) => each.id !== answer.passkey.id),
      ),
    onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}

export function useOwnSessions() {
  return useQuery({
    queryKey: sessionsQueryKey,
    queryFn: ({ signal }) => fetchOwnSessions(signal),
  });
}

export type SessionsEnd = { kind: 'one'; session: OwnSession } | { kind: 'others' };

type SessionsEndAnswer = { kind: 'one' } | { kind: 'others'; ended: number };

/** Ends one other session or all of them; the list changes at once, then is read again. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  const onError = useConfirmationLapse();
  return useMutation({
    mutationFn: async (request: SessionsEnd): Promise<SessionsEndAnswer> => {
      if (request.kind === 'one') {
        await endOwnSession(request.session.ref);
        return { kind: 'one' };
      }
      return { kind: 'others', ended: await endAllOtherSessions() };
    },
    onSuccess: (_answer, request) =>
      queryClient.setQueryData<OwnSession[]>(sessionsQueryKey, (current) =>
        current?.filter((each) => (request.kind === 'one' ? each.ref !== request.session.ref : each.current)),
      ),
    onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}

/** Ten new recovery codes; the old ones stop working. */
export function useNewRecoveryCodes() {
  const onError = useConfirmationLapse();
  return useMutation({ mutationFn: () => replaceRecoveryCodes(), onError });
}

/** A new password ends the account's other sessions: the list of sessions is read again to show it. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  const onError = useConfirmationLapse();
  return useMutation({
    mutationFn: ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) =>
      changeOwnPassword(currentPassword, newPassword),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
    onError,
  });
}

/** Step 1 of a new authenticator: a new secret, not in use until a code of it comes back. */
export function useStartAuthenticatorSetup() {
  const onError = useConfirmationLapse();
  return useMutation({ mutationFn: () => startAuthenticatorSetup(), onError });
}

/** Step 2: a code of the new secret, which then replaces the old one. */
export function useSwitchAuthenticator() {
  const onError = useConfirmationLapse();
  return useMutation({
    mutationFn: ({ pending, code }: { pending: string; code: string }) => switchAuthenticator(pending, code),
    onError,
  });
}
