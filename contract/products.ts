import './zod-setup.ts';
import { z } from 'zod';
import type { CatalogueProduct } from '#catalogue/catalogue.ts';
import { productCategories } from '#catalogue/product-categories.ts';
import { type LeafletSection, type ProductLeaflet, leafletSections } from '#catalogue/product-leaflet.ts';
import { fittingProductDescription } from '#catalogue/product-description.ts';
import { csvFileAnswer, defineEndpoint, errorAnswer, staffOnly } from './endpoint.ts';
import { requiredPlainText } from './plain-text-field.ts';
import { listPagingFields } from './list-paging.ts';
import { isPlainText } from './plain-text.ts';

/**
 * The product master (issue 50): staff with the catalogue role change a product in a draft beside
 * its live version and publish it; a change to the medical text of a prescription product is
 * published only once someone with the medical role, not its author, has approved it.
 */

export const productLimits = {
  nameMax: 80,
  shortTextMax: 120,
  descriptionMax: 600,
  lineMax: 400,
  usageMax: 10,
  compositionMax: 20,
  /** A paragraph of a leaflet, and the paragraphs of one of its sections. */
  leafletParagraphMax: 1_000,
  leafletParagraphsMax: 20,
  priceMax: 1_000_000,
  /** Bytes of one CSV import: the whole master in three languages (Telugu and Hindi take three bytes a letter), with room to spare. */
  importBytesMax: 512 * 1024,
  /** Products on one page of the editor's list, unless the request asks for fewer or more. */
  defaultLimit: 50,
  maxLimit: 200,
  queryMax: 80,
  cursorMax: 400,
} as const;

/** The orders of the product editor's list. */
export const productSorts = ['catalogue', 'name', '-name'] as const;
export type ProductSort = (typeof productSorts)[number];

export const productMessages = {
  notFound: 'This product is not in the catalogue.',
  noDraft: 'This product has no draft to approve or publish.',
  staleVersion: 'This product was changed by someone else. Reload and try again.',
  ownDraft: 'A draft is approved by someone other than its author.',
  needsApproval:
    'This draft changes the medical text of a prescription product: someone with the medical role must approve it first.',
  staleTranslations:
    'The Telugu or Hindi of a safety text still says what the English said before. Update the translations first.',
  textRequired: 'Fill in this text',
  textTooLong: (max: number) => `At most ${max.toLocaleString('en-IN')} characters`,
  invalidCharacters: 'Remove the control or invisible characters from this text',
  price: `The price is in rupees, from 0 to ${productLimits.priceMax.toLocaleString('en-IN')}, in paise at most`,
  versionInvalid: 'baseVersion must be the whole number of the product version you edited',
  versionNotFound: 'This product has no such version.',
  descriptionFit:
    'Search engines show the page’s description at 70 to 160 characters, made from the name, form, strength, pack size and this text: make this text longer or shorter',
  sameVersion: 'The product is already as this version has it.',
  usageCount: `Write from 1 to ${productLimits.usageMax} lines of usage`,
  compositionCount: `At most ${productLimits.compositionMax} ingredients`,
  leafletParagraphs: `Write from 1 to ${productLimits.leafletParagraphsMax} paragraphs, one a line`,
  leafletNotMedicine: 'Only a prescription or OTC medicine has prescribing information.',
  categoryFixed: 'A product’s category cannot be changed: its page’s address names it.',
  incomplete: (problem: string) => `This product is not complete yet: ${problem}. Complete its draft first.`,
  yesOrNo: 'Write yes or no',
  ingredientLine: 'Write each ingredient on a line of its own, as “substance | amount”',
  translatedLines: (count: number) =>
    `At most ${count} ${count === 1 ? 'line' : 'lines'}: one for each line in English`,
  importEmpty: 'The file holds no products: a header row, then one row per product',
  importHeader: 'The first row must name the columns, slug among them, each once',
  importUnknownColumns: (names: readonly string[]) =>
    `Unknown ${names.length === 1 ? 'column' : 'columns'}: ${names.join(', ')}. The columns are those of the downloaded file.`,
  importSameProduct: (line: number) => `The same product as line ${line}`,
  importInvalid: 'Nothing was imported: correct the rows named and check the file again.',
  importStale:
    'A product was changed by someone else while the drafts were saved. Check the file again and save it again.',
  q: `q must be text of at most ${productLimits.queryMax} characters without control characters`,
  sort: 'sort must be one of catalogue, name, -name',
  limit: `limit must be a whole number from 1 to ${productLimits.maxLimit}`,
  cursor: 'cursor is not valid: use the nextCursor of an earlier answer with the same q and sort',
} as const;

const text = (max: number) =>
  requiredPlainText(
    max,
    {
      required: productMessages.textRequired,
      tooLong: productMessages.textTooLong(max),
      invalid: productMessages.invalidCharacters,
    },
    { multiline: false },
  );

const leafletParagraphs = z
  .array(text(productLimits.leafletParagraphMax))
  .min(1, productMessages.leafletParagraphs)
  .max(productLimits.leafletParagraphsMax, productMessages.leafletParagraphs);

/**
 * A medicine's prescribing information as staff write it, in English only (it is for healthcare
 * professionals): each section's paragraphs. Its revision date is the server's to set.
 */
export const productLeafletSchema = z.object({
  therapeuticClass: text(productLimits.leafletParagraphMax),
  ...(Object.fromEntries(leafletSections.map((section) => [section, leafletParagraphs])) as Record<
    LeafletSection,
    typeof leafletParagraphs
  >),
});
export type ProductLeafletInput = z.infer<typeof productLeafletSchema>;

const ingredientSchema = z.object({
  substance: text(productLimits.shortTextMax),
  amount: text(productLimits.shortTextMax),
});

/** A product's fields in English as staff edit them: all but its id and slug, which never change. */
export const productRecordSchema = z
  .object({
    name: text(productLimits.nameMax),
    category: text(productLimits.shortTextMax),
    description: text(productLimits.descriptionMax),
    price: z
      .number({ error: productMessages.price })
      .min(0, productMessages.price)
      .max(productLimits.priceMax, productMessages.price)
      .multipleOf(0.01, productMessages.price),
    manufacturer: text(productLimits.shortTextMax),
    prescriptionRequired: z.boolean(),
    composition: z
      .array(ingredientSchema)
      .max(productLimits.compositionMax, productMessages.compositionCount),
    materials: text(productLimits.lineMax).optional(),
    strength: text(productLimits.shortTextMax),
    dosageForm: text(productLimits.shortTextMax),
    packSize: text(productLimits.shortTextMax),
    storage: text(productLimits.lineMax),
    shelfLife: text(productLimits.shortTextMax),
    usage: z
      .array(text(productLimits.lineMax))
      .min(1, productMessages.usageCount)
      .max(productLimits.usageMax, productMessages.usageCount),
    badge: text(productLimits.shortTextMax).optional(),
    leaflet: productLeafletSchema.optional(),
  })
  .check((context) => {
    // The page's description for search engines is made from these fields; one must fit.
    const { name, dosageForm, strength, packSize, description } = context.value;
    if (!fittingProductDescription({ name, dosageForm, strength, packSize, description }))
      context.issues.push({
        code: 'custom',
        path: ['description'],
        message: productMessages.descriptionFit,
        input: description,
      });
  });
export type ProductRecordInput = z.infer<typeof productRecordSchema>;

const translatedText = z
  .string()
  .max(productLimits.descriptionMax, productMessages.textTooLong(productLimits.descriptionMax));

/** The Telugu and Hindi of each text field, by its key (`description`, `usage.0`, …). */
const translationsSchema = z.object({
  te: z.record(z.string().max(64), translatedText).optional(),
  hi: z.record(z.string().max(64), translatedText).optional(),
});

const categoryIds = productCategories.map((category) => category.id) as [string, ...string[]];

/** What the review of a draft found: what must happen before it is published, and what to look at. */
export const productReviewSchema = z.object({
  changedFields: z.array(z.string()),
  needsMedicalApproval: z.boolean(),
  staleTranslations: z.array(
    z.object({
      locale: z.enum(['te', 'hi']),
      key: z.string(),
      /** A safety text's: publishing waits for it. */
      blocking: z.boolean(),
    }),
  ),
  /** Words the marketing code or the law restricts, for the approver to weigh. */
  claims: z.array(z.object({ key: z.string(), why: z.string() })),
  /** Translations that name a concept otherwise than the glossary does (languages/glossary.json). */
  terms: z.array(
    z.object({ locale: z.enum(['te', 'hi']), key: z.string(), variant: z.string(), term: z.string() }),
  ),
});
export type ProductReview = z.infer<typeof productReviewSchema>;

const draftSchema = z.object({
  baseVersion: z.number().int(),
  record: z
    .record(z.string(), z.unknown())
    .meta({ description: 'The product’s fields in English (productRecordSchema).' }),
  translations: translationsSchema,
  review: productReviewSchema,
  author: z.string(),
  approvedBy: z.string().nullable(),
  savedAt: z.iso.datetime(),
});

export const productSchema = z.object({
  slug: z.string(),
  categoryId: z.enum(categoryIds),
  place: z.enum(['list', 'showcase']),
  version: z.number().int(),
  record: z.record(z.string(), z.unknown()).meta({ description: 'The live fields in English.' }),
  translations: translationsSchema,
  editedBy: z.string().nullable(),
  draft: draftSchema.nullable(),
});
export type MasterProductView = z.infer<typeof productSchema>;

/**
 * The display names of the people an answer names (authors, approvers, publishers), by the account
 * id it names them with; the admin key, which has no account, is named `admin key`.
 */
const peopleSchema = z.record(z.string(), z.string());

const productEnvelope = z.object({ product: productSchema, people: peopleSchema });
const slugParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/, productMessages.notFound) });

export const productDraftInputSchema = z.object({
  baseVersion: z
    .number({ error: productMessages.versionInvalid })
    .int(productMessages.versionInvalid)
    .min(0, productMessages.versionInvalid)
    .meta({ description: 'The live version the draft was made from; 0 for a product never published.' }),
  record: productRecordSchema,
  translations: translationsSchema,
  categoryId: z
    .enum(categoryIds)
    .optional()
    .meta({ description: 'Where a product never published goes; a published product keeps its category.' }),
});

export const productListQuery = z.object({
  q: z
    .string({ error: productMessages.q })
    .trim()
    .max(productLimits.queryMax, productMessages.q)
    .refine((text) => isPlainText(text, { multiline: false }), productMessages.q)
    .optional()
    .meta({ description: 'Part of the product’s English name or of its address, any case.' }),
  sort: z.enum(productSorts, { error: productMessages.sort }).default('catalogue').meta({
    description:
      'catalogue: the published products in the catalogue’s order, then those never published; name, -name: by English name, A to Z or Z to A.',
  }),
  ...listPagingFields(productLimits, productMessages, { rows: 'Products', cursorOf: 'q and sort' }),
});
export type ProductListQuery = z.output<typeof productListQuery>;

/** A product as the editor's list shows it: what it is, and where its draft stands. */
export const productSummarySchema = z.object({
  slug: z.string(),
  categoryId: z.enum(categoryIds),
  version: z.number().int().meta({ description: '0 for a product made on /tablets and never published.' }),
  name: z.string(),
  category: z.string(),
  price: z.number(),
  prescriptionRequired: z.boolean(),
  draft: z
    .object({
      author: z.string(),
      approvedBy: z.string().nullable(),
      needsMedicalApproval: z.boolean(),
      /** How many translations still say what the English said before. */
      staleTranslations: z.int().nonnegative(),
    })
    .nullable(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productListAnswer = z.object({
  products: z.array(productSummarySchema),
  people: peopleSchema,
  nextCursor: z
    .string()
    .nullable()
    .meta({ description: 'Pass as cursor for the next page; null on the last.' }),
  total: z.int().nonnegative().meta({ description: 'How many products match, on every page.' }),
  drafts: z.int().nonnegative().meta({ description: 'How many of them have a draft.' }),
});

const tags = ['products'] as const;

const list = defineEndpoint({
  method: 'GET',
  path: '/api/products',
  operationId: 'listProducts',
  summary: 'List the product master',
  description:
    'The product editor’s list, a page at a time: the published products in the catalogue’s order, then those ' +
    'made on /tablets and never published (version 0, no page), each with where its draft stands; searched on the ' +
    'server; follow nextCursor for the next page.',
  tags,
  access: staffOnly('catalogue', 'medical'),
  query: productListQuery,
  answers: {
    200: { description: 'One page of products.', schema: productListAnswer },
  },
});

const names = defineEndpoint({
  method: 'GET',
  path: '/api/products/names',
  operationId: 'listProductNames',
  summary: 'Name every published product',
  description:
    'Every product with a page, in the catalogue’s order, by name: the choices of the batch and recall forms. ' +
    'A product never published has no batches to record yet.',
  tags,
  access: staffOnly('catalogue', 'medical', 'safety'),
  answers: {
    200: {
      description: 'The products’ names.',
      schema: z.object({ products: z.array(z.object({ slug: z.string(), name: z.string() })) }),
    },
  },
});

const read = defineEndpoint({
  method: 'GET',
  path: '/api/products/{slug}',
  operationId: 'readProduct',
  summary: 'Read one product and its draft',
  description: 'The live version, with the draft being made beside it and what its review found.',
  tags,
  access: staffOnly('catalogue', 'medical'),
  params: slugParams,
  answers: {
    200: { description: 'The product.', schema: productEnvelope },
    404: errorAnswer(productMessages.notFound),
  },
});

/**
 * What saving, approving or publishing a draft answers: the product with where its draft stands;
 * 404 with what is missing (the product, or a draft to act on); 409 with why the step is refused.
 */
function draftAnswers(done: string, messages: { missing: string; refused: string }) {
  return {
    200: { description: done, schema: productEnvelope },
    404: errorAnswer(messages.missing),
    409: errorAnswer(messages.refused),
  };
}

const saveDraft = defineEndpoint({
  method: 'PUT',
  path: '/api/products/{slug}/draft',
  operationId: 'saveProductDraft',
  summary: 'Save a draft of a product',
  description:
    'Replaces the product’s draft; the live version is unchanged until it is published. The answer carries ' +
    'the review: whether a medical approval is needed, which translations are stale, which words to weigh. ' +
    'Saving a draft again withdraws an approval it had.',
  tags,
  access: staffOnly('catalogue'),
  params: slugParams,
  body: productDraftInputSchema,
  answers: draftAnswers('The product with its draft.', {
    missing: productMessages.notFound,
    refused: productMessages.staleVersion,
  }),
});

const approve = defineEndpoint({
  method: 'POST',
  path: '/api/products/{slug}/draft/approval',
  operationId: 'approveProductDraft',
  summary: 'Approve the medical text of a draft',
  description:
    'Records who approved the draft’s medical text; its author cannot. Saving the draft again withdraws it.',
  tags,
  access: staffOnly('medical'),
  params: slugParams,
  answers: draftAnswers('The product with its approved draft.', {
    missing: productMessages.noDraft,
    refused: productMessages.ownDraft,
  }),
});

const publish = defineEndpoint({
  method: 'POST',
  path: '/api/products/{slug}/draft/publication',
  operationId: 'publishProductDraft',
  summary: 'Publish a product’s draft',
  description:
    'Makes the draft the live version: every page that shows the product, in every language, shows it on every ' +
    'instance within a second. Refused while a needed approval is missing or a safety text’s translation is stale.',
  tags,
  access: staffOnly('catalogue'),
  params: slugParams,
  answers: draftAnswers('The published product, its version increased.', {
    missing: productMessages.noDraft,
    refused: productMessages.needsApproval,
  }),
});

/** One field's text before and after a version, in one language; null where it had none. */
const fieldChangeSchema = z.object({
  /** A key of the record (`price`, `usage.0`, `composition.1.amount`, …). */
  field: z.string(),
  locale: z.enum(['en', 'te', 'hi']),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type ProductFieldChange = z.infer<typeof fieldChangeSchema>;

const versionSchema = z.object({
  version: z.number().int(),
  /** Null for a version the shipped catalogue made. */
  editedBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** What changed from the version before it (the first version lists every field it set). */
  changes: z.array(fieldChangeSchema),
  /** The version this one restored, when it was a rollback. */
  restoredFrom: z.number().int().nullable(),
});
export type ProductVersionView = z.infer<typeof versionSchema>;

const versionParams = z.object({
  slug: slugParams.shape.slug,
  version: z.coerce.number().int().min(1),
});

const history = defineEndpoint({
  method: 'GET',
  path: '/api/products/{slug}/versions',
  operationId: 'listProductVersions',
  summary: 'A product’s version history',
  description: 'Every version of the product, newest first, each with what it changed field by field.',
  tags,
  access: staffOnly('catalogue', 'medical'),
  params: slugParams,
  answers: {
    200: {
      description: 'The versions.',
      schema: z.object({ versions: z.array(versionSchema), people: peopleSchema }),
    },
    404: errorAnswer(productMessages.notFound),
  },
});

export const productRestorationSchema = z.object({
  /** The live version the person saw, so a rollback never undoes a change they have not seen. */
  baseVersion: productDraftInputSchema.shape.baseVersion,
});

const restore = defineEndpoint({
  method: 'POST',
  path: '/api/products/{slug}/versions/{version}/restoration',
  operationId: 'restoreProductVersion',
  summary: 'Roll a product back to an earlier version',
  description:
    'Publishes, as a new version, the very fields and translations of an earlier one: text once published ' +
    'needs no second approval to return. A draft being made is kept; it must be saved again on the new version.',
  tags,
  access: staffOnly('catalogue'),
  params: versionParams,
  body: productRestorationSchema,
  answers: {
    200: { description: 'The product, its version increased.', schema: productEnvelope },
    404: errorAnswer(productMessages.versionNotFound),
    409: errorAnswer(productMessages.staleVersion),
  },
});

export const productPreviewLocales = ['en', 'te', 'hi'] as const;

const preview = defineEndpoint({
  method: 'GET',
  path: '/api/products/{slug}/draft/preview',
  operationId: 'previewProductDraft',
  summary: 'The product’s page as its draft would make it',
  description:
    'The real product page, rendered in the language asked for with the draft in place of the live version; ' +
    'never cached or indexed. Without a draft, the live page.',
  tags,
  access: staffOnly('catalogue', 'medical'),
  params: slugParams,
  query: z.object({ lang: z.enum(productPreviewLocales).default('en') }),
  answers: {
    200: { description: 'The page.', media: { 'text/html': z.string() } },
    404: errorAnswer(productMessages.notFound),
  },
});

const exportCsv = defineEndpoint({
  method: 'GET',
  path: '/api/products/export',
  operationId: 'exportProducts',
  summary: 'Download the product master as CSV',
  description:
    'Every product’s live version as an RFC 4180 CSV file (UTF-8 with a byte order mark), one row per product ' +
    'in the catalogue’s order: slug, category_id, name, price (two decimals), manufacturer, ' +
    'prescription_required (yes or no), description, category, strength, dosage_form, pack_size, storage, ' +
    'shelf_life, materials, badge, usage (a line per usage line), composition (a line per ingredient, ' +
    '`substance | amount`), then for te and hi each translated text (`te_description`, …, `te_usage`, and ' +
    '`te_composition`, a line per substance). An absent value is an empty cell; a cell starting with =, +, - ' +
    'or @ is prefixed with an apostrophe so a spreadsheet never runs it.',
  tags,
  access: staffOnly('catalogue', 'medical'),
  audit: { action: 'product.export', recordType: 'product' },
  answers: { 200: csvFileAnswer('products') },
});

export const productImportSchema = z.strictObject({
  csv: z.string({ error: productMessages.importEmpty }).meta({
    description:
      'RFC 4180 CSV in the columns of the export (names in any case): slug, then any of the others; a column ' +
      'left out leaves its field as it is. One row per product of the master.',
  }),
  dryRun: z.boolean().meta({ description: 'True: only answer what would change. False: save the drafts.' }),
});

const importedProductSchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** The live version against the draft the row makes, field by field and language by language. */
  changes: z.array(fieldChangeSchema),
  review: productReviewSchema,
  replacesDraft: z.boolean().meta({ description: 'The product has a draft, which the import replaces.' }),
});

const productImportAnswerSchema = z.object({
  dryRun: z.boolean(),
  products: z
    .array(importedProductSchema)
    .meta({ description: 'The products the file changes, in its order.' }),
  counts: z.object({
    rows: z.int().nonnegative(),
    changed: z.int().nonnegative(),
    unchanged: z.int().nonnegative().meta({ description: 'Rows as the live version is: no draft is made.' }),
  }),
});
export type ProductImportAnswer = z.infer<typeof productImportAnswerSchema>;

const importCsv = defineEndpoint({
  method: 'POST',
  path: '/api/products/import',
  operationId: 'importProducts',
  summary: 'Make drafts of many products from a CSV file',
  description:
    'Reads a file in the columns of the export. Each row becomes the product’s draft as saving it would make ' +
    'it (over the live version, with its review); a row that changes nothing makes none. When a row is wrong ' +
    '(a bad field, a product the master lacks, a changed name or category, an unknown column) nothing is saved ' +
    'and the answer is 400 with `fields` naming each wrong row ("line 3": what is wrong). A dry run saves ' +
    'nothing and answers what would change; otherwise the drafts are saved, each replacing the product’s ' +
    'draft and its approval. Nothing is published.',
  tags,
  access: staffOnly('catalogue'),
  body: productImportSchema,
  bodyLimit: productLimits.importBytesMax,
  answers: {
    200: { description: 'What the file changes, product by product.', schema: productImportAnswerSchema },
    409: errorAnswer(productMessages.importStale),
  },
});

export const productEndpoints = {
  list,
  names,
  read,
  saveDraft,
  approve,
  publish,
  history,
  restore,
  preview,
  exportCsv,
  importCsv,
};

/**
 * The record a draft's fields make: the live one's with them, its id, slug and pack shot kept. A
 * leaflet left out stays as it is; one whose text changed is revised `today` (YYYY-MM-DD, in India).
 */
export function editedRecord(
  live: CatalogueProduct,
  record: ProductRecordInput,
  today: string,
): CatalogueProduct {
  const { leaflet, ...fields } = record;
  return {
    ...live,
    ...fields,
    id: live.id,
    slug: live.slug,
    ...(leaflet === undefined ? {} : { leaflet: revisedLeaflet(live.leaflet, leaflet, today) }),
  };
}

function revisedLeaflet(
  live: ProductLeaflet | undefined,
  written: ProductLeafletInput,
  today: string,
): ProductLeaflet {
  if (live) {
    const { revised: _revised, ...text } = live;
    if (JSON.stringify(text) === JSON.stringify({ ...text, ...written })) return live;
  }
  return { ...written, revised: today };
}
