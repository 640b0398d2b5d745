import './zod-setup.ts';
import { z } from 'zod';
import { todayInIst } from './ist-date-time.ts';
import { requiredPlainText } from './plain-text-field.ts';
import { fillPlaceholders } from './fill-placeholders.ts';
import { type VisitorMailTexts, visitorMailTexts } from './visitor-mail-texts.ts';

/** A quotation sent with a reply to a quote request, and its totals, worked out alike everywhere. */

/** The GST rates of India's schedules. */
export const gstRates = [0, 5, 12, 18, 28] as const;
export type GstRate = (typeof gstRates)[number];

export const quotationLimits = { lines: 50, productMax: 200, quantityMax: 1_000_000 } as const;

export const quotationMessages = {
  productRequired: 'Name the product of each line.',
  productInvalid: 'A product name is plain text of at most 200 characters.',
  quantityInvalid: 'Give each line a whole quantity from 1 to 1,000,000.',
  unitPriceInvalid: 'Give the unit price in rupees with at most 2 decimals, like 1250.50.',
  gstRateInvalid: 'Choose a GST rate of 0, 5, 12, 18 or 28%.',
  linesRequired: 'A quotation needs at least one line.',
  linesTooMany: `A quotation can have at most ${quotationLimits.lines} lines.`,
  validUntilInvalid: 'Give the date the prices hold until, today or later, like 2026-12-31.',
  quoteOnly: 'Only a reply to a quote request can carry a quotation.',
} as const;

export const quotationLineSchema = z.strictObject({
  product: requiredPlainText(
    quotationLimits.productMax,
    {
      required: quotationMessages.productRequired,
      tooLong: quotationMessages.productInvalid,
      invalid: quotationMessages.productInvalid,
    },
    { multiline: false },
  ),
  quantity: z.coerce
    .number({ error: quotationMessages.quantityInvalid })
    .int(quotationMessages.quantityInvalid)
    .min(1, quotationMessages.quantityInvalid)
    .max(quotationLimits.quantityMax, quotationMessages.quantityInvalid),
  unitPrice: z
    .string({ error: quotationMessages.unitPriceInvalid })
    .trim()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, quotationMessages.unitPriceInvalid)
    .meta({ description: 'Rupees before GST, as a decimal with at most 2 places, e.g. "1250.50".' }),
  gstRate: z.literal(gstRates, { error: quotationMessages.gstRateInvalid }),
});

const quotationLines = z
  .array(quotationLineSchema, { error: quotationMessages.linesRequired })
  .min(1, quotationMessages.linesRequired)
  .max(quotationLimits.lines, quotationMessages.linesTooMany);

/** A quotation as staff send it: its prices hold until today or later. */
export const quotationSchema = z.strictObject({
  lines: quotationLines,
  validUntil: z.iso
    .date({ error: quotationMessages.validUntilInvalid })
    .refine((date) => date >= todayInIst(new Date()), quotationMessages.validUntilInvalid),
});

/** A quotation as kept in a thread, also once its date has passed. */
export const sentQuotationSchema = z.object({
  lines: quotationLines,
  validUntil: z.iso.date().meta({ description: 'The last day the prices hold (IST).' }),
});

export type Quotation = z.infer<typeof sentQuotationSchema>;

/** Whole paise of a rupee amount written with at most 2 decimals ("1250.5" → 125050). */
export function paiseOf(rupees: string): number {
  const [whole = '0', fraction = ''] = rupees.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** "₹1,23,456.78": rupees in Indian digit grouping, by hand so server and browser agree. */
export function formatPaise(paise: number): string {
  const whole = String(Math.floor(paise / 100));
  const fraction = String(paise % 100).padStart(2, '0');
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `₹${rest ? `${rest},${lastThree}` : lastThree}.${fraction}`;
}

export interface QuotationTotals {
  /** Each line's amount before GST, in paise. */
  lines: number[];
  subtotal: number;
  /** The GST of each rate used, on the sum of that rate's lines, rounded to the paisa (half up). */
  gst: { rate: GstRate; taxable: number; tax: number }[];
  total: number;
}

/**
 * The totals of a quotation, in whole paise: lines at quantity × unit price; GST per rate on the
 * sum of its lines (as an invoice states it), rounded half up to the paisa; the total the sum.
 */
export function quotationTotals(quotation: Quotation): QuotationTotals {
  const lines = quotation.lines.map((line) => line.quantity * paiseOf(line.unitPrice));
  const taxable = new Map<GstRate, number>();
  quotation.lines.forEach((line, index) =>
    taxable.set(line.gstRate, (taxable.get(line.gstRate) ?? 0) + lines[index]!),
  );
  const gst = gstRates
    .filter((rate) => taxable.has(rate))
    .map((rate) => {
      const base = taxable.get(rate)!;
      return { rate, taxable: base, tax: Math.floor((base * rate + 50) / 100) };
    });
  const subtotal = lines.reduce((sum, amount) => sum + amount, 0);
  return { lines, subtotal, gst, total: subtotal + gst.reduce((sum, entry) => sum + entry.tax, 0) };
}

/** The quotation as lines of text, for the mail that carries it, in the words given (English by default). */
export function quotationText(
  quotation: Quotation,
  texts: VisitorMailTexts['quotation'] = visitorMailTexts.quotation,
): string[] {
  const totals = quotationTotals(quotation);
  return [
    fillPlaceholders(texts.heading, { validUntil: quotation.validUntil }),
    // A line is figures and the product's name, the same in every language.
    ...quotation.lines.map(
      (line, index) =>
        `${index + 1}. ${line.product}: ${line.quantity} × ${formatPaise(paiseOf(line.unitPrice))} = ${formatPaise(totals.lines[index]!)} (GST ${line.gstRate}%)`,
    ),
    fillPlaceholders(texts.subtotal, { amount: formatPaise(totals.subtotal) }),
    ...totals.gst.map((entry) =>
      fillPlaceholders(texts.gst, {
        rate: String(entry.rate),
        taxable: formatPaise(entry.taxable),
        tax: formatPaise(entry.tax),
      }),
    ),
    fillPlaceholders(texts.total, { amount: formatPaise(totals.total) }),
  ];
}

/** The file name a quotation downloads as: the request's reference and the reply's place in the thread, from 1. */
export const quotationFileName = (reference: string, message: number) =>
  `quotation-${reference}-${message + 1}.pdf`;
