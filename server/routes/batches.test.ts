import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { AuditAction } from '#contract/audit-actions.ts';
import { type Batch, batchMessages } from '#contract/batches.ts';
import { manufacturingSites } from '#contract/company.ts';
import { buildTestApp, call, signIn, testPackSigningKeys } from '#testing/test-app.ts';
import { readPackCode } from '../packs/pack-code.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';
import { createDatabase } from '../db/create-db.ts';

const cardio = {
  productSlug: 'cardiohealth-plus',
  batchNumber: 'ach-2611',
  manufacturedOn: '2026-11-02',
  expiresOn: '2028-10-31',
  quantity: 12_000,
  siteId: 'nacharam',
  status: 'released',
};
const header = 'product,batch_number,manufactured_on,expires_on,quantity,site,status';

describeForEachEngine('batch API', (engine) => {
  const suite = useSuiteStore(engine);
  let app: FastifyInstance;
  let cookie: string;

  beforeEach(async () => {
    const { db } = createDatabase(suite.target.options);
    await sql`delete from batches`.execute(db);
    await db.destroy();
    app = await buildTestApp(suite.store);
    cookie = await signIn(app);
  });
  afterEach(() => app.close());

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    call(app, { method, url, headers: { cookie }, ...(payload && { payload }) });
  const create = async (payload: object = cardio) => {
    const answer = await send('POST', '/api/batches', payload);
    expect(answer.status).toBe(201);
    return (answer.body as { batch: Batch }).batch;
  };
  const list = async (query = '') => {
    const answer = await send('GET', `/api/batches${query}`);
    expect(answer.status).toBe(200);
    return answer.body as { batches: Batch[]; nextCursor: string | null; total: number };
  };
  const auditOf = (action: AuditAction) => suite.store.audit.list({ action }, { limit: 1 });

  it('records a batch with its product, licence and state, changes it with its version, and logs both', async () => {
    const created = await create();
    expect(created).toMatchObject({
      productSlug: 'cardiohealth-plus',
      productName: 'CardioHealth Plus',
      batchNumber: 'ACH-2611',
      licenceNumber: manufacturingSites[0].licenceNumber,
      status: 'released',
      expired: false,
      version: 1,
    });
    expect(Number.isInteger(created.id)).toBe(true);

    const changed = await send('PUT', `/api/batches/${created.id}`, {
      ...cardio,
      status: 'quarantined',
      version: 1,
    });
    expect(changed.status).toBe(200);
    expect((changed.body as { batch: Batch }).batch).toMatchObject({ status: 'quarantined', version: 2 });

    const stale = await send('PUT', `/api/batches/${created.id}`, {
      ...cardio,
      status: 'recalled',
      version: 1,
    });
    expect(stale).toMatchObject({ status: 409, body: { error: batchMessages.staleVersion } });

    const [createdEntry] = await auditOf('batch.create');
    expect(createdEntry).toMatchObject({ recordType: 'batch', recordId: String(created.id) });
    expect(createdEntry!.details).toMatchObject({ after: { batchNumber: 'ACH-2611', quantity: 12_000 } });
    const [changedEntry] = await auditOf('batch.update');
    expect(changedEntry!.details).toEqual({
      before: { status: 'released' },
      after: { status: 'quarantined' },
    });
  });

  it('refuses a second batch of one number for the same product, but not for another product', async () => {
    await create();
    const again = await send('POST', '/api/batches', { ...cardio, batchNumber: 'ACH-2611' });
    expect(again).toMatchObject({ status: 409, body: { error: batchMessages.batchNumberTaken } });
    await create({ ...cardio, productSlug: 'neurovital' });
    const other = await create({ ...cardio, batchNumber: 'ACH-2612' });
    const renamed = await send('PUT', `/api/batches/${other.id}`, { ...cardio, version: 1 });
    expect(renamed).toMatchObject({ status: 409, body: { error: batchMessages.batchNumberTaken } });
  });

  it('says which field is wrong: a product not in the catalogue, dates in the wrong order or in the future', async () => {
    const cases: [object, string, string][] = [
      [{ productSlug: 'elixir-of-life' }, 'productSlug', batchMessages.productUnknown],
      [{ expiresOn: '2026-11-01' }, 'expiresOn', batchMessages.expiresBeforeManufacture],
      [
        { manufacturedOn: '2099-01-01', expiresOn: '2100-01-01' },
        'manufacturedOn',
        batchMessages.manufacturedInFuture,
      ],
      [{ quantity: 0 }, 'quantity', batchMessages.quantity],
      [{ batchNumber: 'A B' }, 'batchNumber', batchMessages.batchNumberForm],
      [{ siteId: 'elsewhere' }, 'siteId', batchMessages.site],
      [{ status: 'expired' }, 'status', batchMessages.status],
    ];
    for (const [change, field, message] of cases) {
      const answer = await send('POST', '/api/batches', { ...cardio, ...change });
      expect(answer.status, field).toBe(400);
      expect((answer.body as { fields: Record<string, string> }).fields[field]).toBe(message);
    }
    expect((await list()).total).toBe(0);
    expect(await send('PUT', '/api/batches/999999', { ...cardio, version: 1 })).toMatchObject({
      status: 404,
      body: { error: batchMessages.notFound },
    });
    expect((await send('PUT', '/api/batches/abc', { ...cardio, version: 1 })).status).toBe(404);
  });

  it('names products as the product master holds them, not as the shipped catalogue did', async () => {
    const { db } = createDatabase(suite.target.options);
    try {
      const master = (await suite.store.products.bySlug('cardiohealth-plus'))!;
      // A product the catalogue team added, and a name they changed: the store's, not the build's.
      await db
        .insertInto('products')
        .values({
          slug: 'glucobalance-xr',
          category_id: 'prescription-medicines',
          place: 'list',
          position: 99,
          name: 'GlucoBalance XR',
          record: JSON.stringify({
            ...master.record,
            id: 'rx-glucobalance-xr',
            slug: 'glucobalance-xr',
            name: 'GlucoBalance XR',
          }),
          translations: '{}',
          version: 1,
          edited_by: 'account-1',
          updated_at: Date.now(),
        })
        .execute();
      await db
        .updateTable('products')
        .set({ name: 'CardioShield Duo' })
        .where('slug', '=', 'cardiohealth-plus')
        .execute();
      const added = await create({ ...cardio, productSlug: 'glucobalance-xr', batchNumber: 'GBX-1' });
      expect(added.productName).toBe('GlucoBalance XR');
      // With the name it was published under before, which packs made earlier print (decision 069).
      const renamed = await create();
      expect(renamed.productName).toBe('CardioShield Duo (CardioHealth Plus)');
      expect((await list('?q=gluco')).batches.map((batch) => batch.batchNumber)).toEqual(['GBX-1']);
      // Found, and imported, by the old name too.
      expect((await list('?q=cardiohealth')).batches.map((batch) => batch.batchNumber)).toEqual([
        renamed.batchNumber,
      ]);
      const imported = await send('POST', '/api/batches/import', {
        csv: [
          header,
          'GlucoBalance XR,GBX-2,2026-11-02,2028-10-31,100,nacharam,released',
          'CardioHealth Plus,ACH-OLD-1,2026-11-02,2028-10-31,100,nacharam,released',
          '',
        ].join('\n'),
      });
      expect(imported.status).toBe(201);
      expect((await list('?q=ACH-OLD-1')).batches.map((batch) => batch.productSlug)).toEqual([
        'cardiohealth-plus',
      ]);
    } finally {
      await db.deleteFrom('products').where('slug', '=', 'glucobalance-xr').execute();
      await db
        .updateTable('products')
        .set({ name: 'CardioHealth Plus' })
        .where('slug', '=', 'cardiohealth-plus')
        .execute();
      await db.destroy();
    }
  });

  it('pages newest first, searches batch numbers and product names, and lists by state', async () => {
    for (let index = 1; index <= 5; index += 1) await create({ ...cardio, batchNumber: `ACH-${index}` });
    await create({ ...cardio, productSlug: 'neurovital', batchNumber: 'NV-1', status: 'recalled' });
    await create({
      ...cardio,
      batchNumber: 'OLD-1',
      manufacturedOn: '2023-01-01',
      expiresOn: '2025-01-01',
    });

    const first = await list('?limit=3');
    expect(first.batches.map((batch) => batch.batchNumber)).toEqual(['OLD-1', 'NV-1', 'ACH-5']);
    expect(first.total).toBe(7);
    const second = await list(`?limit=3&cursor=${first.nextCursor}`);
    expect(second.batches.map((batch) => batch.batchNumber)).toEqual(['ACH-4', 'ACH-3', 'ACH-2']);
    const last = await list(`?limit=3&cursor=${second.nextCursor}`);
    expect(last).toMatchObject({ nextCursor: null, total: 7 });

    expect((await list('?q=neuro')).batches.map((batch) => batch.batchNumber)).toEqual(['NV-1']);
    expect((await list('?q=ach-')).total).toBe(5);
    expect((await list('?q=100%25')).total).toBe(0);
    expect((await list('?state=recalled')).batches.map((batch) => batch.batchNumber)).toEqual(['NV-1']);
    const expired = await list('?state=expired');
    expect(expired.batches).toMatchObject([{ batchNumber: 'OLD-1', expired: true, status: 'released' }]);
    expect((await list('?state=released')).total).toBe(5);

    const foreign = await send('GET', `/api/batches?q=neuro&cursor=${first.nextCursor}`);
    expect(foreign).toMatchObject({ status: 400, body: { fields: { cursor: batchMessages.cursor } } });
    expect((await send('GET', '/api/batches?state=sold')).status).toBe(400);
  });

  it('sorts by expiry or batch number either way, paging each order without gaps or repeats', async () => {
    const expiries = ['2028-03-31', '2027-06-30', '2028-03-31', '2029-01-31', '2027-06-30', '2028-12-31'];
    for (const [index, expiresOn] of expiries.entries())
      await create({ ...cardio, batchNumber: `ACH-${String.fromCharCode(70 - index)}${index}`, expiresOn });
    const pagedAll = async (sort: string) => {
      const seen: Batch[] = [];
      let cursor: string | null = null;
      do {
        const page = await list(`?sort=${sort}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        expect(page.total).toBe(expiries.length);
        seen.push(...page.batches);
        cursor = page.nextCursor;
      } while (cursor);
      return seen;
    };
    const byExpiry = await pagedAll('expiresOn');
    expect(byExpiry.map((batch) => batch.expiresOn)).toEqual([...expiries].sort());
    // Batches that expire the same day keep the order they were recorded in.
    expect(byExpiry.slice(0, 2).map((batch) => batch.batchNumber)).toEqual(['ACH-E1', 'ACH-B4']);
    expect((await pagedAll('-expiresOn')).map((batch) => batch.expiresOn)).toEqual(
      [...expiries].sort().reverse(),
    );
    const numbers = ['ACH-A5', 'ACH-B4', 'ACH-C3', 'ACH-D2', 'ACH-E1', 'ACH-F0'];
    expect((await pagedAll('batchNumber')).map((batch) => batch.batchNumber)).toEqual(numbers);
    expect((await pagedAll('-batchNumber')).map((batch) => batch.batchNumber)).toEqual(numbers.toReversed());

    const first = await list('?sort=expiresOn&limit=2');
    const otherOrder = await send('GET', `/api/batches?sort=batchNumber&limit=2&cursor=${first.nextCursor}`);
    expect(otherOrder).toMatchObject({ status: 400, body: { fields: { cursor: batchMessages.cursor } } });
    expect(await send('GET', '/api/batches?sort=quantity')).toMatchObject({
      status: 400,
      body: { fields: { sort: batchMessages.sort } },
    });
  });

  it('imports a whole file in one go, or nothing, naming each wrong line', async () => {
    await create({ ...cardio, batchNumber: 'ACH-7' });
    const rows = [
      'CardioHealth Plus,ACH-5,2026-11-02,2028-10-31,100,nacharam,released',
      'NeuroVital,NV-5,2026-11-02,2028-10-31,"1,500",nacharam,quarantined',
    ];
    const refused = await send('POST', '/api/batches/import', {
      csv: [header, ...rows, 'CardioHealth Plus,ACH-7,2026-11-02,2028-10-31,100,nacharam,released'].join(
        '\n',
      ),
    });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        error: batchMessages.importInvalid,
        fields: { 'line 4': `batch_number: ${batchMessages.batchNumberTaken}` },
      },
    });
    const wrong = await send('POST', '/api/batches/import', {
      csv: [header, ...rows, 'CardioHealth Plus,ACH-8,2026-11-02,2026-10-31,100,nacharam,'].join('\n'),
    });
    expect(wrong).toMatchObject({
      status: 400,
      body: { fields: { 'line 4': `expires_on: ${batchMessages.expiresBeforeManufacture}` } },
    });
    expect((await list()).total).toBe(1);

    const imported = await send('POST', '/api/batches/import', { csv: [header, ...rows].join('\r\n') });
    expect(imported).toMatchObject({ status: 201, body: { imported: 2 } });
    expect((await list('?q=nv-5')).batches).toMatchObject([{ quantity: 1500, status: 'quarantined' }]);
    const [entry] = await auditOf('batch.import');
    expect(entry!.details).toMatchObject({ imported: 2 });
  });

  it('makes labels with the next serials, each code signed and in a QR code, never past the packs made', async () => {
    const batch = await create({ ...cardio, quantity: 5 });
    const first = await send('POST', `/api/batches/${batch.id}/labels`, { count: 3 });
    expect(first.status).toBe(201);
    const sheet = first.body as {
      batch: Batch;
      record: { label: string; value: string }[];
      labels: { serial: number; code: string; url: string; qrCode: string }[];
    };
    expect(sheet.batch.labelsIssued).toBe(3);
    expect(sheet.labels.map((label) => label.serial)).toEqual([1, 2, 3]);
    for (const label of sheet.labels) {
      expect(readPackCode(label.code, testPackSigningKeys.publicKeys)).toEqual({
        valid: true,
        batchId: batch.id,
        serial: label.serial,
      });
      expect(label.url).toMatch(new RegExp(`^http://[^/]+/verify/${label.code}$`));
      expect(label.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    }
    expect(sheet.record).toEqual([
      { label: 'Unique product identification code', value: 'rx-cardiohealth-plus' },
      { label: 'Proper and generic name', value: expect.stringContaining('mg') },
      { label: 'Brand name', value: 'CardioHealth Plus' },
      {
        label: 'Name and address of the manufacturer',
        value:
          'Aarogya Life Sciences, IDA Nacharam unit, Plot 14, Road No. 2, IDA Nacharam, Hyderabad, Telangana 500076',
      },
      { label: 'Batch number', value: 'ACH-2611' },
      { label: 'Date of manufacture', value: 'Nov 2026' },
      { label: 'Date of expiry', value: 'Oct 2028' },
      { label: 'Manufacturing licence number', value: manufacturingSites[0].licenceNumber },
    ]);

    const tooMany = await send('POST', `/api/batches/${batch.id}/labels`, { count: 3 });
    expect(tooMany).toMatchObject({
      status: 409,
      body: { error: 'Only 2 packs of this batch have no label yet: ask for at most 2' },
    });
    const rest = await send('POST', `/api/batches/${batch.id}/labels`, { count: 2 });
    expect((rest.body as typeof sheet).labels.map((label) => label.serial)).toEqual([4, 5]);
    const none = await send('POST', `/api/batches/${batch.id}/labels`, { count: 1 });
    expect(none).toMatchObject({ status: 409, body: { error: batchMessages.labelsLeft } });

    const fewer = await send('PUT', `/api/batches/${batch.id}`, { ...cardio, quantity: 4, version: 1 });
    expect(fewer).toMatchObject({
      status: 400,
      body: { fields: { quantity: `${batchMessages.quantityBelowLabels} (5)` } },
    });
    expect((await send('POST', '/api/batches/999999/labels', { count: 1 })).status).toBe(404);
    expect((await send('POST', `/api/batches/${batch.id}/labels`, { count: 101 })).status).toBe(400);
    const [entry] = await auditOf('batch.labels');
    expect(entry).toMatchObject({ recordId: String(batch.id), details: { serials: '4–5' } });
  });

  it('lets only staff with the catalogue role near batches', async () => {
    const visitor = await call(app, { method: 'GET', url: '/api/batches' });
    expect(visitor.status).toBe(401);
    const posted = await call(app, { method: 'POST', url: '/api/batches', payload: cardio });
    expect(posted.status).toBe(401);
  });
});
