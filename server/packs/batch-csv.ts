import { CsvError, parse } from 'csv-parse/sync';
import { fieldErrors } from '#contract/api-error.ts';
import {
  type BatchInput,
  batchInputSchema,
  batchLimits,
  batchMessages,
  typedWholeNumber,
} from '#contract/batches.ts';
import { manufacturingSites } from '#contract/company.ts';

/** The columns of an import file, and the field each fills. */
const columns = {
  product: 'productSlug',
  batch_number: 'batchNumber',
  manufactured_on: 'manufacturedOn',
  expires_on: 'expiresOn',
  quantity: 'quantity',
  site: 'siteId',
  status: 'status',
} as const;

type Column = keyof typeof columns;
const required = Object.keys(columns).filter((column) => column !== 'status') as Column[];

/** A row of an import file that reads as a batch, and its line. */
export interface BatchCsvRow {
  line: number;
  input: BatchInput;
}

export type BatchCsvReading = { rows: BatchCsvRow[] } | { problems: Record<string, string> };

/** A date of manufacture after today in India (the day the import is checked) is a typing mistake. */
export function manufacturedInFuture(input: Pick<BatchInput, 'manufacturedOn'>, today: string): boolean {
  return input.manufacturedOn > today;
}

const lineKey = (line: number) => `line ${line}`;

/** A site as a row may name it: its id or its name, any case. */
function siteNamed(text: string): string {
  const wanted = text.trim().toLowerCase();
  return (
    manufacturingSites.find((site) => site.id === wanted || site.name.toLowerCase() === wanted)?.id ?? text
  );
}

/** The row's cells as the fields of a batch: the product and site by name or id, the quantity a number. */
function fieldsOf(record: Record<Column, string | undefined>, productSlug: string): Record<string, unknown> {
  return {
    productSlug,
    batchNumber: record.batch_number,
    manufacturedOn: record.manufactured_on,
    expiresOn: record.expires_on,
    quantity: typedWholeNumber(record.quantity ?? ''),
    siteId: siteNamed(record.site ?? ''),
    status: record.status ? record.status.toLowerCase() : 'released',
  };
}

/**
 * Reads an import file: every row is checked, and any wrong row names its line (counted as a
 * spreadsheet shows them, the header being line 1), so that nothing is stored until all are right.
 */
export function readBatchCsv(
  csv: string,
  today: string,
  /** The published products, each with the names it was published under before (ProductNaming). */
  products: readonly { slug: string; name: string; formerNames: readonly string[] }[],
): BatchCsvReading {
  // A product as a row may name it: its slug, or its name in any case, now or (for packs made
  // before a rename) one it had before, when no other product had it.
  const productNamed = (text: string) => {
    const wanted = text.trim().toLowerCase();
    const formerly = products.filter((product) =>
      product.formerNames.some((name) => name.toLowerCase() === wanted),
    );
    return (
      products.find((product) => product.slug === wanted) ??
      products.find((product) => product.name.toLowerCase() === wanted) ??
      (formerly.length === 1 ? formerly[0] : undefined)
    );
  };
  let rows: { record: Record<string, string>; info: { lines: number } }[];
  let header: string[] = [];
  try {
    rows = parse(csv.replace(/^\uFEFF/, ''), {
      columns: (names: string[]) =>
        (header = names.map((name) => name.trim().toLowerCase().replaceAll(' ', '_'))),
      info: true,
      skip_empty_lines: true,
      trim: true,
    });
  } catch (error) {
    if (error instanceof CsvError)
      return {
        problems: { [lineKey(Number(error.lines) || 1)]: `This row cannot be read as CSV: ${error.message}` },
      };
    throw error;
  }
  if (header.length === 0) return { problems: { file: batchMessages.importEmpty } };
  if (!required.every((column) => header.includes(column)) || header.some((name) => !(name in columns)))
    return { problems: { 'line 1': batchMessages.importHeader } };
  if (rows.length === 0) return { problems: { file: batchMessages.importEmpty } };
  if (rows.length > batchLimits.importRowsMax) return { problems: { file: batchMessages.importTooMany } };

  const problems: Record<string, string> = {};
  const read: BatchCsvRow[] = [];
  const firstLineOf = new Map<string, number>();
  for (const { record, info } of rows) {
    const cells = record as Record<Column, string | undefined>;
    const product = cells.product ? productNamed(cells.product) : undefined;
    if (cells.product && !product) {
      problems[lineKey(info.lines)] = `product: ${batchMessages.productUnknown}`;
      continue;
    }
    const parsed = batchInputSchema.safeParse(fieldsOf(cells, product?.slug ?? ''));
    if (!parsed.success) {
      const [field, message] = Object.entries(fieldErrors(parsed.error))[0]!;
      const column = Object.entries(columns).find(([, name]) => name === field)?.[0];
      problems[lineKey(info.lines)] = column ? `${column}: ${message}` : message;
      continue;
    }
    if (manufacturedInFuture(parsed.data, today)) {
      problems[lineKey(info.lines)] = `manufactured_on: ${batchMessages.manufacturedInFuture}`;
      continue;
    }
    const key = `${parsed.data.productSlug}\n${parsed.data.batchNumber}`;
    const earlier = firstLineOf.get(key);
    if (earlier !== undefined) {
      problems[lineKey(info.lines)] = `batch_number: the same product and batch number as line ${earlier}`;
      continue;
    }
    firstLineOf.set(key, info.lines);
    read.push({ line: info.lines, input: parsed.data });
  }
  return Object.keys(problems).length > 0 ? { problems } : { rows: read };
}
