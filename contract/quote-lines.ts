import type { SubmissionFields } from './lead-fields.ts';

/**
 * A quote request may ask for up to 20 products. The first is the form's `productName` and
 * `quantity` (SPEC.md §3); the others are `productName2`…`productName20` with `quantity2`…
 * `quantity20`. Flat fields rather than a list, so that a plain form post (no JavaScript), the
 * store, the inbox, the mails and the refusal page take them as they take every other field.
 */
export const quoteLinesMax = 20;

export type FurtherLineNumber =
  2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20;

/** The numbers of the lines after the first, in order. */
export const furtherLineNumbers = Array.from(
  { length: quoteLinesMax - 1 },
  (_, index) => (index + 2) as FurtherLineNumber,
);

export type FurtherProductField = `productName${FurtherLineNumber}`;
export type FurtherQuantityField = `quantity${FurtherLineNumber}`;

export const furtherProductField = (line: FurtherLineNumber): FurtherProductField => `productName${line}`;
export const furtherQuantityField = (line: FurtherLineNumber): FurtherQuantityField => `quantity${line}`;

/** The labels of a further line's fields, on the form and wherever the request is shown. */
export const furtherLineLabels = (line: FurtherLineNumber) => ({
  product: `Product ${line}`,
  quantity: `How many of product ${line}`,
});

/** The line a further line's field belongs to; undefined for any other field. */
export function furtherLineOf(field: string): FurtherLineNumber | undefined {
  const match = /^(?:productName|quantity)(\d+)$/.exec(field);
  const line = match ? Number(match[1]) : Number.NaN;
  return line >= 2 && line <= quoteLinesMax ? (line as FurtherLineNumber) : undefined;
}

export interface QuoteLine {
  product: string;
  quantity: number;
}

/** Every product a stored quote request asks for, in the order the buyer gave them, gaps closed. */
export function quoteLines(fields: SubmissionFields): QuoteLine[] {
  const lineOf = (productField: string, quantityField: string): QuoteLine[] => {
    const product = fields[productField];
    const quantity = Number(fields[quantityField]);
    return typeof product === 'string' && product !== '' ? [{ product, quantity }] : [];
  };
  return [
    ...lineOf('productName', 'quantity'),
    ...furtherLineNumbers.flatMap((line) => lineOf(furtherProductField(line), furtherQuantityField(line))),
  ];
}
