import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { type Tablet, tabletInputSchema, tabletLimits, tabletSchema } from '#contract/tablet.ts';
import { buildTestApp, expectJsonAnswer, signIn } from '#testing/test-app.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';

/** FUZZ_RUNS sets how many random requests each engine gets. */
const runs = Number(process.env.FUZZ_RUNS ?? 2000);
/** Room for slow machines: two minutes, or 40 ms a request for the long runs of bench:fuzz. */
vi.setConfig({ testTimeout: Math.max(120_000, runs * 40) });

const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 10 }),
  fc.string({ minLength: tabletLimits.nameMax - 2, maxLength: tabletLimits.nameMax + 2 }),
  fc.constantFrom(
    '',
    '   ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '<b>x</b>',
    "'; DROP TABLE tablets; --",
    'Paracetamol 650 mg',
  ),
);

const amount = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.integer({ min: 1, max: tabletLimits.priceMax * 100 }).map((paise) => paise / 100),
  fc.constantFrom(
    0,
    -0,
    0.01,
    -0.01,
    0.1 + 0.2,
    1.005,
    119.9,
    tabletLimits.priceMax,
    tabletLimits.priceMax + 0.01,
    1e21,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
  ),
);

const anyValue = fc.oneof(text, amount, fc.boolean(), fc.constant(null), fc.jsonValue({ maxDepth: 2 }));

const tabletLike = fc
  .record(
    {
      name: fc.oneof({ weight: 3, arbitrary: text }, anyValue),
      genericName: fc.oneof({ weight: 3, arbitrary: text }, anyValue),
      price: fc.oneof({ weight: 3, arbitrary: amount }, anyValue),
      description: fc.oneof({ weight: 3, arbitrary: text }, anyValue),
      version: fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min: -1, max: 6 }) },
        fc.constantFrom(2 ** 31 - 1, 2 ** 31, 1e15, Number.MAX_SAFE_INTEGER),
        anyValue,
      ),
    },
    { requiredKeys: [] },
  )
  .chain((fields) =>
    fc.oneof(
      { weight: 4, arbitrary: fc.constant(fields) },
      fc
        .dictionary(fc.string({ maxLength: 12 }), anyValue, { maxKeys: 3 })
        .map((extra) => ({ ...extra, ...fields })),
    ),
  );

const body = fc.oneof(
  { weight: 6, arbitrary: tabletLike.map((value) => JSON.stringify(value)) },
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom('', '{', 'null', '[]', '"x"', '{"__proto__":{"a":1}}', '{"constructor":{"prototype":{}}}'),
);

const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  fc.constantFrom(
    'application/json; charset=utf-8',
    'text/plain',
    'application/x-www-form-urlencoded',
    'APPLICATION/JSON',
  ),
);

/** A stored tablet is valid when it reads back through the contract unchanged. */
function expectValidTablet(tablet: Tablet) {
  expect(tabletSchema.parse(tablet)).toEqual(tablet);
  const { name, genericName, price, description } = tablet;
  const input = tabletInputSchema.parse({ name, genericName, price, description });
  expect(input).toEqual({ name, genericName, price, ...(description === undefined ? {} : { description }) });
}

describeForEachEngine('tablet API under random bodies', (engine) => {
  const suite = useSuiteStore(engine);
  let app: FastifyInstance;
  let cookie: string;
  let existingId: string;

  beforeAll(async () => {
    app = await buildTestApp(suite.store);
    cookie = await signIn(app);
    existingId = (
      await suite.store.tablets.create({ name: 'Ibuprofen 400 mg', genericName: 'Ibuprofen', price: 14.75 })
    ).id;
  });
  afterAll(() => app.close());

  it(`never answers 5xx and stores only valid tablets (${runs} runs)`, async () => {
    const target = fc.oneof(
      { weight: 4, arbitrary: fc.constant('existing') },
      fc.constantFrom('6f1c1f0e-8a55-4d63-9c1e-2f8f0f6a9b10', 'not-an-id', '%27', ''),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('POST', 'PUT'),
        body,
        contentType,
        target,
        async (method, payload, type, id) => {
          const url =
            method === 'POST' ? '/api/tablets' : `/api/tablets/${id === 'existing' ? existingId : id}`;
          const response = await app.inject({
            method,
            url,
            headers: { cookie, 'content-type': type },
            payload,
          });
          expect(response.statusCode).toBeLessThan(500);
          const answer = expectJsonAnswer(response) as { tablet?: Tablet; error?: string };
          if (response.statusCode < 300) expectValidTablet(answer.tablet!);
          else expect(typeof answer.error).toBe('string');
        },
      ),
      { numRuns: runs },
    );

    const stored = await suite.store.tablets.list();
    expect(stored.length).toBeGreaterThan(0);
    for (const tablet of stored) expectValidTablet(tablet);
  });
});
