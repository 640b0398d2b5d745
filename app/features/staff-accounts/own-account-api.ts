/** A member of staff's own sessions, recovery codes, password and authenticator, through the one API client. */
import { callEndpoint, isApiError } from '#app/lib/api-client.ts';
import { adminMessages } from '#contract/admin-session.ts';
import { confirmationEndpoints } from '#contract/staff-confirmation.ts';
import { ownAccountEndpoints } from '#contract/staff-own-account.ts';

const {
  listSessions,
  endSession,
  endOtherSessions,
  newRecoveryCodes,
  changePassword,
  startAuthenticatorChange,
  confirmAuthenticatorChange,
} = ownAccountEndpoints;

export async function fetchOwnSessions(signal?: AbortSignal) {
  return (await callEndpoint(listSessions, { signal, failure: 'Failed to load your sessions' })).sessions;
}

export function endOwnSession(ref: string) {
  return callEndpoint(endSession, { params: { ref }, failure: 'Failed to end the session' });
}

/** Answers how many other sessions ended. */
export async function endAllOtherSessions() {
  return (await callEndpoint(endOtherSessions, { failure: 'Failed to end your other sessions' })).ended;
}

export async function replaceRecoveryCodes() {
  return (await callEndpoint(newRecoveryCodes, { failure: 'Failed to make new codes' })).recoveryCodes;
}

/** Answers how many other sessions ended with the change. */
export async function changeOwnPassword(currentPassword: string, newPassword: string) {
  const answer = await callEndpoint(changePassword, {
    body: { currentPassword, newPassword },
    failure: 'Failed to change your password',
  });
  return answer.otherSessionsEnded;
}

/** A new authenticator secret, not in use until `switchAuthenticator` brings a code of it. */
export function startAuthenticatorSetup() {
  return callEndpoint(startAuthenticatorChange, {
    failure: 'Failed to start setting up a new authenticator',
  });
}

export function switchAuthenticator(pending: string, code: string) {
  return callEndpoint(confirmAuthenticatorChange, {
    body: { pending, code },
    failure: 'Failed to switch to the new authenticator',
  });
}

/** Whether the person has confirmed who they are lately, and how they can. */
export function fetchConfirmation(signal?: AbortSignal) {
  return callEndpoint(confirmationEndpoints.read, { signal, failure: 'Failed to load your sign-in' });
}

export function confirmWithPassword(password: string, code: string) {
  return callEndpoint(confirmationEndpoints.confirm, {
    body: { password, code },
    failure: 'Failed to confirm it is you',
  });
}

/** True when the server refused a change because the person has not confirmed who they are lately. */
export function needsConfirmation(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.message === adminMessages.confirmationRequired;
}
