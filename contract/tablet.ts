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
  descriptionTooLong: `Description must be at most ${tabletLimits.descriptionMax} characters`,
  versionRequired: 'version is required: send the version of the tablet you edited',
  staleVersion: 'This tablet was changed by someone else. Reload and try again.',
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

const requiredName = (required: string, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(tabletLimits.nameMax, tooLong);

export const tabletPriceSchema = z
  .number({ error: tabletMessages.priceType })
  .refine(Number.isFinite, tabletMessages.priceType)
  .refine((price) => price > 0, tabletMessages.priceMin)
  .refine((price) => price <= tabletLimits.priceMax, tabletMessages.priceMax)
  .refine(hasAtMostTwoDecimals, tabletMessages.priceDecimals);

/** What a client sends to create a tablet. Unknown fields are rejected. */
export const tabletInputSchema = z.strictObject({
  name: requiredName(tabletMessages.nameRequired, tabletMessages.nameTooLong),
  genericName: requiredName(tabletMessages.genericNameRequired, tabletMessages.genericNameTooLong),
  price: tabletPriceSchema,
  description: z
    .string({ error: 'Description must be text' })
    .trim()
    .max(tabletLimits.descriptionMax, tabletMessages.descriptionTooLong)
    .optional()
    .nullable()
    .transform((value) => (value ? value : undefined)),
});

/** What a client sends to update a tablet: the fields plus the version it last saw. */
export const tabletUpdateSchema = tabletInputSchema.extend({
  version: z.number({ error: tabletMessages.versionRequired }).int().positive(),
});

export type TabletInput = z.infer<typeof tabletInputSchema>;
export type TabletUpdate = z.infer<typeof tabletUpdateSchema>;

export const tabletSchema = z.object({
  id: z.string(),
  name: z.string(),
  genericName: z.string(),
  /** Rupees, at most 2 decimals. */
  price: z.number(),
  description: z.string().optional(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type Tablet = z.infer<typeof tabletSchema>;

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
