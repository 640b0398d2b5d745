/**
 * The browser's client of the tablet and admin-session endpoints: requests typed and answers parsed
 * with the contract's schemas, and every failure turned into a TabletApiError the screen can act on.
 */
import { z } from 'zod';
import { apiErrorSchema } from '#contract/api-error.ts';
import type { EndpointRequestBody } from '#contract/endpoint.ts';
import { type TabletInput, type TabletSort, tabletEndpoints, tabletSchema } from '#contract/tablet.ts';
import { adminMessages, adminSessionEndpoints } from '#contract/admin-session.ts';

/** A failed call to the tablet or admin-session API, with what the UI needs to react to it. */
export class TabletApiError extends Error {
  /** HTTP status of the answer; 0 when the server could not be reached. */
  readonly status: number;
  /** Field name → message, when the server rejected the input. */
  readonly fields: Readonly<Record<string, string>> | undefined;
  /** Seconds to wait before trying again, from a Retry-After header. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    message: string,
    details: { status: number; fields?: Record<string, string>; retryAfterSeconds?: number },
  ) {
    super(message);
    this.name = 'TabletApiError';
    this.status = details.status;
    this.fields = details.fields;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

export function isTabletApiError(error: unknown): error is TabletApiError {
  return error instanceof TabletApiError;
}

/** True when the server answered that the admin session is missing or has expired. */
export function isSessionExpired(error: unknown): boolean {
  return isTabletApiError(error) && error.status === 401;
}

export const networkFailureMessage =
  'Could not reach the server. Check your internet connection and try again.';

const bodyPreviewLength = 120;
const jsonContentType = /^application\/(?:[\w.+-]+\+)?json\b/i;

/** Sends a request to the same-origin API; a network failure becomes a TabletApiError with status 0. */
async function send(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  if (init.body !== undefined) headers.set('Content-Type', 'application/json');
  try {
    return await fetch(path, { ...init, headers, credentials: 'same-origin' });
  } catch {
    throw new TabletApiError(networkFailureMessage, { status: 0 });
  }
}

/** Lets go of an answer whose body is not needed, so the request does not stay open. */
async function discardBody(response: Response): Promise<void> {
  if (response.bodyUsed || !response.body) return;
  await response.body.cancel().catch(() => undefined);
}

async function readText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch {
    throw new TabletApiError(networkFailureMessage, { status: 0 });
  }
}

function unexpectedResponse(status: number, body: string): TabletApiError {
  return new TabletApiError(
    `Unexpected response (status ${status}). Expected JSON but got: ${body.slice(0, bodyPreviewLength)}`,
    { status },
  );
}

function parseRetryAfter(response: Response): number | undefined {
  const header = response.headers.get('Retry-After');
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/**
 * The error of a non-OK answer: the JSON `error` field when there is one,
 * else "{failurePrefix}: {status} {statusText}".
 */
async function errorFromResponse(response: Response, failurePrefix: string): Promise<TabletApiError> {
  const retryAfterSeconds = parseRetryAfter(response);
  const fallback = `${failurePrefix}: ${response.status} ${response.statusText}`.trim();
  let body: unknown;
  try {
    body = JSON.parse(await readText(response));
  } catch {
    return new TabletApiError(fallback, { status: response.status, retryAfterSeconds });
  }
  const parsed = apiErrorSchema.safeParse(body);
  if (!parsed.success || parsed.data.error.trim() === '') {
    return new TabletApiError(fallback, { status: response.status, retryAfterSeconds });
  }
  return new TabletApiError(parsed.data.error, {
    status: response.status,
    fields: parsed.data.fields,
    retryAfterSeconds,
  });
}

/**
 * The JSON body of an answer. Non-OK answers throw their error message;
 * an OK answer that is not JSON throws "Unexpected response (status …)".
 */
async function readJson(response: Response, failurePrefix: string): Promise<unknown> {
  if (!response.ok) throw await errorFromResponse(response, failurePrefix);
  const text = await readText(response);
  if (!jsonContentType.test(response.headers.get('Content-Type') ?? '')) {
    throw unexpectedResponse(response.status, text);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw unexpectedResponse(response.status, text);
  }
}

const { list, create, update, remove } = tabletEndpoints;

/**
 * A tablet as this client reads it: the contract's, or the shape SPEC §3 gives a server of the
 * original client (any id, a description that may be null, no version or times). Without a version
 * an edit is sent without one, and applies to whatever is stored.
 */
const listedTabletSchema = tabletSchema.partial({ version: true, createdAt: true, updatedAt: true }).extend({
  id: z.string().min(1),
  description: z
    .string()
    .nullish()
    .transform((description) => description ?? undefined)
    .optional(),
});
export type ListedTablet = z.output<typeof listedTabletSchema>;

/** One page of the list: its tablets, the cursor of the next page, and how many match. */
export interface TabletPage {
  tablets: ListedTablet[];
  nextCursor: string | null;
  total: number;
}

const onePage = (tablets: ListedTablet[]): TabletPage => ({
  tablets,
  nextCursor: null,
  total: tablets.length,
});

/** A page with its cursor and total; a bare array or `{ tablets }` alone (what the original client read) is one complete page. */
const tabletPageAnswerSchema: z.ZodType<TabletPage> = z.union([
  list.answers[200].schema.extend({ tablets: z.array(listedTabletSchema) }),
  z.object({ tablets: z.array(listedTabletSchema) }).transform(({ tablets }) => onePage(tablets)),
  z.array(listedTabletSchema).transform(onePage),
]);
/** The contract's `{ tablet }` answer, or the bare tablet the original client also read. */
const tabletAnswerSchema: z.ZodType<ListedTablet> = z.union([
  z.object({ tablet: listedTabletSchema }).transform((answer) => answer.tablet),
  listedTabletSchema,
]);

function tabletPath(path: typeof update.path | typeof remove.path, id: string): string {
  return path.replace('{id}', encodeURIComponent(id));
}

function parseAnswer<T>(schema: z.ZodType<T>, body: unknown, status: number, expected: string): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const preview = JSON.stringify(body) ?? String(body);
  throw new TabletApiError(
    `Unexpected response (status ${status}). Expected ${expected} but got: ${preview.slice(0, 120)}`,
    { status },
  );
}

export interface TabletPageRequest {
  q?: string;
  sort: TabletSort;
  cursor?: string;
  limit?: number;
}

function tabletPagePath({ q, sort, cursor, limit }: TabletPageRequest): string {
  const params = new URLSearchParams();
  if (q?.trim()) params.set('q', q.trim());
  if (sort !== 'name') params.set('sort', sort);
  if (limit !== undefined) params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `${list.path}?${query}` : list.path;
}

/** GET /api/tablets?q=&sort=&cursor=: one page, searched and sorted by the server. */
export async function fetchTabletPage(request: TabletPageRequest, signal?: AbortSignal): Promise<TabletPage> {
  const response = await send(tabletPagePath(request), { signal });
  const body = await readJson(response, 'Failed to fetch tablets');
  return parseAnswer(tabletPageAnswerSchema, body, response.status, 'a list of tablets');
}

/** Same name and generic name, ignoring case and surrounding spaces. */
function sameNames(tablet: ListedTablet, input: TabletInput): boolean {
  const fold = (text: string) => text.trim().toLocaleLowerCase('en-IN');
  return fold(tablet.name) === fold(input.name) && fold(tablet.genericName) === fold(input.genericName);
}

/** Whether another tablet (not `exceptId`) already has this name and generic name, asked through `?q=`. */
export async function hasTabletNamed(input: TabletInput, exceptId?: string): Promise<boolean> {
  const page = await fetchTabletPage({ q: input.name, sort: 'name', limit: 500 });
  return page.tablets.some((tablet) => tablet.id !== exceptId && sameNames(tablet, input));
}

/**
 * The current version of a tablet, found by its last known names (there is no single-tablet
 * endpoint); undefined when neither name finds it any more.
 */
export async function findTablet(tablet: ListedTablet): Promise<ListedTablet | undefined> {
  for (const q of [tablet.name, tablet.genericName]) {
    const page = await fetchTabletPage({ q, sort: 'name', limit: 500 });
    const found = page.tablets.find((candidate) => candidate.id === tablet.id);
    if (found) return found;
  }
  return undefined;
}

/** POST /api/tablets: the answer may be the tablet or `{ tablet }`. */
export async function createTablet(input: EndpointRequestBody<typeof create>): Promise<ListedTablet> {
  const response = await send(create.path, { method: create.method, body: JSON.stringify(input) });
  const body = await readJson(response, 'Failed to create tablet');
  return parseAnswer(tabletAnswerSchema, body, response.status, 'a tablet');
}

/** PUT /api/tablets/:id with the version last seen; a stale version answers 409. */
export async function updateTablet(
  id: string,
  changes: EndpointRequestBody<typeof update>,
): Promise<ListedTablet> {
  const response = await send(tabletPath(update.path, id), {
    method: update.method,
    body: JSON.stringify(changes),
  });
  const body = await readJson(response, 'Failed to update tablet');
  return parseAnswer(tabletAnswerSchema, body, response.status, 'a tablet');
}

/** DELETE /api/tablets/:id: the (empty) body of a successful answer is discarded. */
export async function deleteTablet(id: string): Promise<void> {
  const response = await send(tabletPath(remove.path, id), { method: remove.method });
  if (!response.ok) throw await errorFromResponse(response, 'Failed to delete tablet');
  await discardBody(response);
}

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
