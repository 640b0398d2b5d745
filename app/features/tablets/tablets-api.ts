/**
 * The tablet endpoints as the tablets screen calls them, through the one API client: answers are
 * read in the contract's shape and in the shapes SPEC §3 gives a server of the original client.
 */
import { z } from 'zod';
import { callEndpoint } from '#app/lib/api-client.ts';
import type { EndpointRequestBody } from '#contract/endpoint.ts';
import { type TabletInput, type TabletSort, tabletEndpoints, tabletSchema } from '#contract/tablet.ts';

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
const tabletPageAnswer = {
  schema: z.union([
    list.answers[200].schema.extend({ tablets: z.array(listedTabletSchema) }),
    z.object({ tablets: z.array(listedTabletSchema) }).transform(({ tablets }) => onePage(tablets)),
    z.array(listedTabletSchema).transform(onePage),
  ]) satisfies z.ZodType<TabletPage>,
  expected: 'a list of tablets',
};

/** The contract's `{ tablet }` answer, or the bare tablet the original client also read. */
const tabletAnswer = {
  schema: z.union([
    z.object({ tablet: listedTabletSchema }).transform((answer) => answer.tablet),
    listedTabletSchema,
  ]) satisfies z.ZodType<ListedTablet>,
  expected: 'a tablet',
};

export interface TabletPageRequest {
  q?: string;
  sort: TabletSort;
  cursor?: string;
  limit?: number;
}

/** GET /api/tablets?q=&sort=&cursor=: one page, searched and sorted by the server. */
export function fetchTabletPage(
  { q, sort, cursor, limit }: TabletPageRequest,
  signal?: AbortSignal,
): Promise<TabletPage> {
  return callEndpoint(list, {
    query: { q: q?.trim(), sort: sort === 'name' ? undefined : sort, limit, cursor },
    signal,
    failure: 'Failed to fetch tablets',
    answer: tabletPageAnswer,
  });
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
export function createTablet(input: EndpointRequestBody<typeof create>): Promise<ListedTablet> {
  return callEndpoint(create, { body: input, failure: 'Failed to create tablet', answer: tabletAnswer });
}

/** PUT /api/tablets/:id with the version last seen; a stale version answers 409. */
export function updateTablet(id: string, changes: EndpointRequestBody<typeof update>): Promise<ListedTablet> {
  return callEndpoint(update, {
    params: { id },
    body: changes,
    failure: 'Failed to update tablet',
    answer: tabletAnswer,
  });
}

/** DELETE /api/tablets/:id: the (empty) body of a successful answer is discarded. */
export function deleteTablet(id: string): Promise<void> {
  return callEndpoint(remove, { params: { id }, failure: 'Failed to delete tablet' });
}
