/** The owner's account endpoints as the accounts screen calls them, through the one API client. */
import { callEndpoint } from '#app/lib/api-client.ts';
import type { EndpointRequestBody } from '#contract/endpoint.ts';
import { staffAccountEndpoints } from '#contract/staff-accounts.ts';

const { list, create, change, reinvite, endSessions, endEverySession } = staffAccountEndpoints;

export async function fetchAccounts(signal?: AbortSignal) {
  return (await callEndpoint(list, { signal, failure: 'Failed to load the staff accounts' })).accounts;
}

export function inviteMember(body: EndpointRequestBody<typeof create>) {
  return callEndpoint(create, { body, failure: 'Failed to invite' });
}

export async function changeAccount(id: string, body: EndpointRequestBody<typeof change>) {
  return (await callEndpoint(change, { params: { id }, body, failure: 'Failed to change the account' }))
    .account;
}

export function reinviteMember(id: string) {
  return callEndpoint(reinvite, { params: { id }, failure: 'Failed to create a new invitation' });
}

export async function signOutEverywhere(id: string) {
  return (await callEndpoint(endSessions, { params: { id }, failure: 'Failed to sign the account out' }))
    .ended;
}

export async function signEveryoneOut() {
  return (await callEndpoint(endEverySession, { failure: 'Failed to sign everyone out' })).ended;
}

/** The link the invited person opens: the token in the fragment, so it reaches no server log. */
export function invitationLink(token: string): string {
  return `${window.location.origin}/admin/join#${token}`;
}
