import { z } from 'zod';
import type { EndpointRequestBody } from '#contract/endpoint.ts';
import {
  type Tablet,
  type TabletInput,
  type TabletListAnswer,
  type TabletSort,
  tabletEndpoints,
  tabletSchema,
} from '#contract/tablet.ts';
import { TabletApiError } from './api-error.ts';
import { discardBody, errorFromResponse, readJson, send } from './http.ts';

const { list, create, update, remove } = tabletEndpoints;

/** A page with its cursor and total; a bare array or `{ tablets }` alone (what the original client read) is one complete page. */
const tabletPageAnswerSchema = z.union([
  list.answers[200].schema,
  z
    .object({ tablets: z.array(tabletSchema) })
    .transform(({ tablets }) => ({ tablets, nextCursor: null, total: tablets.length })),
  z.array(tabletSchema).transform((tablets) => ({ tablets, nextCursor: null, total: tablets.length })),
]);
/** The contract's `{ tablet }` answer, or the bare tablet the original client also read. */
const tabletAnswerSchema = z.union([
  create.answers[201].schema.transform((answer) => answer.tablet),
  tabletSchema,
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

export function tabletPagePath({ q, sort, cursor, limit }: TabletPageRequest): string {
  const params = new URLSearchParams();
  if (q?.trim()) params.set('q', q.trim());
  if (sort !== 'name') params.set('sort', sort);
  if (limit !== undefined) params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `${list.path}?${query}` : list.path;
}

/** GET /api/tablets?q=&sort=&cursor=: one page, searched and sorted by the server. */
export async function fetchTabletPage(
  request: TabletPageRequest,
  signal?: AbortSignal,
): Promise<TabletListAnswer> {
  const response = await send(tabletPagePath(request), { signal });
  const body = await readJson(response, 'Failed to fetch tablets');
  return parseAnswer(tabletPageAnswerSchema, body, response.status, 'a list of tablets');
}

/** Same name and generic name, ignoring case and surrounding spaces. */
function sameNames(tablet: Tablet, input: TabletInput): boolean {
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
export async function findTablet(tablet: Tablet): Promise<Tablet | undefined> {
  for (const q of [tablet.name, tablet.genericName]) {
    const page = await fetchTabletPage({ q, sort: 'name', limit: 500 });
    const found = page.tablets.find((candidate) => candidate.id === tablet.id);
    if (found) return found;
  }
  return undefined;
}

/** POST /api/tablets: the answer may be the tablet or `{ tablet }`. */
export async function createTablet(input: EndpointRequestBody<typeof create>): Promise<Tablet> {
  const response = await send(create.path, { method: create.method, body: JSON.stringify(input) });
  const body = await readJson(response, 'Failed to create tablet');
  return parseAnswer(tabletAnswerSchema, body, response.status, 'a tablet');
}

/** PUT /api/tablets/:id with the version last seen; a stale version answers 409. */
export async function updateTablet(id: string, changes: EndpointRequestBody<typeof update>): Promise<Tablet> {
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
