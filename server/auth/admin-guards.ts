import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { adminMessages } from '#contract/admin-session.ts';
import type { EndpointAccess } from '#contract/endpoint.ts';
import { rolesAllow } from '#contract/staff-roles.ts';
import { RequestError } from '../http/request-error.ts';
import type { StaffAccount, StaffAccountRepository } from '../store/staff-account-repository.ts';
import type { AdminSessions, StaffPrincipal } from './admin-sessions.ts';
import { isForeignOrigin } from './same-origin.ts';
import { sessionCookieOf } from './session-cookie.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who signed in, on requests that passed a staff endpoint's checks. */
    staff?: StaffPrincipal;
  }
}

export interface AdminGuards {
  /** Who the request's session cookie belongs to, while the session is live. */
  principalOf(request: FastifyRequest): Promise<StaffPrincipal | undefined>;
  /** onRequest hook: 403 for requests from another site. */
  requireSameOrigin(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
  /**
   * The onRequest hooks of an endpoint with that access: nothing for a public one; for staff, 403
   * from another site, 401 without a live session, 403 when the account's roles do not allow it or
   * the endpoint needs a confirmation the session has not had lately. (The 409 of own-account
   * access comes after the request is validated, from `ownAccountOf`.)
   */
  hooksFor(access: EndpointAccess): onRequestHookHandler[];
}

export function createAdminGuards(sessions: AdminSessions): AdminGuards {
  const principalOf = (request: FastifyRequest) => sessions.authenticate(sessionCookieOf(request));
  const requireSameOrigin = async (request: FastifyRequest, reply: FastifyReply) => {
    if (isForeignOrigin(request)) return reply.code(403).send({ error: adminMessages.foreignOrigin });
    return undefined;
  };
  return {
    principalOf,
    requireSameOrigin,
    hooksFor(access) {
      if (access === 'public') return [];
      const requireRoles = async (request: FastifyRequest, reply: FastifyReply) => {
        const principal = await principalOf(request);
        if (!principal) return reply.code(401).send({ error: adminMessages.loginRequired });
        if (!rolesAllow(principal.roles, access.roles))
          return reply.code(403).send({ error: adminMessages.roleNotAllowed });
        // The admin key has no second factor to ask for; the endpoints that need one concern one's own
        // account, which it has not (`ownAccountOf`).
        if (access.confirmed && principal.accountId !== null && !sessions.isConfirmed(principal))
          return reply.code(403).send({ error: adminMessages.confirmationRequired });
        request.staff = principal;
        return undefined;
      };
      return [requireSameOrigin, requireRoles];
    },
  };
}

/** The principal of a request that passed its endpoint's staff checks. */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw new Error('staffOf() called for a route without staff access');
  return request.staff;
}

/**
 * The principal of a request to an endpoint with own-account access: an account's. The admin key's
 * session, which has none, is answered 409 with the error the access declares, once the request
 * has been validated.
 */
export function ownAccountOf(request: FastifyRequest): StaffPrincipal & { accountId: string } {
  const staff = staffOf(request);
  const access = request.routeOptions.config.endpoint?.access;
  if (access === undefined || access === 'public' || access.ownAccount === undefined)
    throw new Error('ownAccountOf() called for a route without own-account access');
  const { accountId } = staff;
  if (accountId === null) throw new RequestError(409, access.ownAccount);
  return { ...staff, accountId };
}

/**
 * The record of the request's own account. A session ends with its account, so one gone since the
 * checks looked is answered like an ended session.
 */
export async function ownAccountRecordOf(
  request: FastifyRequest,
  accounts: StaffAccountRepository,
): Promise<StaffAccount> {
  const account = await accounts.find(ownAccountOf(request).accountId);
  if (!account) throw new RequestError(401, adminMessages.loginRequired);
  return account;
}
