import { z } from 'zod';
import type { Tablet, TabletInput, TabletListAnswer, TabletSort, TabletUpdate } from '#contract/tablet.ts';
import { TabletApiError } from './api-error.ts';
import { discardBody, errorFromResponse, readJson, send } from './http.ts';

const tabletsPath = '/api/tablets';

/**
 * A tablet as the list needs it. Looser than the contract's `tabletSchema` on formats (id, timestamps)
 * so a harmless change on the server does not blank the admin screen; a missing description may be null.
 */
const answeredTabletSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  genericName: z.string(),
  price: z.number(),
  description: z
    .string()
    .nullish()
    .transform((description) => description ?? undefined),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<Tablet, unknown>;
/** A page with its cursor and total; a bare array or `{ tablets }` alone is one complete page. */
const tabletPageAnswerSchema = z.union([
  z.object({
    tablets: z.array(answeredTabletSchema),
    nextCursor: z.string().nullish(),
    total: z.number().int().nonnegative().optional(),
  }),
  z
    .array(answeredTabletSchema)
    .transform((tablets) => ({ tablets, nextCursor: null, total: tablets.length })),
]);
const tabletAnswerSchema = z.union([
  z.object({ tablet: answeredTabletSchema }).transform((answer) => answer.tablet),
  answeredTabletSchema,
]);

function tabletPath(id: string): string {
  return `${tabletsPath}/${encodeURIComponent(id)}`;
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
  return query ? `${tabletsPath}?${query}` : tabletsPath;
}

/** GET /api/tablets?q=&sort=&cursor=: one page, searched and sorted by the server. */
export async function fetchTabletPage(
  request: TabletPageRequest,
  signal?: AbortSignal,
): Promise<TabletListAnswer> {
  const response = await send(tabletPagePath(request), { signal });
  const body = await readJson(response, 'Failed to fetch tablets');
  const page = parseAnswer(tabletPageAnswerSchema, body, response.status, 'a list of tablets');
  return {
    tablets: page.tablets,
    nextCursor: page.nextCursor ?? null,
    total: page.total ?? page.tablets.length,
  };
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
export async function createTablet(input: TabletInput): Promise<Tablet> {
  const response = await send(tabletsPath, { method: 'POST', body: JSON.stringify(input) });
  const body = await readJson(response, 'Failed to create tablet');
  return parseAnswer(tabletAnswerSchema, body, response.status, 'a tablet');
}

/** PUT /api/tablets/:id with the version last seen; a stale version answers 409. */
export async function updateTablet(id: string, update: TabletUpdate): Promise<Tablet> {
  const response = await send(tabletPath(id), { method: 'PUT', body: JSON.stringify(update) });
  const body = await readJson(response, 'Failed to update tablet');
  return parseAnswer(tabletAnswerSchema, body, response.status, 'a tablet');
}

/** DELETE /api/tablets/:id: the body of a successful answer is not read. */
export async function deleteTablet(id: string): Promise<void> {
  const response = await send(tabletPath(id), { method: 'DELETE' });
  if (!response.ok) throw await errorFromResponse(response, 'Failed to delete tablet');
  await discardBody(response);
}
