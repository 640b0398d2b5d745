import { z } from 'zod';
import type { EndpointRequestBody } from '#contract/endpoint.ts';
import { type Tablet, tabletEndpoints, tabletSchema } from '#contract/tablet.ts';
import { TabletApiError } from './api-error.ts';
import { discardBody, errorFromResponse, readJson, send } from './http.ts';

const { list, create, update, remove } = tabletEndpoints;

/** The contract's `{ tablets }` answer, or the bare array the original client also read. */
const tabletListAnswerSchema = z.union([
  z.array(tabletSchema),
  list.answers[200].schema.transform((answer) => answer.tablets),
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

/** GET /api/tablets: the answer may be an array or `{ tablets }`. */
export async function fetchTablets(): Promise<Tablet[]> {
  const response = await send(list.path);
  const body = await readJson(response, 'Failed to fetch tablets');
  return parseAnswer(tabletListAnswerSchema, body, response.status, 'a list of tablets');
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
