import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { adminMessages } from '#contract/admin-session.ts';
import { type Tablet, tabletMessages } from '#contract/tablet.ts';
import { buildTestApp, call, ownOrigin, signIn } from '#testing/test-app.ts';
import { describeForEachEngine, removeAllTablets, useSuiteStore } from '#testing/test-stores.ts';

const amlodipine = { name: 'Amlodipine 5 mg', genericName: 'Amlodipine besilate', price: 24.6 };
const unknownId = '6f1c1f0e-8a55-4d63-9c1e-2f8f0f6a9b10';

describeForEachEngine('tablet API', (engine) => {
  const suite = useSuiteStore(engine);
  let app: FastifyInstance;
  let cookie: string;

  beforeEach(async () => {
    await removeAllTablets(suite.target);
    app = await buildTestApp(suite.store);
    cookie = await signIn(app);
  });
  afterEach(() => app.close());

  const list = async () => {
    const answer = await call(app, { method: 'GET', url: '/api/tablets' });
    expect(answer.status).toBe(200);
    return (answer.body as { tablets: Tablet[] }).tablets;
  };
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    call(app, {
      method: 'POST',
      url: '/api/tablets',
      headers: { cookie, ...headers },
      payload: payload as object,
    });
  const put = (id: string, payload: unknown, headers: Record<string, string> = {}) =>
    call(app, {
      method: 'PUT',
      url: `/api/tablets/${id}`,
      headers: { cookie, ...headers },
      payload: payload as object,
    });
  const remove = (id: string, headers: Record<string, string> = {}) =>
    call(app, { method: 'DELETE', url: `/api/tablets/${id}`, headers: { cookie, ...headers } });
  const create = async (payload: object = amlodipine) => {
    const answer = await post(payload);
    expect(answer.status).toBe(201);
    return (answer.body as { tablet: Tablet }).tablet;
  };
  const sendRaw = (method: 'POST' | 'PUT', url: string, body: string, contentType = 'application/json') =>
    call(app, { method, url, headers: { cookie, 'content-type': contentType }, payload: body });

  it('lists, creates, updates and deletes through the API', async () => {
    expect(await list()).toEqual([]);

    const created = await create({ ...amlodipine, description: 'Strip of 15 tablets.' });
    expect(created).toMatchObject({ ...amlodipine, description: 'Strip of 15 tablets.', version: 1 });
    expect(await list()).toEqual([created]);

    const updated = await put(created.id, { ...amlodipine, price: 26, version: 1 });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      tablet: { ...created, price: 26, description: undefined, version: 2, updatedAt: expect.any(String) },
    });
    expect((await list())[0]).toMatchObject({ price: 26, version: 2 });
    expect('description' in (await list())[0]!).toBe(false);

    const deleted = await remove(created.id);
    expect(deleted.status).toBe(204);
    expect(await list()).toEqual([]);
  });

  it('answers JSON everywhere, including unknown API paths', async () => {
    const missing = await call(app, { method: 'GET', url: '/api/nothing-here' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: expect.stringContaining('/api/nothing-here') });
    expect((await call(app, { method: 'PATCH', url: `/api/tablets/${unknownId}` })).status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    // The list may be kept, but only as long as its ETag still answers 304.
    const listed = await app.inject({ method: 'GET', url: '/api/tablets' });
    expect(listed.headers['cache-control']).toBe('no-cache');
  });

  it('keeps prices exact', async () => {
    expect((await create({ ...amlodipine, price: 119.9 })).price).toBe(119.9);
    expect((await create({ ...amlodipine, price: 0.1 + 0.2 })).price).toBe(0.3);
    expect((await create({ ...amlodipine, price: 10_000_000 })).price).toBe(10_000_000);
    const tablet = await create({ ...amlodipine, price: 0.01 });
    const updated = await put(tablet.id, { ...amlodipine, price: 0.7 + 0.1, version: 1 });
    expect((updated.body as { tablet: Tablet }).tablet.price).toBe(0.8);
    expect((await list()).map((item) => item.price).sort((a, b) => a - b)).toEqual([
      0.3, 0.8, 119.9, 10_000_000,
    ]);
  });

  it('trims names and drops a blank description', async () => {
    const tablet = await create({
      name: '  Cetirizine 10 mg\t',
      genericName: '\n Cetirizine ',
      price: 18.5,
      description: '  ',
    });
    expect(tablet).toMatchObject({ name: 'Cetirizine 10 mg', genericName: 'Cetirizine' });
    expect('description' in tablet).toBe(false);
  });

  it.each([
    ['a blank name', { ...amlodipine, name: '   ' }, 'name', tabletMessages.nameRequired],
    ['a missing name', { genericName: 'x', price: 1 }, 'name', tabletMessages.nameRequired],
    ['a long name', { ...amlodipine, name: 'n'.repeat(121) }, 'name', tabletMessages.nameTooLong],
    [
      'a blank generic name',
      { ...amlodipine, genericName: '' },
      'genericName',
      tabletMessages.genericNameRequired,
    ],
    [
      'a long generic name',
      { ...amlodipine, genericName: 'g'.repeat(121) },
      'genericName',
      tabletMessages.genericNameTooLong,
    ],
    ['a zero price', { ...amlodipine, price: 0 }, 'price', tabletMessages.priceMin],
    ['a negative price', { ...amlodipine, price: -10 }, 'price', tabletMessages.priceMin],
    ['a huge price', { ...amlodipine, price: 1e21 }, 'price', tabletMessages.priceMax],
    ['a price over the limit', { ...amlodipine, price: 10_000_000.01 }, 'price', tabletMessages.priceMax],
    ['a price with 3 decimals', { ...amlodipine, price: 12.345 }, 'price', tabletMessages.priceDecimals],
    ['a price as text', { ...amlodipine, price: '24.60' }, 'price', tabletMessages.priceType],
    ['a null price', { ...amlodipine, price: null }, 'price', tabletMessages.priceType],
    ['a price as an array', { ...amlodipine, price: [24.6] }, 'price', tabletMessages.priceType],
    ['a name as a number', { ...amlodipine, name: 7 }, 'name', tabletMessages.nameRequired],
    ['a name as an object', { ...amlodipine, name: { first: 'x' } }, 'name', tabletMessages.nameRequired],
    [
      'a long description',
      { ...amlodipine, description: 'd'.repeat(2001) },
      'description',
      tabletMessages.descriptionTooLong,
    ],
    [
      'a description as a number',
      { ...amlodipine, description: 1 },
      'description',
      tabletMessages.descriptionType,
    ],
    [
      'a NUL character',
      { ...amlodipine, name: 'Amlo\u0000dipine' },
      'name',
      tabletMessages.invalidCharacters,
    ],
    ['an unknown field', { ...amlodipine, stock: 10 }, 'stock', 'Unknown field'],
    ['a client-chosen id', { ...amlodipine, id: unknownId }, 'id', 'Unknown field'],
    ['a version on create', { ...amlodipine, version: 1 }, 'version', 'Unknown field'],
  ])('refuses %s with 400 and the field message, storing nothing', async (_case, payload, field, message) => {
    const answer = await post(payload);
    expect(answer.status).toBe(400);
    expect((answer.body as { fields: Record<string, string> }).fields[field]).toBe(message);
    expect(answer.body?.error).toContain(message === 'Unknown field' ? `Unknown field "${field}"` : message);
    expect(await list()).toEqual([]);
  });

  it('lists every failing field at once', async () => {
    const answer = await post({ name: '', genericName: ' ', price: 0 });
    expect(answer.body).toEqual({
      error: `${tabletMessages.nameRequired}. ${tabletMessages.genericNameRequired}. ${tabletMessages.priceMin}.`,
      fields: {
        name: tabletMessages.nameRequired,
        genericName: tabletMessages.genericNameRequired,
        price: tabletMessages.priceMin,
      },
    });
  });

  it.each([
    ['malformed JSON', '{"name": "x",', 'application/json', 400],
    ['NaN, which JSON cannot carry', '{"name":"x","genericName":"y","price":NaN}', 'application/json', 400],
    ['an empty body', '', 'application/json', 400],
    ['a prototype-poisoning body', '{"__proto__":{"admin":true}}', 'application/json', 400],
    ['an array', '[{"name":"x"}]', 'application/json', 400],
    ['a string', '"Paracetamol"', 'application/json', 400],
    ['a number', '42', 'application/json', 400],
    ['null', 'null', 'application/json', 400],
    ['a form body', 'name=x&price=1', 'application/x-www-form-urlencoded', 415],
    ['plain text', '{"name":"x"}', 'text/plain', 415],
    ['XML', '<tablet/>', 'application/xml', 415],
    [
      'a body over 16 KiB',
      JSON.stringify({ ...amlodipine, description: 'd'.repeat(17_000) }),
      'application/json',
      413,
    ],
  ])('refuses %s', async (_case, body, contentType, status) => {
    for (const answer of [
      await sendRaw('POST', '/api/tablets', body, contentType),
      await sendRaw('PUT', `/api/tablets/${unknownId}`, body, contentType),
    ]) {
      expect(answer.status).toBe(status);
      expect(answer.body).toEqual({ error: expect.any(String) });
      expect(JSON.stringify(answer.body)).not.toMatch(/\bat .+:\d+:\d+/);
      if (status === 413)
        expect(answer.body).toEqual({ error: 'The request body is too large (at most 16 KiB).' });
    }
    expect(await list()).toEqual([]);
  });

  it('refuses a stale version with 409 and keeps the newer data', async () => {
    const tablet = await create();
    expect((await put(tablet.id, { ...amlodipine, price: 25, version: 1 })).status).toBe(200);
    const stale = await put(tablet.id, { ...amlodipine, price: 99, version: 1 });
    expect(stale).toMatchObject({ status: 409, body: { error: tabletMessages.staleVersion } });
    expect((await list())[0]).toMatchObject({ price: 25, version: 2 });
    for (const version of [0, 1.5, 2 ** 31, 1e15, '2', null]) {
      const invalid = await put(tablet.id, { ...amlodipine, version });
      expect(invalid.status).toBe(400);
      expect((invalid.body as { fields: Record<string, string> }).fields.version).toBe(
        tabletMessages.versionInvalid,
      );
    }
  });

  it('applies an update without a version, as the seed client sends it, and answers the new version', async () => {
    const tablet = await create({ ...amlodipine, description: 'Strip of 15 tablets.' });
    expect((await put(tablet.id, { ...amlodipine, price: 25, version: 1 })).status).toBe(200);
    const seedClientUpdate = {
      name: 'Amlodipine 10 mg',
      genericName: 'Amlodipine',
      price: 41.2,
      description: '',
    };
    const answer = await put(tablet.id, seedClientUpdate);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      tablet: {
        ...tablet,
        ...seedClientUpdate,
        description: undefined,
        version: 3,
        updatedAt: expect.any(String),
      },
    });
    expect((await list())[0]).toMatchObject({ name: 'Amlodipine 10 mg', price: 41.2, version: 3 });
    expect(await put(tablet.id, { ...amlodipine, version: 2 })).toMatchObject({
      status: 409,
      body: { error: tabletMessages.staleVersion },
    });
    expect(await put(unknownId, seedClientUpdate)).toMatchObject({
      status: 404,
      body: { error: tabletMessages.notFound },
    });
  });

  it('accepts prices with 2 decimals despite float noise and refuses finer ones', async () => {
    for (const price of [30.91, 0.07, 0.1 + 0.2, 1.15, 9_999_999.99]) {
      expect((await post({ ...amlodipine, price })).status, String(price)).toBe(201);
    }
    for (const price of [1175265.9912645377, 30.915, 2.345]) {
      const refused = await post({ ...amlodipine, price });
      expect(refused.status, String(price)).toBe(400);
      expect((refused.body as { fields: Record<string, string> }).fields.price).toBe(
        tabletMessages.priceDecimals,
      );
    }
  });

  it('answers 404 for unknown and malformed ids', async () => {
    await create();
    for (const id of [unknownId, 'not-a-uuid', '1%20or%201%3D1', '%27%3B--', 'x'.repeat(3000)]) {
      expect(await put(id, { ...amlodipine, version: 1 })).toMatchObject({
        status: 404,
        body: { error: tabletMessages.notFound },
      });
      expect(await remove(id)).toMatchObject({ status: 404, body: { error: tabletMessages.notFound } });
    }
    for (const badlyEncoded of ['%E0%A4%A', '%zz']) {
      expect(await remove(badlyEncoded)).toMatchObject({ status: 404, body: { error: expect.any(String) } });
    }
    const tablet = await create();
    expect((await remove(tablet.id)).status).toBe(204);
    expect((await remove(tablet.id)).status).toBe(404);
    expect(await list()).toHaveLength(1);
  });

  it('accepts a DELETE that announces JSON without a body', async () => {
    const tablet = await create();
    const answer = await remove(tablet.id, { 'content-type': 'application/json' });
    expect(answer.status).toBe(204);
  });

  it('returns SQL- and HTML-looking text verbatim', async () => {
    const tricky = {
      name: "'; DROP TABLE tablets; --",
      genericName: '<img src=x onerror="alert(1)">',
      price: 1,
      description: '</script><script>alert("x")</script> & 1=1 OR "a"="a" \\ %_',
    };
    const tablet = await create(tricky);
    expect(tablet).toMatchObject(tricky);
    expect(await list()).toEqual([tablet]);
  });

  it('refuses changes without a valid admin session (401) and stores nothing', async () => {
    const tablet = await create();
    for (const cookieHeader of [
      '',
      'admin_session=forged',
      `${cookie.slice(0, -3)}abc`,
      `admin_session=${'9'.repeat(13)}.${'a'.repeat(22)}.${'b'.repeat(43)}`,
    ]) {
      const headers = { cookie: cookieHeader };
      for (const answer of [
        await post(amlodipine, headers),
        await put(tablet.id, { ...amlodipine, price: 1, version: 1 }, headers),
        await remove(tablet.id, headers),
      ]) {
        expect(answer).toMatchObject({ status: 401, body: { error: adminMessages.loginRequired } });
      }
    }
    expect(await list()).toEqual([tablet]);
  });

  it('refuses changes from another site (403) even with a session', async () => {
    const tablet = await create();
    const foreignHeaders: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'http://localhost:8080' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of foreignHeaders) {
      for (const answer of [
        await post(amlodipine, headers),
        await put(tablet.id, { ...amlodipine, version: 1 }, headers),
        await remove(tablet.id, headers),
      ]) {
        expect(answer).toMatchObject({ status: 403, body: { error: adminMessages.foreignOrigin } });
      }
    }
    expect(await list()).toEqual([tablet]);
    expect((await post(amlodipine, { origin: ownOrigin, 'sec-fetch-site': 'same-origin' })).status).toBe(201);
  });

  it('lets anyone read the list without a session', async () => {
    await create();
    const answer = await call(app, {
      method: 'GET',
      url: '/api/tablets',
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(answer.status).toBe(200);
    expect((answer.body as { tablets: Tablet[] }).tablets).toHaveLength(1);
  });
});
