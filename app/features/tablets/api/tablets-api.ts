import { z } from 'zod';
import type { Tablet, TabletInput, TabletUpdate } from '#contract/tablet.ts';
import { TabletApiError } from './api-error.ts';
import { errorFromResponse, readJson, send } from './http.ts';

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
const tabletListAnswerSchema = z.union([
  z.array(answeredTabletSchema),
  z.object({ tablets: z.array(answeredTabletSchema) }).transform((answer) => answer.tablets),
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

/** GET /api/tablets: the answer may be an array or `{ tablets }`. */
export async function fetchTablets(): Promise<Tablet[]> {
  const response = await send(tabletsPath);
  const body = await readJson(response, 'Failed to fetch tablets');
  return parseAnswer(tabletListAnswerSchema, body, response.status, 'a list of tablets');
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
}
