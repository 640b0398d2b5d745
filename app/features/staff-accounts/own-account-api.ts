/** A member of staff's own sessions, recovery codes, password and authenticator, through the one API client. */
import { callEndpoint } from '#app/lib/api-client.ts';
import { ownAccountEndpoints } from '#contract/staff-own-account.ts';

const {
  listSessions,
  endSession,
  newRecoveryCodes,
  changePassword,
  startAuthenticatorChange,
  confirmAuthenticatorChange,
} = ownAccountEndpoints;

export async function fetchOwnSessions() {
  return (await callEndpoint(listSessions, { failure: 'Failed to load your sessions' })).sessions;
}

export function endOwnSession(ref: string) {
  return callEndpoint(endSession, { params: { ref }, failure: 'Failed to end the session' });
}

export async function replaceRecoveryCodes(password: string) {
  const answer = await callEndpoint(newRecoveryCodes, {
    body: { password },
    failure: 'Failed to make new codes',
  });
  return answer.recoveryCodes;
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
export function startAuthenticatorSetup(password: string) {
  return callEndpoint(startAuthenticatorChange, {
    body: { password },
    failure: 'Failed to start setting up a new authenticator',
  });
}

export function switchAuthenticator(pending: string, code: string) {
  return callEndpoint(confirmAuthenticatorChange, {
    body: { pending, code },
    failure: 'Failed to switch to the new authenticator',
  });
}
