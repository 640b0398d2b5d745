import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { catalogueEntries, type CategoryId } from '#catalogue/catalogue.ts';
import { productMessages } from '#contract/products.ts';
import { csvFile } from '../http/csv.ts';
import type { MasterProduct } from '../store/product-repository.ts';
import { shippedProducts } from '../store/shipped-catalogue.ts';
import { productCsv, productCsvHeader, type ProductCsvRow, readProductCsv } from './product-csv.ts';
import { fieldChanges } from './product-fields.ts';

/** The master as a first start fills it from the shipped catalogue. */
const master = (): MasterProduct[] =>
  shippedProducts().map((product) => ({
    slug: product.slug,
    categoryId: product.categoryId as CategoryId,
    place: product.place,
    position: product.position,
    record: JSON.parse(product.record) as MasterProduct['record'],
    translations: JSON.parse(product.translations) as MasterProduct['translations'],
    version: 1,
    editedBy: null,
    updatedAt: '2026-11-20T04:30:00.000Z',
  }));

const products = master();
const supplement = 'heartguard-coq10';
const device = 'digital-thermometer';

/** The export's rows, each a cell by column name. */
const exportedRows = (csv = productCsv(products)) =>
  parse(csv, { bom: true, columns: true }) as Record<string, string>[];

/** A file in the export's columns, with `change` made to its rows. */
function editedExport(change: (rows: Record<string, string>[]) => Record<string, string>[]): string {
  const rows = change(exportedRows());
  return csvFile(
    productCsvHeader,
    rows.map((row) => productCsvHeader.map((column) => row[column])),
  );
}

const rowsOf = (csv: string): ProductCsvRow[] => {
  const reading = readProductCsv(csv, products);
  if ('problems' in reading) throw new Error(JSON.stringify(reading.problems));
  return reading.rows;
};

const problemsOf = (csv: string) => {
  const reading = readProductCsv(csv, products);
  return 'problems' in reading ? reading.problems : undefined;
};

describe('writing the product master as CSV', () => {
  it('has a column per English field, then the Telugu and the Hindi of each text', () => {
    const texts = [
      'description',
      'category',
      'strength',
      'dosage_form',
      'pack_size',
      'storage',
      'shelf_life',
      'materials',
      'badge',
      'usage',
      'composition',
    ];
    expect(productCsvHeader).toEqual([
      'slug',
      'category_id',
      'name',
      'price',
      'manufacturer',
      'prescription_required',
      ...texts,
      ...texts.map((column) => `te_${column}`),
      ...texts.map((column) => `hi_${column}`),
    ]);
  });

  it('writes a row per product in the catalogue’s order, lists a line per item, absent values empty', () => {
    const csv = productCsv([...products].reverse());
    expect(csv.startsWith('\uFEFFslug,category_id,name,')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    const rows = exportedRows(csv);
    expect(rows.map((row) => row.slug)).toEqual(catalogueEntries().map((entry) => entry.product.slug));

    const coq10 = rows.find((row) => row.slug === supplement)!;
    expect(coq10).toMatchObject({
      category_id: 'supplements',
      name: 'HeartGuard CoQ10',
      price: '599.00',
      prescription_required: 'no',
      materials: '',
      badge: '',
    });
    const { record, translations } = products.find((product) => product.slug === supplement)!;
    expect(coq10.usage).toBe(record.usage.join('\n'));
    expect(coq10.composition).toBe(
      record.composition.map((ingredient) => `${ingredient.substance} | ${ingredient.amount}`).join('\n'),
    );
    expect(coq10.te_usage).toBe(
      record.usage.map((_, index) => translations.te?.[`usage.${index}`]).join('\n'),
    );
    expect(coq10.hi_composition).toBe(translations.hi?.['composition.0.substance']);
    expect(coq10.te_badge).toBe('');

    const rx = rows.find((row) => row.slug === 'cardiohealth-plus')!;
    expect(rx.prescription_required).toBe('yes');
    const thermometer = rows.find((row) => row.slug === device)!;
    expect(thermometer.materials).not.toBe('');
    expect(thermometer.composition).toBe('');
    expect(rows.find((row) => row.slug === 'coq10-antioxidant-tablets')?.badge).toBe('Antioxidant');
  });

  it('defuses a text that a spreadsheet would run, and reads it back as it was', () => {
    const formula = products.map((product) =>
      product.slug === supplement
        ? { ...product, record: { ...product.record, description: '=HYPERLINK("https://example.com")' } }
        : product,
    );
    const csv = productCsv(formula);
    expect(exportedRows(csv).find((row) => row.slug === supplement)?.description).toBe(
      `'=HYPERLINK("https://example.com")`,
    );
    const reading = readProductCsv(csv, formula);
    expect(
      'rows' in reading && reading.rows.every((row) => fieldChanges(row.product, row.draft).length === 0),
    ).toBe(true);
  });
});

describe('reading a product file', () => {
  it('reads its own export back as the live versions, each row on the line a spreadsheet shows it', () => {
    const rows = rowsOf(productCsv(products));
    expect(rows).toHaveLength(products.length);
    expect(rows.map((row) => row.line)).toEqual(products.map((_, index) => index + 2));
    for (const row of rows) expect(fieldChanges(row.product, row.draft)).toEqual([]);
  });

  it('makes a draft of the cells that differ, leaving every other field and translation as it is', () => {
    const csv = editedExport((rows) =>
      rows.map((row) =>
        row.slug === supplement
          ? {
              ...row,
              price: '₹ 1,249.5',
              te_description: 'కొత్త తెలుగు వివరణ',
              hi_usage: `'-${row.hi_usage}`,
            }
          : row,
      ),
    );
    const row = rowsOf(csv).find((read) => read.product.slug === supplement)!;
    expect(fieldChanges(row.product, row.draft)).toEqual([
      { field: 'price', locale: 'en', before: '599.00', after: '1249.50' },
      {
        field: 'description',
        locale: 'te',
        before: row.product.translations.te?.description ?? null,
        after: 'కొత్త తెలుగు వివరణ',
      },
      {
        field: 'usage.0',
        locale: 'hi',
        before: row.product.translations.hi?.['usage.0'] ?? null,
        after: `-${row.product.translations.hi?.['usage.0']}`,
      },
    ]);
    expect(row.draft.record).toMatchObject({ id: row.product.record.id, pack: row.product.record.pack });
  });

  it('reads only the columns given, their names in any case, and lists and translations line by line', () => {
    const { record } = products.find((product) => product.slug === supplement)!;
    const csv = [
      'SLUG,Usage,Te Usage,composition,TE_COMPOSITION',
      `${supplement},"Take one a day.\r\n\r\nAsk your pharmacist.","ఒకటి రోజుకు.\n","Ubidecarenone | 100 mg\nVitamin E | 10 mg","\nవిటమిన్ E"`,
    ].join('\r\n');
    const [row] = rowsOf(csv);
    expect(row?.draft.record).toEqual({
      ...record,
      usage: ['Take one a day.', 'Ask your pharmacist.'],
      composition: [
        { substance: 'Ubidecarenone', amount: '100 mg' },
        { substance: 'Vitamin E', amount: '10 mg' },
      ],
    });
    const te = row?.draft.translations.te ?? {};
    expect(Object.keys(te).filter((key) => /^(usage|composition)\./.test(key))).toEqual([
      'usage.0',
      'composition.1.substance',
    ]);
    expect(te['usage.0']).toBe('ఒకటి రోజుకు.');
    // A language's texts that the file leaves out are as they were.
    expect(row?.draft.translations.hi).toEqual(row?.product.translations.hi);
  });

  it('keeps a translated line in its place when a line before it is untranslated', () => {
    const gap = products.map((product) => {
      if (product.slug !== supplement) return product;
      const { 'usage.0': _first, ...te } = product.translations.te ?? {};
      return { ...product, translations: { ...product.translations, te } };
    });
    const csv = productCsv(gap);
    const cell = exportedRows(csv).find((row) => row.slug === supplement)!.te_usage!;
    expect(cell).toBe(`\n${gap.find((product) => product.slug === supplement)!.translations.te!['usage.1']}`);
    const unchanged = readProductCsv(csv, gap);
    expect(
      'rows' in unchanged &&
        unchanged.rows.every((row) => row.draft.translations === row.product.translations),
    ).toBe(true);
    const edited = readProductCsv(`slug,te_usage\r\n${supplement},"\r\nరెండవ వరుస"\r\n`, gap);
    const te = 'rows' in edited ? edited.rows[0]?.draft.translations.te : undefined;
    expect(te?.['usage.0']).toBeUndefined();
    expect(te?.['usage.1']).toBe('రెండవ వరుస');
  });

  it('takes out a translation whose cell is emptied', () => {
    const csv = `slug,te_description\r\n${supplement},\r\n`;
    const [row] = rowsOf(csv);
    expect(row?.draft.translations.te?.description).toBeUndefined();
    expect(row?.draft.translations.te?.storage).toBe(row?.product.translations.te?.storage);
  });

  it('names every wrong row by its line and the column at fault', () => {
    const csv = editedExport((rows) => {
      const [first, second, third, fourth, fifth, ...rest] = rows;
      return [
        { ...first!, price: 'free' },
        { ...second!, slug: 'no-such-product' },
        { ...third!, name: 'Renamed', category_id: 'supplements' },
        { ...fourth!, prescription_required: 'maybe', composition: 'Paracetamol 500 mg' },
        { ...fifth!, usage: '', te_usage: 'ఒకటి\nరెండు\nమూడు\nనాలుగు' },
        { ...rest[0]!, slug: first!.slug! },
        ...rest,
      ];
    });
    expect(problemsOf(csv)).toEqual({
      'line 2': `price: ${productMessages.price}`,
      'line 3': `slug: ${productMessages.notFound}`,
      'line 4': `category_id: ${productMessages.categoryFixed}`,
      'line 5': `prescription_required: ${productMessages.yesOrNo}; composition: ${productMessages.ingredientLine}`,
      'line 6': `te_usage: ${productMessages.translatedLines(0)}; usage: ${productMessages.usageCount}`,
      'line 7': `slug: ${productMessages.importSameProduct(2)}`,
    });
  });

  it('refuses a field the schema refuses, pointing at the line inside the cell', () => {
    const long = 'ఒ'.repeat(601);
    const csv = [
      'slug,usage,materials,hi_storage,te_usage',
      `${supplement},"One a day.\nTwo\u0007 a day.",,,`,
      `${device},One a day.,,${long},`,
    ].join('\n');
    expect(problemsOf(csv)).toEqual({
      'line 2': `usage, line 2: ${productMessages.invalidCharacters}`,
      // A device's materials cannot be emptied, as the editor cannot.
      'line 3': `materials: ${productMessages.textRequired}; hi_storage: ${productMessages.textTooLong(600)}`,
    });
  });

  it('counts a row with lines inside its cells as one line, and skips empty rows', () => {
    const csv = [
      'slug,usage,price',
      `${supplement},"One a day.\nWith food.",599`,
      '',
      ',,',
      `${device},"One.\nTwo.",lots`,
    ].join('\n');
    expect(problemsOf(csv)).toEqual({ 'line 5': `price: ${productMessages.price}` });
  });

  it('refuses unknown columns by name, a header without slug, and a file without products', () => {
    expect(problemsOf(`slug,price,colour,Shelf Life Days\n${supplement},599,red,7\n`)).toEqual({
      'line 1': productMessages.importUnknownColumns(['colour', 'shelf_life_days']),
    });
    expect(problemsOf('price\n599\n')).toEqual({ 'line 1': productMessages.importHeader });
    expect(problemsOf('slug,price,Price\n')).toEqual({ 'line 1': productMessages.importHeader });
    expect(problemsOf('')).toEqual({ file: productMessages.importEmpty });
    expect(problemsOf('slug,price\n')).toEqual({ file: productMessages.importEmpty });
    expect(problemsOf(`slug,price\n${supplement},"599\n`)).toMatchObject({
      'line 2': expect.stringContaining('This row cannot be read as CSV'),
    });
  });
});
