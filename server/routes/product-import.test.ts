import { parse } from 'csv-parse/sync';
import { expect, it } from 'vitest';
import { type MasterProductView, type ProductImportAnswer, productMessages } from '#contract/products.ts';
import { call } from '#testing/test-app.ts';
import { describeForEachEngine } from '#testing/test-stores.ts';
import { useProductMasterApp } from '#testing/product-master-app.ts';
import { csvFile } from '../http/csv.ts';

const supplement = 'heartguard-coq10';
const prescription = 'cardiohealth-plus';

describeForEachEngine('the product master’s CSV export and import', (engine) => {
  const master = useProductMasterApp(engine, {
    editor: ['catalogue'],
    doctor: ['medical'],
    seller: ['sales'],
  });
  const { suite, cookies } = master;

  const download = (who = 'editor') =>
    master.app.inject({ method: 'GET', url: '/api/products/export', headers: { cookie: cookies[who]! } });
  const upload = (csv: string, dryRun: boolean, who = 'editor') =>
    call(master.app, {
      method: 'POST',
      url: '/api/products/import',
      headers: { cookie: cookies[who]! },
      payload: { csv, dryRun },
    });
  const read = async (slug: string) =>
    (
      (
        await call(master.app, {
          method: 'GET',
          url: `/api/products/${slug}`,
          headers: { cookie: cookies.editor! },
        })
      ).body as { product: MasterProductView }
    ).product;
  const draftCount = async () =>
    Number(
      (
        await master.handle.db
          .selectFrom('product_drafts')
          .select((select) => select.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  /** The export with `change` made to the rows it names by slug. */
  async function editedExport(changes: Record<string, Record<string, string>>) {
    const exported = (await download()).body;
    const [header] = parse(exported, { bom: true, to_line: 1 }) as string[][];
    const rows = (parse(exported, { bom: true, columns: true }) as Record<string, string>[]).map((row) => ({
      ...row,
      ...changes[row.slug!],
    }));
    return csvFile(
      header!,
      rows.map((row) => header!.map((column) => row[column])),
    );
  }

  it('exports every product as a dated attachment, audited, and reads it back as changing nothing', async () => {
    const exported = await download();
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = parse(exported.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row.slug)).toContain(supplement);
    expect(rows.find((row) => row.slug === supplement)?.price).toBe('599.00');
    const [entry] = await suite.store.audit.list({ action: 'product.export' }, { limit: 1 });
    expect(entry).toMatchObject({ recordType: 'product', details: { rows: rows.length } });

    for (const dryRun of [true, false]) {
      const answer = await upload(exported.body, dryRun);
      expect(answer).toMatchObject({
        status: 200,
        body: { dryRun, products: [], counts: { rows: rows.length, changed: 0, unchanged: rows.length } },
      });
    }
    expect(await draftCount()).toBe(0);
    expect(await suite.store.audit.list({ action: 'product.import' }, { limit: 1 })).toEqual([]);
  });

  it('shows what a file would change without saving it, then saves it as drafts and audits it', async () => {
    const live = await read(supplement);
    const csv = await editedExport({
      [supplement]: { price: '649.50', te_description: 'కొత్త తెలుగు వివరణ' },
    });

    const checked = await upload(csv, true);
    expect(checked.status).toBe(200);
    const answer = checked.body as ProductImportAnswer;
    expect(answer.counts).toMatchObject({ changed: 1 });
    expect(answer.products).toEqual([
      {
        slug: supplement,
        name: 'HeartGuard CoQ10',
        changes: [
          { field: 'price', locale: 'en', before: '599.00', after: '649.50' },
          {
            field: 'description',
            locale: 'te',
            before: live.translations.te?.description ?? null,
            after: 'కొత్త తెలుగు వివరణ',
          },
        ],
        review: expect.objectContaining({
          changedFields: ['price'],
          needsMedicalApproval: false,
          staleTranslations: [],
        }) as unknown,
        replacesDraft: false,
      },
    ]);
    expect(await draftCount()).toBe(0);

    const saved = await upload(csv, false);
    expect(saved.status).toBe(200);
    expect((saved.body as ProductImportAnswer).products).toEqual(answer.products);
    const product = await read(supplement);
    expect(product).toMatchObject({
      version: live.version,
      record: { price: 599 },
      draft: {
        baseVersion: live.version,
        record: { price: 649.5 },
        translations: { te: { description: 'కొత్త తెలుగు వివరణ' } },
        review: { changedFields: ['price'] },
      },
    });
    expect(await draftCount()).toBe(1);
    const [entry] = await suite.store.audit.list({ action: 'product.import' }, { limit: 1 });
    expect(entry).toMatchObject({ recordType: 'product', details: { drafts: 1, products: supplement } });
  });

  it('replaces a draft and withdraws its approval, and asks a medical approval of a prescription text', async () => {
    const csv = await editedExport({ [prescription]: { storage: 'Store below 25 °C.' } });
    expect((await upload(csv, false)).status).toBe(200);
    expect(
      (
        await call(master.app, {
          method: 'POST',
          url: `/api/products/${prescription}/draft/approval`,
          headers: { cookie: cookies.doctor! },
        })
      ).status,
    ).toBe(200);
    const again = await upload(
      await editedExport({ [prescription]: { storage: 'Store below 20 °C.' } }),
      false,
    );
    const [changed] = (again.body as ProductImportAnswer).products;
    expect(changed).toMatchObject({
      slug: prescription,
      replacesDraft: true,
      review: {
        needsMedicalApproval: true,
        staleTranslations: [
          { locale: 'te', key: 'storage', blocking: true },
          { locale: 'hi', key: 'storage', blocking: true },
        ],
      },
    });
    expect((await read(prescription)).draft).toMatchObject({
      record: { storage: 'Store below 20 °C.' },
      approvedBy: null,
    });
  });

  it('names the wrong rows by line and saves none of the file', async () => {
    const csv = ['slug,price', `${supplement},649.50`, `${prescription},cheap`, 'no-such-product,10'].join(
      '\r\n',
    );
    for (const dryRun of [true, false]) {
      expect(await upload(csv, dryRun)).toMatchObject({
        status: 400,
        body: {
          error: productMessages.importInvalid,
          fields: {
            'line 3': `price: ${productMessages.price}`,
            'line 4': `slug: ${productMessages.notFound}`,
          },
        },
      });
    }
    expect(await draftCount()).toBe(0);
    expect((await read(supplement)).draft).toBeNull();
  });

  it('takes a renamed product as a draft, and refuses an unknown column', async () => {
    const renamed = await editedExport({ [supplement]: { name: 'HeartGuard Max' } });
    const checked = await upload(renamed, true);
    expect(checked.status).toBe(200);
    expect(JSON.stringify(checked.body)).toContain('HeartGuard Max');
    expect(await upload(`slug,price,colour\n${supplement},599,red\n`, true)).toMatchObject({
      status: 400,
      body: { fields: { 'line 1': productMessages.importUnknownColumns(['colour']) } },
    });
    expect(await draftCount()).toBe(0);
  });

  it('lets the medical role export but not import, and sales neither', async () => {
    expect((await download('doctor')).statusCode).toBe(200);
    expect((await download('seller')).statusCode).toBe(403);
    const csv = `slug,price\n${supplement},649.50\n`;
    expect((await upload(csv, true, 'doctor')).status).toBe(403);
    expect((await upload(csv, false, 'seller')).status).toBe(403);
    expect(await draftCount()).toBe(0);
  });
});
