/** A member of staff's own sessions and recovery codes, through the one API client. */
import { callEndpoint } from '#app/lib/api-client.ts';
import { ownAccountEndpoints } from '#contract/staff-own-account.ts';

const { listSessions, endSession, newRecoveryCodes } = ownAccountEndpoints;

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
