import { describe, expect, it } from 'vitest';
import { batchMessages } from '#contract/batches.ts';
import { readBatchCsv } from './batch-csv.ts';
import { catalogueEntries } from '#catalogue/catalogue.ts';

const products = catalogueEntries().map(({ product }) => ({
  slug: product.slug,
  name: product.name,
  formerNames: product.slug === 'heartguard-coq10' ? ['HeartGuard Q10'] : [],
}));

const today = '2026-11-26';
const header = 'product,batch_number,manufactured_on,expires_on,quantity,site,status';

describe('reading a batch import file', () => {
  it('reads products by name or slug, sites by id or name, numbers with Indian grouping, and defaults the status', () => {
    const csv = [
      '\uFEFFProduct,Batch Number,Manufactured On,Expires On,Quantity,Site',
      'CardioHealth Plus,ach-2611,2026-11-02,2028-10-31,"12,000",nacharam',
      'neurovital,NV/26/001,2026-10-01,2027-09-30,500,"Aarogya Life Sciences, IDA Nacharam unit"',
      '',
    ].join('\r\n');
    const reading = readBatchCsv(csv, today, products);
    expect(reading).toEqual({
      rows: [
        {
          line: 2,
          input: {
            productSlug: 'cardiohealth-plus',
            batchNumber: 'ACH-2611',
            manufacturedOn: '2026-11-02',
            expiresOn: '2028-10-31',
            quantity: 12000,
            siteId: 'nacharam',
            status: 'released',
          },
        },
        {
          line: 3,
          input: {
            productSlug: 'neurovital',
            batchNumber: 'NV/26/001',
            manufacturedOn: '2026-10-01',
            expiresOn: '2027-09-30',
            quantity: 500,
            siteId: 'nacharam',
            status: 'released',
          },
        },
      ],
    });
  });

  it('reads a product by a name it had before a rename, as packs made before it print, unless another had it too', () => {
    const row = (product: string) =>
      [header, `${product},HG-1,2026-11-02,2028-10-31,100,nacharam,released`].join('\n');
    expect(readBatchCsv(row('heartguard q10'), today, products)).toMatchObject({
      rows: [{ input: { productSlug: 'heartguard-coq10' } }],
    });
    const twice = products.map((product) =>
      product.slug === 'neurovital' ? { ...product, formerNames: ['HeartGuard Q10'] } : product,
    );
    expect(readBatchCsv(row('HeartGuard Q10'), today, twice)).toEqual({
      problems: { 'line 2': `product: ${batchMessages.productUnknown}` },
    });
  });

  it('names every wrong row by its line and the column at fault, and keeps none of the file', () => {
    const csv = [
      header,
      'CardioHealth Plus,ACH-1,2026-11-02,2028-10-31,100,nacharam,released',
      'Unknown Tonic,UT-1,2026-11-02,2028-10-31,100,nacharam,released',
      'CardioHealth Plus,ACH-2,2026-11-02,2025-10-31,100,nacharam,released',
      'CardioHealth Plus,ACH-3,2026-12-02,2028-10-31,100,nacharam,released',
      'CardioHealth Plus,ACH-4,2026-11-02,2028-10-31,lots,nacharam,released',
      'CardioHealth Plus,ACH-1,2026-11-02,2028-10-31,100,nacharam,released',
      'CardioHealth Plus,ACH 5,2026-11-02,2028-10-31,100,nacharam,released',
      'CardioHealth Plus,ACH-6,2026-11-02,2028-10-31,100,elsewhere,released',
      'CardioHealth Plus,ACH-7,2026-11-02,2028-10-31,100,nacharam,sold',
      'CardioHealth Plus,ACH-8,02/11/2026,2028-10-31,100,nacharam,released',
    ].join('\n');
    expect(readBatchCsv(csv, today, products)).toEqual({
      problems: {
        'line 3': `product: ${batchMessages.productUnknown}`,
        'line 4': `expires_on: ${batchMessages.expiresBeforeManufacture}`,
        'line 5': `manufactured_on: ${batchMessages.manufacturedInFuture}`,
        'line 6': `quantity: ${batchMessages.quantity}`,
        'line 7': 'batch_number: the same product and batch number as line 2',
        'line 8': `batch_number: ${batchMessages.batchNumberForm}`,
        'line 9': `site: ${batchMessages.site}`,
        'line 10': `status: ${batchMessages.status}`,
        'line 11': `manufactured_on: ${batchMessages.manufacturedOnForm}`,
      },
    });
  });

  it('refuses a file without the header, an empty one, and one that is not CSV', () => {
    expect(
      readBatchCsv('CardioHealth Plus,ACH-1,2026-11-02,2028-10-31,100,nacharam\n', today, products),
    ).toEqual({
      problems: { 'line 1': batchMessages.importHeader },
    });
    expect(readBatchCsv(`${header},colour\nx,y,z,a,b,c,d,e\n`, today, products)).toEqual({
      problems: { 'line 1': batchMessages.importHeader },
    });
    expect(readBatchCsv(`${header}\n`, today, products)).toEqual({
      problems: { file: batchMessages.importEmpty },
    });
    expect(readBatchCsv('', today, products)).toEqual({ problems: { file: batchMessages.importEmpty } });
    const reading = readBatchCsv(`${header}\nCardioHealth Plus,ACH-1,2026-11-02\n`, today, products);
    expect(Object.keys('problems' in reading ? reading.problems : {})).toEqual(['line 2']);
  });

  it('refuses more rows than one import holds', () => {
    const row = (index: number) =>
      `CardioHealth Plus,ACH-${index},2026-11-02,2028-10-31,100,nacharam,released`;
    const csv = [header, ...Array.from({ length: 2001 }, (_, index) => row(index))].join('\n');
    expect(readBatchCsv(csv, today, products)).toEqual({ problems: { file: batchMessages.importTooMany } });
  });
});
