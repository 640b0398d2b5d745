import { describe, expect, it } from 'vitest';
import { fieldErrors } from './api-error.ts';
import { leadFieldLabels } from './lead-field-labels.ts';
import { leadMessages } from './lead-texts.ts';
import { furtherLineNumbers, furtherLineOf, quoteLines, quoteLinesMax } from './quote-lines.ts';
import { quoteRequestSchema, submissionFields } from './submissions.ts';

const quote = {
  fullName: 'Priya Reddy',
  email: 'priya@example.in',
  productName: 'Glucose Meter',
  quantity: 250,
  agreed: true,
};

function refusal(body: Record<string, unknown>): Record<string, string> {
  const result = quoteRequestSchema.safeParse(body);
  if (result.success) throw new Error('The request was accepted');
  return fieldErrors(result.error);
}

describe('a quote with several products', () => {
  it('takes up to twenty lines, in JSON and from a plain form post, and stores them as flat fields', () => {
    const every = Object.fromEntries(
      furtherLineNumbers.flatMap((line) => [
        [`productName${line}`, `Product number ${line}`],
        [`quantity${line}`, String(line * 10)],
      ]),
    );
    const stored = submissionFields(quoteRequestSchema.parse({ ...quote, ...every }));
    const lines = quoteLines(stored);
    expect(lines).toHaveLength(quoteLinesMax);
    expect(lines[0]).toEqual({ product: 'Glucose Meter', quantity: 250 });
    expect(lines[19]).toEqual({ product: 'Product number 20', quantity: 200 });

    expect(() =>
      quoteRequestSchema.parse({ ...quote, productName21: 'One too many', quantity21: 1 }),
    ).toThrow();
  });

  it('needs no further line, and a form post’s blank lines store nothing', () => {
    expect(submissionFields(quoteRequestSchema.parse(quote))).toEqual(quote);
    const formPost = {
      ...quote,
      quantity: '250',
      agreed: 'on',
      productName2: '  ',
      quantity2: '',
      productName3: '',
    };
    expect(submissionFields(quoteRequestSchema.parse(formPost))).toEqual(quote);
  });

  it('closes the gaps a buyer leaves between lines', () => {
    const stored = submissionFields(
      quoteRequestSchema.parse({
        ...quote,
        productName3: 'Insulin Pen',
        quantity3: '40',
        productName7: 'Vitamin D3 Nano Shot',
        quantity7: 600,
      }),
    );
    expect(quoteLines(stored)).toEqual([
      { product: 'Glucose Meter', quantity: 250 },
      { product: 'Insulin Pen', quantity: 40 },
      { product: 'Vitamin D3 Nano Shot', quantity: 600 },
    ]);
  });

  it('asks for the quantity of a named product, and the product of a given quantity', () => {
    expect(refusal({ ...quote, productName2: 'Insulin Pen' })).toEqual({
      quantity2: leadMessages.furtherQuantityRequired,
    });
    expect(refusal({ ...quote, quantity5: '12' })).toEqual({
      productName5: leadMessages.furtherProductRequired,
    });
  });

  it('checks each line as it checks the first', () => {
    expect(refusal({ ...quote, productName2: 'Insulin Pen', quantity2: '1.5' })).toEqual({
      quantity2: leadMessages.quantityInvalid,
    });
    expect(refusal({ ...quote, productName2: 'Insulin Pen', quantity2: 0 })).toEqual({
      quantity2: leadMessages.quantityInvalid,
    });
    expect(refusal({ ...quote, productName2: 'x'.repeat(161), quantity2: 1 })).toEqual({
      productName2: leadMessages.productNameTooLong,
    });
    expect(refusal({ ...quote, productName2: 'Insulin\u202ePen', quantity2: 1 })).toEqual({
      productName2: leadMessages.invalidCharacters,
    });
  });

  it('labels every line’s fields, numbered, without the first line’s words', () => {
    const labels: Readonly<Record<string, string>> = leadFieldLabels.quote;
    expect(labels.productName2).toBe('Product 2');
    expect(labels.quantity20).toBe('How many of product 20');
    // The first line keeps SPEC.md's labels, and only it carries them.
    const firstLineWords = Object.entries(labels).filter(([, label]) => /product name|quantity/i.test(label));
    expect(firstLineWords.map(([field]) => field)).toEqual(['productName', 'quantity']);
  });

  it('knows which fields belong to a further line', () => {
    expect(furtherLineOf('productName2')).toBe(2);
    expect(furtherLineOf('quantity20')).toBe(20);
    for (const field of ['productName', 'quantity', 'productName1', 'quantity21', 'fullName'])
      expect(furtherLineOf(field), field).toBeUndefined();
  });
});
