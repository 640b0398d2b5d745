import './zod-setup.ts';
import { z } from 'zod';
import { apiErrorSchema } from './api-error.ts';
import { defineEndpoint, staffOnly } from './endpoint.ts';
import { listPagingFields } from './list-paging.ts';
import { isPlainText } from './plain-text.ts';

/** Limits of a tablet record, shared by the admin form and the server. */
export const tabletLimits = {
  nameMax: 120,
  descriptionMax: 2000,
  priceMin: 0.01,
  priceMax: 10_000_000,
} as const;

export const tabletMessages = {
  nameRequired: 'Medicine name is required',
  nameTooLong: `Medicine name must be at most ${tabletLimits.nameMax} characters`,
  genericNameRequired: 'Generic name is required',
  genericNameTooLong: `Generic name must be at most ${tabletLimits.nameMax} characters`,
  priceMin: 'Price must be greater than 0',
  priceMax: 'Price must be at most ₹1,00,00,000',
  priceDecimals: 'Price can have at most 2 decimal places',
  priceType: 'Price must be a number',
  descriptionType: 'Description must be text',
  descriptionTooLong: `Description must be at most ${tabletLimits.descriptionMax} characters`,
  invalidCharacters: 'Remove the control, invisible or direction-changing characters from this text',
  versionInvalid: 'version must be the whole number of the tablet version you edited',
  staleVersion: 'This tablet was changed by someone else. Reload and try again.',
  notFound: 'This tablet does not exist. It may have been deleted by someone else.',
  published:
    'This tablet is a product with a page on the site: it cannot be deleted here. Ask the catalogue team.',
} as const;

/** True when the amount has at most 2 decimals, allowing binary float noise such as 0.1 + 0.2. */
export function hasAtMostTwoDecimals(amount: number): boolean {
  const paise = amount * 100;
  return Math.abs(paise - Math.round(paise)) < 1e-6;
}

/** Rupees to whole paise, exactly for every amount with at most 2 decimals. */
export function rupeesToPaise(amount: number): number {
  return Math.round(amount * 100);
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

const storableText = (multiline: boolean) => (text: string) => isPlainText(text, { multiline });

const requiredName = (required: string, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(tabletLimits.nameMax, tooLong)
    .refine(storableText(false), tabletMessages.invalidCharacters);

export const tabletPriceSchema = z
  .number({ error: tabletMessages.priceType })
  // At least one paisa: a positive amount that rounds to 0 paise (such as 1e-9) is not a price.
  .min(tabletLimits.priceMin, tabletMessages.priceMin)
  .max(tabletLimits.priceMax, tabletMessages.priceMax)
  // zod's own multipleOf(0.01) refuses the float noise of 0.1 + 0.2; this check allows it, and
  // the JSON Schema states the same rule as multipleOf for other validators.
  .refine(hasAtMostTwoDecimals, tabletMessages.priceDecimals)
  .meta({ description: 'Rupees, greater than 0, at most 2 decimal places.', multipleOf: 0.01 });

/** What a client sends to create a tablet. Unknown fields are rejected. */
export const tabletInputSchema = z.strictObject({
  name: requiredName(tabletMessages.nameRequired, tabletMessages.nameTooLong).meta({
    description: 'Medicine name; trimmed, not blank.',
  }),
  genericName: requiredName(tabletMessages.genericNameRequired, tabletMessages.genericNameTooLong).meta({
    description: 'Generic (non-proprietary) name; trimmed, not blank.',
  }),
  price: tabletPriceSchema,
  description: z
    .string({ error: tabletMessages.descriptionType })
    .trim()
    .max(tabletLimits.descriptionMax, tabletMessages.descriptionTooLong)
    .refine(storableText(true), tabletMessages.invalidCharacters)
    .nullable()
    .transform((value) => (value ? value : undefined))
    .optional()
    .meta({ description: 'Optional; blank or null means none.' }),
});

/**
 * What a client sends to update a tablet: the fields, plus the version it last saw. Without a
 * version the update applies to whatever is stored (the seed's client sends none); with a stale
 * one it answers 409.
 */
export const tabletUpdateSchema = tabletInputSchema.extend({
  version: z
    .number({ error: tabletMessages.versionInvalid })
    .int(tabletMessages.versionInvalid)
    .positive(tabletMessages.versionInvalid)
    // Versions are stored as 32-bit integers.
    .max(2_147_483_647, tabletMessages.versionInvalid)
    .optional()
    .meta({
      description:
        'The version of the tablet the client last saw; a stale version answers 409. Without it the update always applies.',
    }),
});

export type TabletInput = z.infer<typeof tabletInputSchema>;
export type TabletUpdate = z.infer<typeof tabletUpdateSchema>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot name a tablet, so it is simply not found. */
export function isTabletId(id: string): boolean {
  return uuidPattern.test(id);
}

export const tabletSchema = z
  .object({
    id: z.guid(),
    name: z.string(),
    genericName: z.string(),
    price: z.number().meta({ description: 'Rupees, at most 2 decimal places.', multipleOf: 0.01 }),
    description: z.string().optional(),
    version: z.int().positive().meta({ description: 'Grows by one on every update.' }),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Tablet', description: 'A tablet of the catalogue.' });

export type Tablet = z.infer<typeof tabletSchema>;

/** How GET /api/tablets may be ordered: a field, ascending, or with a leading '-' descending. */
export const tabletSorts = ['name', '-name', 'price', '-price', 'updated', '-updated'] as const;
export type TabletSort = (typeof tabletSorts)[number];

export const tabletListLimits = { defaultLimit: 50, maxLimit: 500, queryMax: 120, cursorMax: 4000 } as const;

export const tabletListMessages = {
  q: `q must be text of at most ${tabletListLimits.queryMax} characters without control characters`,
  sort: `sort must be one of ${tabletSorts.join(', ')}`,
  limit: `limit must be a whole number from 1 to ${tabletListLimits.maxLimit}`,
  cursor: 'cursor is not valid: use the nextCursor of an earlier answer with the same q and sort',
} as const;

/**
 * The query string of GET /api/tablets. `q` matches a case-insensitive part of the name or the
 * generic name; `cursor` is the `nextCursor` of the previous page, opaque to clients.
 */
export const tabletListQuery = z.strictObject({
  q: z
    .string({ error: tabletListMessages.q })
    .trim()
    .max(tabletListLimits.queryMax, tabletListMessages.q)
    .refine(storableText(false), tabletListMessages.q)
    .optional()
    .meta({ description: 'Part of the name or generic name, any case.' }),
  sort: z
    .enum(tabletSorts, { error: tabletListMessages.sort })
    .default('name')
    .meta({ description: "Order: name, price or updated; a leading '-' sorts descending." }),
  ...listPagingFields(tabletListLimits, tabletListMessages, { rows: 'Tablets', cursorOf: 'q and sort' }),
});

export type TabletListQuery = z.output<typeof tabletListQuery>;

/** One page of GET /api/tablets. */
export const tabletListAnswer = z.object({
  tablets: z.array(tabletSchema),
  nextCursor: z
    .string()
    .nullable()
    .meta({ description: 'Pass as cursor for the next page; null on the last page.' }),
  total: z.number().int().nonnegative().meta({ description: 'How many tablets match q, on every page.' }),
});

export type TabletListAnswer = z.infer<typeof tabletListAnswer>;
export const tabletEnvelopeSchema = z.object({ tablet: tabletSchema });

const tabletIdParams = z.object({
  id: z
    .string()
    .refine(isTabletId, tabletMessages.notFound)
    .meta({ description: 'The tablet id (a UUID); any other value answers 404.', format: 'uuid' }),
});

const tags = ['tablets'] as const;
const notFound = { description: tabletMessages.notFound, schema: apiErrorSchema };

const list = defineEndpoint({
  method: 'GET',
  path: '/api/tablets',
  operationId: 'listTablets',
  summary: 'List the tablets',
  description:
    'One page of the catalogue, searched and sorted on the server: follow nextCursor for the next page. ' +
    'Answers are compressed (br or gzip) and carry a weak ETag, so an unchanged page answers 304.',
  tags,
  access: 'public',
  query: tabletListQuery,
  answers: {
    200: {
      description: 'One page of tablets, the cursor of the next one and how many match.',
      schema: tabletListAnswer,
    },
    304: { description: 'The page is unchanged since the ETag sent in If-None-Match.' },
  },
});

const create = defineEndpoint({
  method: 'POST',
  path: '/api/tablets',
  operationId: 'createTablet',
  summary: 'Add a tablet',
  description:
    'Stores a new tablet at version 1. Names are trimmed; a blank description means none. The tablet is a ' +
    'new product of the product master, not yet published: the catalogue team completes it in the product ' +
    'editor before it has a page.',
  tags,
  access: staffOnly('catalogue'),
  body: tabletInputSchema,
  answers: {
    201: { description: 'The new tablet.', schema: tabletEnvelopeSchema },
  },
});

const update = defineEndpoint({
  method: 'PUT',
  path: '/api/tablets/{id}',
  operationId: 'updateTablet',
  summary: 'Replace a tablet',
  description:
    'Replaces the fields of a tablet and increases its version. Send the version last read so that two editors cannot overwrite each other. ' +
    'A tablet is a product of the product master: a changed price of a published product is on its page at once; ' +
    'changed texts wait in its draft for review, translation and publication; its name stays.',
  tags,
  access: staffOnly('catalogue'),
  params: tabletIdParams,
  body: tabletUpdateSchema,
  answers: {
    200: { description: 'The saved tablet, with its version increased.', schema: tabletEnvelopeSchema },
    404: notFound,
    409: {
      description: tabletMessages.staleVersion,
      schema: apiErrorSchema,
    },
  },
});

const remove = defineEndpoint({
  method: 'DELETE',
  path: '/api/tablets/{id}',
  operationId: 'deleteTablet',
  summary: 'Delete a tablet',
  description:
    'Removes a tablet for good, with its product when that was never published. A product with a page is not deleted here.',
  tags,
  access: staffOnly('catalogue'),
  params: tabletIdParams,
  answers: {
    204: { description: 'Deleted.' },
    404: notFound,
    409: { description: tabletMessages.published, schema: apiErrorSchema },
  },
});

/** The tablet catalogue API: anyone may read it, only an admin session from this site may change it. */
export const tabletEndpoints = { list, create, update, remove };
