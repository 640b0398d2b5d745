import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuditLog } from '../audit/audit-log.ts';
import { type AdminSessions, sessionRefOf } from '../auth/admin-sessions.ts';
import { openReplacingSession, setSessionCookie } from '../auth/session-cookie.ts';

/** How the person proved who they are, as the audit log's sign-in entry names it. */
type SignInMethod = 'password+totp' | 'password+recovery-code' | 'passkey';

/** Opens a session for the account, records the sign-in in the audit log and sets the cookie on the reply. */
export async function openStaffSession(
  { sessions, audit }: { sessions: AdminSessions; audit: AuditLog },
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: string,
  method: SignInMethod,
): Promise<void> {
  const session = await openReplacingSession(sessions, request, accountId);
  await audit.record(
    { accountId, sessionRef: sessionRefOf(session), address: request.ip },
    { action: 'session.sign-in', recordType: 'staff-account', recordId: accountId, details: { method } },
  );
  setSessionCookie(request, reply, session);
}
