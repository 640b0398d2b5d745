import { z } from 'zod';

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
  invalidCharacters: 'Remove the control characters from this text',
  versionRequired: 'version is required: send the version of the tablet you edited',
  staleVersion: 'This tablet was changed by someone else. Reload and try again.',
  notFound: 'This tablet does not exist. It may have been deleted by someone else.',
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

/** NUL and the other control characters (tab and line breaks allowed where asked) cannot be stored faithfully. */
function hasControlCharacter(text: string, allowLineBreaks: boolean): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0x7f) return true;
    if (code < 0x20 && !(allowLineBreaks && (code === 0x09 || code === 0x0a || code === 0x0d))) return true;
  }
  return false;
}

/** Text a database holds exactly: well-formed UTF-16 (no lone surrogates) without control characters. */
const storableText = (allowLineBreaks: boolean) => (text: string) =>
  text.isWellFormed() && !hasControlCharacter(text, allowLineBreaks);

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
  .refine(hasAtMostTwoDecimals, tabletMessages.priceDecimals)
  .meta({ description: 'Rupees, greater than 0, at most 2 decimal places.' });

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

/** What a client sends to update a tablet: the fields plus the version it last saw. */
export const tabletUpdateSchema = tabletInputSchema.extend({
  version: z
    .number({ error: tabletMessages.versionRequired })
    .int(tabletMessages.versionRequired)
    .positive(tabletMessages.versionRequired)
    // Versions are stored as 32-bit integers.
    .max(2_147_483_647, tabletMessages.versionRequired)
    .meta({ description: 'The version of the tablet the client last saw; a stale version answers 409.' }),
});

export type TabletInput = z.infer<typeof tabletInputSchema>;
export type TabletUpdate = z.infer<typeof tabletUpdateSchema>;

export const tabletSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  genericName: z.string(),
  price: z.number().meta({ description: 'Rupees, at most 2 decimal places.' }),
  description: z.string().optional(),
  version: z.number().int().positive().meta({ description: 'Grows by one on every update.' }),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export type Tablet = z.infer<typeof tabletSchema>;

export const tabletListSchema = z.object({ tablets: z.array(tabletSchema) });

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
  limit: z
    .string({ error: tabletListMessages.limit })
    .regex(/^\d{1,4}$/, tabletListMessages.limit)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, tabletListMessages.limit)
        .max(tabletListLimits.maxLimit, tabletListMessages.limit),
    )
    .default(tabletListLimits.defaultLimit)
    .meta({
      description: `Tablets per page, 1 to ${tabletListLimits.maxLimit}; ${tabletListLimits.defaultLimit} by default.`,
    }),
  cursor: z
    .string({ error: tabletListMessages.cursor })
    .min(1, tabletListMessages.cursor)
    .max(tabletListLimits.cursorMax, tabletListMessages.cursor)
    .optional()
    .meta({ description: 'The nextCursor of the previous page with the same q and sort.' }),
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

/** Field name → first message, from a failed parse; for forms and the API's `fields`. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '_root';
    if (issue.code === 'unrecognized_keys') {
      for (const unknownKey of issue.keys) fields[unknownKey] ??= 'Unknown field';
      continue;
    }
    fields[key] ??= issue.message;
  }
  return fields;
}
