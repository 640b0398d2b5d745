import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Tablet,
  type TabletInput,
  type TabletListAnswer,
  tabletListMessages,
  type TabletSort,
  tabletSorts,
} from '#contract/tablet.ts';
import { openStore, type Store } from '../store/store.ts';
import { postgresTestUrl } from '#testing/postgres.ts';
import { buildTestApp, call, signIn } from '#testing/test-app.ts';
import {
  createStoreTarget,
  describeForEachEngine,
  removeAllTablets,
  type StoreTarget,
  useSuiteStore,
} from '#testing/test-stores.ts';

const generics = ['Paracetamol', 'Amlodipine', 'Metformin', 'Atorvastatin', 'Azithromycin', 'Pantoprazole'];

/** Varied names: mixed case, non-ASCII, and the characters LIKE and GLOB treat as wildcards. */
function sampleTablets(count: number): TabletInput[] {
  const marks = ['', ' 100%', ' a_b', ' *star*', ' [x]', ' Ünïcode', ' ÇAPS', ' नमस्ते', ' back\\slash'];
  return Array.from({ length: count }, (_, index) => ({
    name: `${generics[index % generics.length]}${marks[index % marks.length]} ${(index * 37) % 1000} mg`,
    genericName: `${generics[(index * 5) % generics.length]} ${index % 3 === 0 ? 'HCl' : 'base'}`,
    price: ((index * 7919) % 5000) / 4 + 1,
  }));
}

async function seed(store: Store, inputs: TabletInput[]) {
  // Several timestamps so `updated` has both ties and order.
  const chunk = Math.ceil(inputs.length / 4);
  for (let part = 0; part < 4; part += 1) {
    await store.tablets.createMany(
      inputs.slice(part * chunk, (part + 1) * chunk),
      new Date(Date.UTC(2026, 0, 1 + part)),
    );
  }
}

const byteOrder = (left: string, right: string) => Buffer.compare(Buffer.from(left), Buffer.from(right));

/** What the API must answer, computed independently of SQL: filter, then sort key, then id. */
function expectedOrder(all: Tablet[], sort: TabletSort, q = ''): Tablet[] {
  const folded = q.trim().toLowerCase();
  const text = (tablet: Tablet) => `${tablet.name.toLowerCase()}\n${tablet.genericName.toLowerCase()}`;
  const field = sort.replace('-', '');
  const compareKey = (left: Tablet, right: Tablet) => {
    if (field === 'price') return left.price - right.price;
    if (field === 'updated') return byteOrder(left.updatedAt, right.updatedAt);
    return byteOrder(text(left), text(right));
  };
  const sign = sort.startsWith('-') ? -1 : 1;
  return all
    .filter((tablet) => text(tablet).includes(folded))
    .sort((left, right) => sign * (compareKey(left, right) || byteOrder(left.id, right.id)));
}

async function getPage(app: FastifyInstance, params: Record<string, string>) {
  const answer = await call(app, { method: 'GET', url: '/api/tablets', query: params });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as unknown as TabletListAnswer;
}

/** Follows nextCursor to the end and answers every tablet listed, in order. */
async function walk(app: FastifyInstance, params: Record<string, string>, between?: () => Promise<void>) {
  const seen: Tablet[] = [];
  let cursor: string | null = null;
  do {
    const page = await getPage(app, cursor ? { ...params, cursor } : params);
    seen.push(...page.tablets);
    cursor = page.nextCursor;
    if (cursor) await between?.();
  } while (cursor);
  return seen;
}

const queries = [
  '',
  'PARA',
  'mycin',
  '100%',
  '%',
  'a_b',
  '_',
  '*star',
  '[x',
  'ünï',
  'çaps',
  'नमस्',
  'k\\s',
  'hcl',
  'mg',
  'no such tablet',
  'e\nb',
];

describeForEachEngine('tablet list: search, sort and paging', (engine) => {
  const suite = useSuiteStore(engine);
  let app: FastifyInstance;
  let all: Tablet[];

  beforeAll(async () => {
    await removeAllTablets(suite.target);
    await seed(suite.store, sampleTablets(180));
    all = await suite.store.tablets.list();
    app = await buildTestApp(suite.store);
  });
  afterAll(() => app.close());

  it('answers the first 50 by name with the total and a cursor by default', async () => {
    const page = await getPage(app, {});
    expect(page.total).toBe(180);
    expect(page.tablets.map((tablet) => tablet.id)).toEqual(
      expectedOrder(all, 'name')
        .slice(0, 50)
        .map((tablet) => tablet.id),
    );
    expect(page.nextCursor).toEqual(expect.any(String));
    expect((await getPage(app, { limit: '500' })).nextCursor).toBeNull();
  });

  it.each(tabletSorts)(
    'searches case-insensitively and pages every sort exactly like the model (%s)',
    async (sort) => {
      for (const q of queries.filter((query) => !query.includes('\n'))) {
        const expected = expectedOrder(all, sort, q);
        const listed = await walk(app, { sort, limit: '17', ...(q ? { q } : {}) });
        expect(
          listed.map((tablet) => tablet.id),
          `q=${q}`,
        ).toEqual(expected.map((tablet) => tablet.id));
        expect((await getPage(app, { sort, ...(q ? { q } : {}) })).total, `q=${q}`).toBe(expected.length);
      }
    },
  );

  it('does not match across the name and the generic name', async () => {
    expect((await getPage(app, { q: 'mg p' })).total).toBe(0);
  });
});

describeForEachEngine('tablet list: paging under concurrent writes', (engine) => {
  const suite = useSuiteStore(engine);

  it.each(['name', '-price', 'updated'] as const)(
    'lists every tablet that stays exactly once (%s)',
    async (sort) => {
      await removeAllTablets(suite.target);
      await seed(suite.store, sampleTablets(200));
      const app = await buildTestApp(suite.store);
      try {
        const cookie = await signIn(app);
        const before = await suite.store.tablets.list();
        const deleted = new Set<string>();
        let round = 0;
        const listed = await walk(app, { sort, limit: '20' }, async () => {
          round += 1;
          // Another editor adds two tablets and deletes two (one ahead of the reader, one behind).
          await Promise.all([
            call(app, {
              method: 'POST',
              url: '/api/tablets',
              headers: { cookie },
              payload: { name: `Zinc ${round}`, genericName: 'Zinc sulfate', price: round },
            }),
            call(app, {
              method: 'POST',
              url: '/api/tablets',
              headers: { cookie },
              payload: { name: `Aspirin ${round}`, genericName: 'Aspirin', price: 5000 + round },
            }),
          ]);
          const victims = [before[(round * 13) % before.length]!, before[(round * 29 + 7) % before.length]!];
          for (const victim of victims) {
            if (deleted.has(victim.id)) continue;
            deleted.add(victim.id);
            expect(
              (await call(app, { method: 'DELETE', url: `/api/tablets/${victim.id}`, headers: { cookie } }))
                .status,
            ).toBe(204);
          }
        });
        const ids = listed.map((tablet) => tablet.id);
        expect(new Set(ids).size).toBe(ids.length);
        const stayed = before.filter((tablet) => !deleted.has(tablet.id)).map((tablet) => tablet.id);
        expect(ids).toEqual(expect.arrayContaining(stayed));
        expect(ids.filter((id) => deleted.has(id)).length).toBeLessThan(deleted.size);
        expect(round).toBeGreaterThan(5);
      } finally {
        await app.close();
      }
    },
  );
});

describeForEachEngine('tablet list: compression, ETag and bad parameters', (engine) => {
  const suite = useSuiteStore(engine);
  let app: FastifyInstance;

  beforeAll(async () => {
    await removeAllTablets(suite.target);
    await seed(suite.store, sampleTablets(120));
    app = await buildTestApp(suite.store);
  });
  afterAll(() => app.close());

  it('compresses with br or gzip as accepted, and not at all otherwise', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/tablets?limit=100' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await app.inject({
      method: 'GET',
      url: '/api/tablets?limit=100',
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    const gzip = await app.inject({
      method: 'GET',
      url: '/api/tablets?limit=100',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
  });

  it('answers 304 for an unchanged page and 200 with a new ETag once it changed', async () => {
    const first = await app.inject({
      method: 'GET',
      url: '/api/tablets?limit=10',
      headers: { 'accept-encoding': 'gzip' },
    });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\//);
    const again = await app.inject({
      method: 'GET',
      url: '/api/tablets?limit=10',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toBe('');

    const cookie = await signIn(app);
    const shown = (JSON.parse(gunzipSync(first.rawPayload).toString()) as TabletListAnswer).tablets[0]!;
    const changed = await call(app, {
      method: 'PUT',
      url: `/api/tablets/${shown.id}`,
      headers: { cookie },
      payload: {
        name: shown.name,
        genericName: shown.genericName,
        price: shown.price + 1,
        version: shown.version,
      },
    });
    expect(changed.status).toBe(200);
    const after = await app.inject({
      method: 'GET',
      url: '/api/tablets?limit=10',
      headers: { 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
  });

  it.each([
    ['limit=0', tabletListMessages.limit],
    ['limit=501', tabletListMessages.limit],
    ['limit=-1', tabletListMessages.limit],
    ['limit=1.5', tabletListMessages.limit],
    ['limit=ten', tabletListMessages.limit],
    ['limit=', tabletListMessages.limit],
    ['limit=1&limit=2', tabletListMessages.limit],
    ['sort=cost', tabletListMessages.sort],
    ['sort=', tabletListMessages.sort],
    [`q=${'a'.repeat(121)}`, tabletListMessages.q],
    ['q=a%00b', tabletListMessages.q],
    ['cursor=not-a-cursor', tabletListMessages.cursor],
    ['cursor=', tabletListMessages.cursor],
    [
      `cursor=${Buffer.from(JSON.stringify({ s: 'price', q: '', k: 'x', i: '6f1c1f0e-8a55-4d63-9c1e-2f8f0f6a9b10' })).toString('base64url')}&sort=price`,
      tabletListMessages.cursor,
    ],
    [
      `cursor=${Buffer.from(JSON.stringify({ s: 'updated', q: '', k: 'yesterday', i: '6f1c1f0e-8a55-4d63-9c1e-2f8f0f6a9b10' })).toString('base64url')}&sort=updated`,
      tabletListMessages.cursor,
    ],
    ['page=2', 'Unknown field "page"'],
  ])('answers 400 with a clear message for %s', async (query, message) => {
    const answer = await call(app, { method: 'GET', url: `/api/tablets?${query}` });
    expect(answer.status).toBe(400);
    expect(answer.body?.error).toContain(message);
  });

  it('refuses a cursor handed out for another search or sort', async () => {
    const { nextCursor } = await getPage(app, { q: 'para', limit: '2' });
    expect(nextCursor).toEqual(expect.any(String));
    for (const query of [{ q: 'amlo' }, { q: 'para', sort: '-name' }] as Record<string, string>[]) {
      const answer = await call(app, {
        method: 'GET',
        url: '/api/tablets',
        query: { ...query, cursor: nextCursor! },
      });
      expect(answer.status).toBe(400);
      expect(answer.body?.error).toContain(tabletListMessages.cursor);
    }
  });

  it('accepts the largest page and an empty search', async () => {
    const page = await getPage(app, { limit: '500', q: '  ' });
    expect(page.tablets).toHaveLength(120);
    expect(page.total).toBe(120);
  });
});

describe.skipIf(!postgresTestUrl)('tablet list: SQLite and PostgreSQL agree', () => {
  const opened: { store: Store; target: StoreTarget; app: FastifyInstance }[] = [];

  beforeAll(async () => {
    for (const engine of ['sqlite', 'postgres'] as const) {
      const target = await createStoreTarget(engine);
      const store = await openStore({ ...target.options });
      // Unique names, so the order by name does not depend on the random ids.
      await seed(
        store,
        sampleTablets(150).map((input, index) => ({ ...input, name: `${input.name} #${index}` })),
      );
      opened.push({ store, target, app: await buildTestApp(store) });
    }
  });
  afterAll(async () => {
    for (const { store, target, app } of opened) {
      await app.close();
      await store.close();
      await target.dispose();
    }
  });

  it('gives the same tablets in the same order for every search', async () => {
    const project = (tablets: Tablet[]) =>
      tablets.map(({ name, genericName, price }) => [name, genericName, price]);
    for (const q of queries.filter((query) => !query.includes('\n'))) {
      for (const sort of ['name', '-name'] as const) {
        const [fromSqlite, fromPostgres] = await Promise.all(
          opened.map(({ app }) => walk(app, { sort, limit: '40', ...(q ? { q } : {}) })),
        );
        expect(project(fromPostgres!), `q=${q} sort=${sort}`).toEqual(project(fromSqlite!));
      }
    }
  });
});
