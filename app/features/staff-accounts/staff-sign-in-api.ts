/** The staff sign-in endpoints as the sign-in and invitation screens call them, through the one API client. */
import { callEndpoint } from '#app/lib/api-client.ts';
import type { EndpointRequestBody } from '#contract/endpoint.ts';
import { staffSignInEndpoints } from '#contract/staff-accounts.ts';

const { openInvitation, acceptInvitation, signIn } = staffSignInEndpoints;

export function readInvitation(token: string) {
  return callEndpoint(openInvitation, { body: { token }, failure: 'Failed to open the invitation' });
}

export function registerWithInvitation(body: EndpointRequestBody<typeof acceptInvitation>) {
  return callEndpoint(acceptInvitation, { body, failure: 'Failed to create your sign-in' });
}

export function signInAsStaff(body: EndpointRequestBody<typeof signIn>) {
  return callEndpoint(signIn, { body, failure: 'Failed to sign in' });
}

/** Where to go after signing in: a path of this site (never another site), else the staff home. */
export function safeNextPath(next: string | null): string {
  return next && /^\/(?![/\\])/.test(next) ? next : '/admin/dashboard';
}
