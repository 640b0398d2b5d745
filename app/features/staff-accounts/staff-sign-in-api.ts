/** The staff sign-in endpoints as the sign-in and invitation screens call them, through the one API client. */
import { callEndpoint } from '#app/lib/api-client.ts';
import type { EndpointRequestBody } from '#contract/endpoint.ts';
import { staffSignInEndpoints } from '#contract/staff-accounts.ts';
import { leadKindsOf, type StaffRole } from '#contract/staff-roles.ts';
import { checkStaffSession } from '#app/lib/staff-session.ts';

const { openInvitation, acceptInvitation, signIn } = staffSignInEndpoints;

export function readInvitation(token: string, signal?: AbortSignal) {
  return callEndpoint(openInvitation, { body: { token }, signal, failure: 'Failed to open the invitation' });
}

export function registerWithInvitation(body: EndpointRequestBody<typeof acceptInvitation>) {
  return callEndpoint(acceptInvitation, { body, failure: 'Failed to create your sign-in' });
}

export function signInAsStaff(body: EndpointRequestBody<typeof signIn>) {
  return callEndpoint(signIn, { body, failure: 'Failed to sign in' });
}

/**
 * Where to go after signing in: the page that sent the person here (a path of this site, never
 * another site), else the first screen their roles open: the inbox, or for catalogue staff, who
 * have no inbox, the tablet catalogue.
 */
export function landingPath(next: string | null, roles: readonly StaffRole[]): string {
  if (next && /^\/(?![/\\])/.test(next)) return next;
  return leadKindsOf(roles).length > 0 ? '/admin/dashboard' : '/tablets';
}

/** The landing page for whoever holds the session just opened. */
export async function landingPathAfterSignIn(next: string | null): Promise<string> {
  const member = await checkStaffSession().catch(() => undefined);
  return landingPath(next, member?.roles ?? ['owner']);
}
