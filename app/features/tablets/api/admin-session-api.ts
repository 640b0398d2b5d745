import { adminMessages, adminSessionEndpoints } from '#contract/admin-session.ts';
import { TabletApiError } from './api-error.ts';
import { discardBody, errorFromResponse, readJson, send } from './http.ts';

const { open, read, close } = adminSessionEndpoints;

/**
 * GET /api/admin/session: true when the browser holds a valid admin session. "No session" may be
 * answered `200 { "admin": false }` or `401`; either way the body is read or cancelled.
 */
export async function checkAdminSession(): Promise<boolean> {
  const response = await send(read.path);
  if (response.status === 401) {
    await discardBody(response);
    return false;
  }
  const body = await readJson(response, 'Failed to check the admin session');
  const answer = read.answers[200].schema.safeParse(body);
  if (!answer.success) {
    throw new TabletApiError(
      `Unexpected response (status ${response.status}). Expected the admin session state but got: ${JSON.stringify(body).slice(0, 120)}`,
      { status: response.status },
    );
  }
  return answer.data.admin;
}

/**
 * POST /api/admin/session: the server checks the key and sets the session cookie.
 * A wrong key always reads 'Invalid admin key', whatever the server says, so nothing is revealed.
 */
export async function startAdminSession(key: string): Promise<void> {
  const response = await send(open.path, { method: open.method, body: JSON.stringify({ key }) });
  if (response.ok) return discardBody(response);
  if (response.status === 401) {
    await discardBody(response);
    throw new TabletApiError(adminMessages.invalidKey, { status: 401 });
  }
  throw await errorFromResponse(response, 'Failed to unlock the admin panel');
}

/** DELETE /api/admin/session: ends the session and clears its cookie. */
export async function endAdminSession(): Promise<void> {
  const response = await send(close.path, { method: close.method });
  if (response.ok || response.status === 401) return discardBody(response);
  throw await errorFromResponse(response, 'Failed to lock the admin panel');
}
