import { CsvError, parse } from 'csv-parse/sync';
import {
  byCatalogueOrder,
  type CatalogueProduct,
  productSingleTextFields,
  type ProductTranslations,
} from '#catalogue/catalogue.ts';
import {
  editedRecord,
  productDraftInputSchema,
  productMessages,
  productRecordSchema,
  type ProductRecordInput,
} from '#contract/products.ts';
import type { z } from 'zod';
import { todayInIst } from '#contract/ist-date-time.ts';
import { csvFile, undefusedCell } from '../http/csv.ts';
import type { MasterProduct } from '../store/product-repository.ts';
import { fieldOf } from './product-fields.ts';

/**
 * The product master as a spreadsheet: a row per product, a column per field in English, then a
 * column per translated text in Telugu and in Hindi; a list (usage, composition) is a line per item
 * inside its cell. Read back, a column left out, or a cell as the export wrote it, leaves its field
 * as the live version has it.
 */

const locales = ['te', 'hi'] as const;
type Locale = (typeof locales)[number];

/** A field's column: `dosageForm` → `dosage_form`. */
const columnOf = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** A cell's lines, each without the spaces around it. */
const linesOf = (cell: string) => cell.split('\n').map((line) => line.trim());

/**
 * The same text whatever line ends and spaces a spreadsheet gave it: each line without the spaces
 * around it, no empty lines at the end. Empty lines before others stay, as a translated list's
 * untranslated lines.
 */
function normalised(text: string): string {
  const lines = linesOf(text.replaceAll('\r\n', '\n'));
  while (lines.at(-1) === '') lines.pop();
  return lines.join('\n');
}

/** A cell's text as the export meant it: tidied, a defused formula restored. */
const cellText = (raw: string) => normalised(undefusedCell(normalised(raw)));

/** How a column writes its field, and how it reads a cell back: the value the schema checks, or why not. */
interface FieldCodec {
  write: (fields: ProductRecordInput) => string;
  read: (cell: string) => { value: unknown } | { problem: string };
}

type TextField = {
  [Field in keyof ProductRecordInput]-?: ProductRecordInput[Field] extends string | undefined ? Field : never;
}[keyof ProductRecordInput];

const textCodec = (field: TextField): FieldCodec => ({
  write: (fields) => fields[field] ?? '',
  read: (cell) => ({ value: cell }),
});

/** A price as people type it ("1,299.50", "₹ 599"); anything else stays text, for the schema to refuse. */
function typedRupees(cell: string): number | string {
  const digits = cell.replace(/^₹\s*/, '').replaceAll(',', '');
  return /^\d+(\.\d+)?$/.test(digits) ? Number(digits) : cell;
}

/**
 * The fields a file holds: all but the leaflet, whose sections of paragraphs for professionals are
 * written and approved in the editor, not in a spreadsheet's cells.
 */
type RecordField = Exclude<keyof ProductRecordInput, 'leaflet'>;

/** The English columns, in the file's order, each with the field it fills. */
const recordCodecs: { [Field in RecordField]-?: FieldCodec } = {
  name: textCodec('name'),
  price: {
    write: (fields) => fields.price.toFixed(2),
    read: (cell) => ({ value: typedRupees(cell) }),
  },
  manufacturer: textCodec('manufacturer'),
  prescriptionRequired: {
    write: (fields) => (fields.prescriptionRequired ? 'yes' : 'no'),
    read: (cell) => {
      const answer = cell.toLowerCase();
      if (answer === 'yes') return { value: true };
      if (answer === 'no') return { value: false };
      return { problem: productMessages.yesOrNo };
    },
  },
  description: textCodec('description'),
  category: textCodec('category'),
  strength: textCodec('strength'),
  dosageForm: textCodec('dosageForm'),
  packSize: textCodec('packSize'),
  storage: textCodec('storage'),
  shelfLife: textCodec('shelfLife'),
  materials: textCodec('materials'),
  badge: textCodec('badge'),
  usage: {
    write: (fields) => fields.usage.join('\n'),
    read: (cell) => ({ value: linesOf(cell).filter((line) => line !== '') }),
  },
  composition: {
    write: (fields) =>
      fields.composition.map(({ substance, amount }) => `${substance} | ${amount}`).join('\n'),
    read: (cell) => {
      const ingredients: { substance: string; amount: string }[] = [];
      for (const line of linesOf(cell).filter((text) => text !== '')) {
        const [substance, amount, ...rest] = line.split('|');
        if (amount === undefined || rest.length > 0) return { problem: productMessages.ingredientLine };
        ingredients.push({ substance: substance!.trim(), amount: amount.trim() });
      }
      return { value: ingredients };
    },
  },
};

const recordColumns = (Object.keys(recordCodecs) as RecordField[]).map((field) => ({
  name: columnOf(field),
  field,
}));

/** The fields withProductTexts translates, in the columns' order. */
const translatedFields = [...productSingleTextFields, 'usage', 'composition'] as const;
type TranslatedField = (typeof translatedFields)[number];

/** The translations' keys a list's lines fill; any other field has one key, its own name. */
const listKeys = {
  usage: { of: (index: number) => `usage.${index}`, pattern: /^usage\.\d+$/ },
  composition: {
    of: (index: number) => `composition.${index}.substance`,
    pattern: /^composition\.\d+\.substance$/,
  },
} as const;

const isList = (field: TranslatedField): field is keyof typeof listKeys => field in listKeys;

/** The translations' keys of a field, for the English it has: a list's one per line. */
function translationKeys(field: TranslatedField, fields: ProductRecordInput): string[] {
  if (!isList(field)) return [field];
  return fields[field].map((_, index) => listKeys[field].of(index));
}

function writeTranslation(
  field: TranslatedField,
  locale: Locale,
  fields: ProductRecordInput,
  translations: ProductTranslations,
): string {
  const texts = translationKeys(field, fields).map((key) => translations[locale]?.[key] ?? '');
  // Lines untranslated at the end make no empty lines.
  while (texts.at(-1) === '') texts.pop();
  return texts.join('\n');
}

const translatedColumns = locales.flatMap((locale) =>
  translatedFields.map((field) => ({ name: `${locale}_${columnOf(field)}`, locale, field })),
);

export const productCsvHeader: readonly string[] = [
  'slug',
  'category_id',
  ...recordColumns.map((column) => column.name),
  ...translatedColumns.map((column) => column.name),
];

/** The fields of a product that staff edit (productRecordSchema's), from its whole record. */
function editableFields(record: CatalogueProduct): ProductRecordInput {
  const whole = record as unknown as Readonly<Record<string, unknown>>;
  return Object.fromEntries(
    recordColumns.flatMap(({ field }) => (whole[field] === undefined ? [] : [[field, whole[field]]])),
  ) as ProductRecordInput;
}

function productCsvRow(product: MasterProduct): string[] {
  const fields = editableFields(product.record);
  return [
    product.slug,
    product.categoryId,
    ...recordColumns.map(({ field }) => recordCodecs[field].write(fields)),
    ...translatedColumns.map(({ locale, field }) =>
      writeTranslation(field, locale, fields, product.translations),
    ),
  ];
}

/**
 * The live version of every product as a CSV file, in the catalogue's order. It starts with a byte
 * order mark: without one, Excel reads UTF-8 in the Windows code page and garbles Telugu and Hindi.
 */
export function productCsv(products: readonly MasterProduct[]): string {
  return `\uFEFF${csvFile(productCsvHeader, [...products].sort(byCatalogueOrder).map(productCsvRow))}`;
}

/** A row of an import file, the product it names, and the draft it makes of it. */
export interface ProductCsvRow {
  line: number;
  product: MasterProduct;
  /** The live version's own record and translations where the row changes nothing of them. */
  draft: { record: CatalogueProduct; translations: ProductTranslations };
}

export type ProductCsvReading = { rows: ProductCsvRow[] } | { problems: Record<string, string> };

const lineKey = (line: number) => `line ${line}`;

interface Columns {
  record: typeof recordColumns;
  translated: typeof translatedColumns;
}

/** Where in the file a schema's refusal points: the column, and the line inside its cell for a list. */
function refusalsOf(
  error: z.ZodError,
  columnAt: (path: readonly PropertyKey[]) => { column: string; index?: number },
): string[] {
  const refusals = new Map<string, string>();
  for (const issue of error.issues) {
    const { column, index } = columnAt(issue.path);
    const place = index === undefined ? column : `${column}, line ${index + 1}`;
    if (!refusals.has(place)) refusals.set(place, `${place}: ${issue.message}`);
  }
  return [...refusals.values()];
}

const recordPlace = (path: readonly PropertyKey[]) => ({
  column: columnOf(String(path[0])),
  index: typeof path[1] === 'number' ? path[1] : undefined,
});

const translationPlace = (path: readonly PropertyKey[]) => {
  const key = String(path[1] ?? '');
  const line = /^\w+\.(\d+)/.exec(key)?.[1];
  return {
    column: `${String(path[0])}_${columnOf(fieldOf(key))}`,
    index: line === undefined ? undefined : Number(line),
  };
};

/**
 * The draft a row makes of its product, as saving it in the editor would: the live fields and
 * translations with those of its cells that differ from what the export writes, checked with the
 * product's schema.
 */
function draftOfRow(
  cells: Readonly<Record<string, string>>,
  product: MasterProduct,
  columns: Columns,
): { draft: ProductCsvRow['draft'] } | { problems: string[] } {
  const problems: string[] = [];
  const live = editableFields(product.record);
  const fields: Record<string, unknown> = { ...live };
  let edited = false;
  const categoryId = cells.category_id;
  if (categoryId !== undefined && categoryId !== product.categoryId)
    problems.push(`category_id: ${productMessages.categoryFixed}`);
  for (const { name, field } of columns.record) {
    const codec = recordCodecs[field];
    const cell = cells[name] ?? '';
    if (cell === normalised(codec.write(live))) continue;
    const read = codec.read(cell);
    if ('problem' in read) problems.push(`${name}: ${read.problem}`);
    else {
      fields[field] = read.value;
      edited = true;
    }
  }
  const translations: ProductTranslations = { ...product.translations };
  for (const { name, locale, field } of columns.translated) {
    const cell = cells[name] ?? '';
    if (cell === normalised(writeTranslation(field, locale, live, product.translations))) continue;
    // The English lines the draft has, which a list's translated lines follow one for one.
    const keys = translationKeys(field, fields as unknown as ProductRecordInput);
    const texts = isList(field) ? linesOf(cell) : [cell.trim()];
    while (texts.at(-1) === '') texts.pop();
    if (texts.length > keys.length) {
      problems.push(`${name}: ${productMessages.translatedLines(keys.length)}`);
      continue;
    }
    const owned = (key: string) => (isList(field) ? listKeys[field].pattern.test(key) : key === field);
    const translated = Object.fromEntries(
      Object.entries(translations[locale] ?? {}).filter(([key]) => !owned(key)),
    );
    texts.forEach((text, index) => {
      if (text !== '') translated[keys[index]!] = text;
    });
    translations[locale] = translated;
    edited = true;
  }
  if (!edited)
    return problems.length > 0
      ? { problems }
      : { draft: { record: product.record, translations: product.translations } };

  const record = productRecordSchema.safeParse(fields);
  const translated = productDraftInputSchema.shape.translations.safeParse(translations);
  if (!record.success) problems.push(...refusalsOf(record.error, recordPlace));
  if (!translated.success) problems.push(...refusalsOf(translated.error, translationPlace));
  if (!record.success || problems.length > 0) return { problems };
  // The file holds no leaflet (editableFields): the live one stays, its revision date with it.
  return {
    draft: { record: editedRecord(product.record, record.data, todayInIst(new Date())), translations },
  };
}

/**
 * Reads an import file against the master: every row is read, and any wrong row is named by its
 * line as a spreadsheet counts them (the header being line 1, a row with lines inside its cells one
 * line), so that nothing is saved until all are right.
 */
export function readProductCsv(csv: string, products: readonly MasterProduct[]): ProductCsvReading {
  let header: string[] = [];
  let records: { record: Record<string, string>; info: { records: number; empty_lines: number } }[];
  try {
    records = parse(csv, {
      bom: true,
      columns: (names: string[]) =>
        (header = names.map((name) => name.trim().toLowerCase().replaceAll(' ', '_'))),
      info: true,
      skip_empty_lines: true,
      trim: true,
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const { records: read = 0, empty_lines: empty = 0 } = error as CsvError & {
      records?: number;
      empty_lines?: number;
    };
    const line = header.length === 0 ? 1 : 2 + read + empty;
    return { problems: { [lineKey(line)]: `This row cannot be read as CSV: ${error.message}` } };
  }
  if (header.length === 0) return { problems: { file: productMessages.importEmpty } };
  const known = new Set(productCsvHeader);
  const unknown = header.filter((name) => !known.has(name)).map((name) => name || '(no name)');
  if (unknown.length > 0)
    return { problems: { [lineKey(1)]: productMessages.importUnknownColumns(unknown) } };
  if (!header.includes('slug') || new Set(header).size !== header.length)
    return { problems: { [lineKey(1)]: productMessages.importHeader } };

  const columns: Columns = {
    record: recordColumns.filter((column) => header.includes(column.name)),
    translated: translatedColumns.filter((column) => header.includes(column.name)),
  };
  const bySlug = new Map(products.map((product) => [product.slug, product]));
  const firstLineOf = new Map<string, number>();
  const problems: Record<string, string> = {};
  const rows: ProductCsvRow[] = [];
  for (const { record, info } of records) {
    const cells = Object.fromEntries(Object.entries(record).map(([name, raw]) => [name, cellText(raw)]));
    // A row a spreadsheet left with empty cells only is no product.
    if (Object.values(cells).every((cell) => cell === '')) continue;
    const line = 1 + info.records + info.empty_lines;
    const slug = cells.slug ?? '';
    const product = bySlug.get(slug);
    const earlier = firstLineOf.get(slug);
    if (!product) {
      problems[lineKey(line)] = `slug: ${productMessages.notFound}`;
      continue;
    }
    if (earlier !== undefined) {
      problems[lineKey(line)] = `slug: ${productMessages.importSameProduct(earlier)}`;
      continue;
    }
    firstLineOf.set(slug, line);
    const reading = draftOfRow(cells, product, columns);
    if ('problems' in reading) problems[lineKey(line)] = reading.problems.join('; ');
    else rows.push({ line, product, draft: reading.draft });
  }
  if (Object.keys(problems).length > 0) return { problems };
  if (rows.length === 0) return { problems: { file: productMessages.importEmpty } };
  return { rows };
}
