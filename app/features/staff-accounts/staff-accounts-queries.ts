/**
 * The owner's staff accounts as TanStack Query sees them: the list, the invitation of a new member,
 * the changes to one account, and the end of every other session.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointRequestBody } from '#contract/endpoint.ts';
import type { staffAccountEndpoints, StaffAccountView } from '#contract/staff-accounts.ts';
import {
  changeAccount,
  fetchAccounts,
  inviteMember,
  reinviteMember,
  signEveryoneOut,
  signOutEverywhere,
} from './staff-accounts-api.ts';

const accountsQueryKey = ['staff-accounts'] as const;

export function useStaffAccounts() {
  return useQuery({
    queryKey: [...accountsQueryKey, 'list'],
    queryFn: ({ signal }) => fetchAccounts(signal),
  });
}

/** Invites a new member of staff; the list is read again to show them. */
export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointRequestBody<typeof staffAccountEndpoints.create>) => inviteMember(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsQueryKey }),
  });
}

/** What the owner does to one account from its row. */
export type AccountAction =
  | { kind: 'change'; changes: EndpointRequestBody<typeof staffAccountEndpoints.change> }
  | { kind: 'reinvite' }
  | { kind: 'sign-out' };

type AccountActionAnswer =
  | { kind: 'change'; account: StaffAccountView }
  | { kind: 'reinvite'; token: string; mailedTo: string | null }
  | { kind: 'sign-out'; ended: number };

/**
 * One account's changes, as one request at a time: the row shows the answer or the refusal of the
 * last. A changed account replaces its row at once; the list is then read again.
 */
export function useAccountAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: AccountAction): Promise<AccountActionAnswer> => {
      if (action.kind === 'change')
        return { kind: 'change', account: await changeAccount(id, action.changes) };
      if (action.kind === 'reinvite') {
        const { invitation } = await reinviteMember(id);
        return { kind: 'reinvite', token: invitation.token, mailedTo: invitation.mailedTo };
      }
      return { kind: 'sign-out', ended: await signOutEverywhere(id) };
    },
    onSuccess: (answer) => {
      if (answer.kind !== 'change') return;
      queryClient.setQueryData<StaffAccountView[]>([...accountsQueryKey, 'list'], (accounts) =>
        accounts?.map((account) => (account.id === answer.account.id ? answer.account : account)),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountsQueryKey }),
  });
}

/** Ends every session but the owner's own; answers how many ended. */
export function useSignEveryoneOut() {
  return useMutation({ mutationFn: () => signEveryoneOut() });
}
