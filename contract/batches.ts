import './zod-setup.ts';
import { z } from 'zod';
import { manufacturingSites } from './company.ts';
import { defineEndpoint, errorAnswer, staffOnly } from './endpoint.ts';
import { listPagingFields } from './list-paging.ts';
import { isPlainText } from './plain-text.ts';

/** What staff set; "expired" is not among them: a batch is expired by its date, whatever its status. */
export const batchStatuses = ['released', 'quarantined', 'recalled'] as const;
export type BatchStatus = (typeof batchStatuses)[number];

/**
 * The states a batch can be listed by: its status, past its expiry date, or with packs whose code
 * was checked unusually often (perhaps copied).
 */
export const batchStates = [...batchStatuses, 'expired', 'seen-often'] as const;

/**
 * The orders of the batch list: recorded last first (the default), by expiry (soonest first, or
 * latest), by batch number (A to Z, or Z to A).
 */
export const batchSorts = ['newest', 'expiresOn', '-expiresOn', 'batchNumber', '-batchNumber'] as const;
export type BatchSort = (typeof batchSorts)[number];

export const batchLimits = {
  batchNumberMax: 20,
  quantityMax: 10_000_000,
  /** Rows of one CSV import. */
  importRowsMax: 2_000,
  /** Bytes of one CSV import: 2,000 rows of about 100 characters, with room to spare. */
  importBytesMax: 512 * 1024,
  /** Labels on one sheet. */
  labelsMax: 100,
  defaultLimit: 50,
  maxLimit: 200,
  queryMax: 80,
  cursorMax: 200,
} as const;

export const batchMessages = {
  productRequired: 'Choose the product this batch is of',
  productUnknown: 'This product is not in the catalogue',
  batchNumberRequired: 'Batch number is required',
  batchNumberForm: `Batch number is letters, digits, “-” and “/”, at most ${batchLimits.batchNumberMax} characters, starting with a letter or digit`,
  batchNumberTaken: 'This product already has a batch with this number',
  manufacturedOnForm: 'Date of manufacture is a date, like 2026-11-02',
  manufacturedInFuture: 'Date of manufacture cannot be after today',
  expiresOnForm: 'Date of expiry is a date, like 2028-10-31',
  expiresBeforeManufacture: 'Date of expiry must be after the date of manufacture',
  quantity: `Quantity is a whole number of packs from 1 to ${batchLimits.quantityMax.toLocaleString('en-IN')}`,
  site: 'Choose the manufacturing site',
  status: `Status is one of ${batchStatuses.join(', ')}`,
  versionInvalid: 'version must be the whole number of the batch version you edited',
  staleVersion: 'This batch was changed by someone else. Reload and try again.',
  notFound: 'This batch does not exist.',
  labelCount: `Number of labels is a whole number from 1 to ${batchLimits.labelsMax}`,
  labelsLeft: 'Every pack of this batch already has a label',
  quantityBelowLabels: 'Packs made cannot be fewer than the packs already labelled',
  importEmpty: 'The file holds no batches: a header row, then one row per batch',
  importTooMany: `One import holds at most ${batchLimits.importRowsMax.toLocaleString('en-IN')} batches`,
  importInvalid: 'Nothing was imported: correct the rows named and import the file again.',
  importHeader:
    'The first row must name the columns: product, batch_number, manufactured_on, expires_on, quantity, site and, if you like, status',
  q: `q must be text of at most ${batchLimits.queryMax} characters without control characters`,
  state: `state must be one of ${batchStates.join(', ')}`,
  sort: `sort must be one of ${batchSorts.join(', ')}`,
  limit: `limit must be a whole number from 1 to ${batchLimits.maxLimit}`,
  cursor: 'cursor is not valid: use the nextCursor of an earlier answer with the same q, state and sort',
} as const;

/**
 * A whole number as people type it ("12,000"), for the schema to check; anything else stays the
 * text it was, for the schema to refuse with its message.
 */
export function typedWholeNumber(text: string): number | string {
  const digits = text.trim().replaceAll(',', '');
  return /^\d+$/.test(digits) ? Number(digits) : text;
}

const siteIds = manufacturingSites.map((site) => site.id) as [string, ...string[]];

const isoDate = (message: string) => z.iso.date({ error: message });

/** Batch numbers are kept as printed on the pack, in capitals. */
export const batchNumberSchema = z
  .string({ error: batchMessages.batchNumberRequired })
  .trim()
  .min(1, batchMessages.batchNumberRequired)
  .transform((text) => text.toUpperCase())
  .pipe(
    z
      .string()
      .max(batchLimits.batchNumberMax, batchMessages.batchNumberForm)
      .regex(/^[A-Z0-9][A-Z0-9/-]*$/, batchMessages.batchNumberForm),
  );

const batchFields = {
  productSlug: z
    .string({ error: batchMessages.productRequired })
    .trim()
    .min(1, batchMessages.productRequired)
    .max(80, batchMessages.productUnknown)
    .regex(/^[a-z0-9-]+$/, batchMessages.productUnknown)
    .meta({ description: 'The catalogue product’s slug, as in its page’s address.' }),
  batchNumber: batchNumberSchema.meta({ description: 'As printed on the pack; stored in capitals.' }),
  manufacturedOn: isoDate(batchMessages.manufacturedOnForm).meta({
    description: 'YYYY-MM-DD, not after today in India.',
  }),
  expiresOn: isoDate(batchMessages.expiresOnForm).meta({ description: 'YYYY-MM-DD, after manufacturedOn.' }),
  quantity: z
    .number({ error: batchMessages.quantity })
    .int(batchMessages.quantity)
    .min(1, batchMessages.quantity)
    .max(batchLimits.quantityMax, batchMessages.quantity)
    .meta({ description: 'Packs made.' }),
  siteId: z.enum(siteIds, { error: batchMessages.site }).meta({ description: 'The manufacturing site.' }),
  status: z.enum(batchStatuses, { error: batchMessages.status }),
};

const expiresAfterManufacture = (batch: { manufacturedOn: string; expiresOn: string }) =>
  batch.expiresOn > batch.manufacturedOn;
const expiryIssue = { message: batchMessages.expiresBeforeManufacture, path: ['expiresOn'] };

/** What staff send to record a batch. Unknown fields are rejected. */
export const batchInputSchema = z.strictObject(batchFields).refine(expiresAfterManufacture, expiryIssue);

/** What staff send to change a batch: the fields and the version they last saw (409 when stale). */
export const batchUpdateSchema = z
  .strictObject({
    ...batchFields,
    version: z
      .number({ error: batchMessages.versionInvalid })
      .int(batchMessages.versionInvalid)
      .positive(batchMessages.versionInvalid)
      .max(2_147_483_647, batchMessages.versionInvalid),
  })
  .refine(expiresAfterManufacture, expiryIssue);

export type BatchInput = z.output<typeof batchInputSchema>;
export type BatchUpdate = z.output<typeof batchUpdateSchema>;

export const batchSchema = z
  .object({
    id: z.int().positive().meta({ description: 'Our own number for the batch; pack codes carry it.' }),
    productSlug: z.string(),
    productName: z.string(),
    batchNumber: z.string(),
    manufacturedOn: z.iso.date(),
    expiresOn: z.iso.date(),
    quantity: z.int().positive(),
    siteId: z.string(),
    licenceNumber: z.string().meta({ description: 'The manufacturing licence of the site.' }),
    status: z.enum(batchStatuses),
    labelsIssued: z.int().nonnegative().meta({ description: 'Serials 1 to this have pack codes.' }),
    packsSeenOften: z.int().nonnegative().meta({
      description:
        'Packs whose code was checked from more networks, or more often, than one pack is: perhaps copied.',
    }),
    expired: z.boolean().meta({ description: 'True once the expiry date has passed in India.' }),
    version: z.int().positive().meta({ description: 'Grows by one on every change.' }),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Batch', description: 'One batch of a catalogue product.' });

export type Batch = z.infer<typeof batchSchema>;

export const batchListQuery = z.strictObject({
  q: z
    .string({ error: batchMessages.q })
    .trim()
    .max(batchLimits.queryMax, batchMessages.q)
    .refine((text) => isPlainText(text, { multiline: false }), batchMessages.q)
    .optional()
    .meta({ description: 'Part of the batch number, or of the product’s name, any case.' }),
  state: z.enum(batchStates, { error: batchMessages.state }).optional(),
  sort: z.enum(batchSorts, { error: batchMessages.sort }).default('newest').meta({
    description:
      'newest: recorded last first; expiresOn, -expiresOn: soonest or latest to expire first; batchNumber, -batchNumber: by batch number, A to Z or Z to A.',
  }),
  ...listPagingFields(batchLimits, batchMessages, { rows: 'Batches', cursorOf: 'q, state and sort' }),
});

export type BatchListQuery = z.output<typeof batchListQuery>;

export const batchListAnswer = z.object({
  batches: z.array(batchSchema),
  nextCursor: z
    .string()
    .nullable()
    .meta({ description: 'Pass as cursor for the next page; null on the last.' }),
  total: z.int().nonnegative().meta({ description: 'How many batches match, on every page.' }),
});

export type BatchListAnswer = z.infer<typeof batchListAnswer>;

export const batchEnvelopeSchema = z.object({ batch: batchSchema });

export const batchImportSchema = z.strictObject({
  csv: z.string({ error: batchMessages.importEmpty }).meta({
    description:
      'RFC 4180 CSV: a header row naming product (slug or name), batch_number, manufactured_on, expires_on, quantity, site and optionally status; then one row per batch.',
  }),
});

const batchIdParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, batchMessages.notFound)
    .transform(Number)
    .meta({ description: 'The batch id; any other value answers 404.' }),
});

/**
 * The record Schedule H2 (Drugs Rules, GSR 823(E)) asks a pack's code to lead to, field by field, in
 * its order; the same on a label and in the answer of a pack check.
 */
export const packRecordSchema = z
  .array(z.object({ label: z.string(), value: z.string() }))
  .meta({ id: 'PackRecord', description: 'The eight fields of Schedule H2, each with its label.' });

export type PackRecord = z.infer<typeof packRecordSchema>;

export const labelRequestSchema = z.strictObject({
  count: z
    .number({ error: batchMessages.labelCount })
    .int(batchMessages.labelCount)
    .min(1, batchMessages.labelCount)
    .max(batchLimits.labelsMax, batchMessages.labelCount)
    .meta({ description: 'How many labels, each with the next serial of the batch.' }),
});

export const labelSheetSchema = z.object({
  batch: batchSchema,
  record: packRecordSchema,
  labels: z.array(
    z.object({
      serial: z.int().positive(),
      code: z.string().meta({ description: 'The signed pack code (docs/pack-codes.md).' }),
      url: z.url().meta({ description: 'The address the QR code holds: /verify/{code} on the site.' }),
      qrCode: z.string().meta({ description: 'The QR code of url (error correction M) as an SVG data URL.' }),
    }),
  ),
});

const tags = ['batches'] as const;
const access = staffOnly('catalogue');

const list = defineEndpoint({
  method: 'GET',
  path: '/api/batches',
  operationId: 'listBatches',
  summary: 'List the batches',
  description: 'Newest first, searched on the server; follow nextCursor for the next page.',
  tags,
  access,
  query: batchListQuery,
  answers: {
    200: { description: 'One page of batches.', schema: batchListAnswer },
  },
});

const create = defineEndpoint({
  method: 'POST',
  path: '/api/batches',
  operationId: 'createBatch',
  summary: 'Record a batch',
  description: 'Records a batch of a catalogue product at version 1.',
  tags,
  access,
  body: batchInputSchema,
  answers: {
    201: { description: 'The new batch.', schema: batchEnvelopeSchema },
    409: errorAnswer(batchMessages.batchNumberTaken),
  },
});

const update = defineEndpoint({
  method: 'PUT',
  path: '/api/batches/{id}',
  operationId: 'updateBatch',
  summary: 'Change a batch',
  description: 'Replaces the fields of a batch when the version sent is the current one.',
  tags,
  access,
  params: batchIdParams,
  body: batchUpdateSchema,
  answers: {
    200: { description: 'The saved batch, its version increased.', schema: batchEnvelopeSchema },
    404: errorAnswer(batchMessages.notFound),
    409: errorAnswer(`${batchMessages.staleVersion} Or: ${batchMessages.batchNumberTaken}.`),
  },
});

const importCsv = defineEndpoint({
  method: 'POST',
  path: '/api/batches/import',
  operationId: 'importBatches',
  summary: 'Record many batches from a CSV file',
  description:
    'Checks every row; when one is wrong, stores nothing and answers 400 with `fields` naming each wrong row ' +
    '("line 3": what is wrong). Otherwise records every batch in one transaction.',
  tags,
  access,
  body: batchImportSchema,
  bodyLimit: batchLimits.importBytesMax,
  answers: {
    201: {
      description: 'How many batches were recorded.',
      schema: z.object({ imported: z.int().nonnegative() }),
    },
  },
});

const labels = defineEndpoint({
  method: 'POST',
  path: '/api/batches/{id}/labels',
  operationId: 'makeBatchLabels',
  summary: 'Make pack labels for a batch',
  description:
    'Gives the next serials of the batch signed pack codes, never one serial twice and never more than the packs made, ' +
    'and answers each with its QR code, beside the Schedule H2 record every label prints.',
  tags,
  access,
  params: batchIdParams,
  body: labelRequestSchema,
  answers: {
    201: { description: 'A sheet of labels.', schema: labelSheetSchema },
    404: errorAnswer(batchMessages.notFound),
    409: errorAnswer('More labels than packs without one; the message says how many are left.'),
  },
});

/** Batches of the catalogue's products: staff with the catalogue role record and correct them, and make their labels. */
export const batchEndpoints = { list, create, update, importCsv, labels };
