import { describe, expect, it } from 'vitest';
import { formatPaise, paiseOf, quotationSchema, quotationText, quotationTotals } from './quotation.ts';

describe('a quotation', () => {
  it('works out awkward amounts in whole paise: ₹0.01 × 3 at 12% and at 18%', () => {
    const totals = quotationTotals({
      lines: [
        { product: 'Cotton swab', quantity: 3, unitPrice: '0.01', gstRate: 12 },
        { product: 'Gauze', quantity: 3, unitPrice: '0.01', gstRate: 18 },
      ],
      validUntil: '2026-12-31',
    });
    expect(totals).toEqual({
      lines: [3, 3],
      subtotal: 6,
      gst: [
        { rate: 12, taxable: 3, tax: 0 },
        { rate: 18, taxable: 3, tax: 1 },
      ],
      total: 7,
    });
  });

  it('charges GST per rate on the sum of its lines, rounding halves up', () => {
    const totals = quotationTotals({
      lines: [
        { product: 'Pulse Oximeter', quantity: 40, unitPrice: '1250.50', gstRate: 12 },
        { product: 'Glucose strips', quantity: 1, unitPrice: '4.17', gstRate: 12 },
        { product: 'Insulin Pen', quantity: 1, unitPrice: '0.10', gstRate: 5 },
      ],
      validUntil: '2026-12-31',
    });
    expect(totals.lines).toEqual([5_002_000, 417, 10]);
    // 12% of ₹50,024.17 is ₹6,002.9004; 5% of ₹0.10 is half a paisa, rounded up.
    expect(totals.gst).toEqual([
      { rate: 5, taxable: 10, tax: 1 },
      { rate: 12, taxable: 5_002_417, tax: 600_290 },
    ]);
    expect(totals.total).toBe(5_002_427 + 600_291);
  });

  it('writes rupees in Indian digit grouping', () => {
    expect(formatPaise(0)).toBe('₹0.00');
    expect(formatPaise(7)).toBe('₹0.07');
    expect(formatPaise(99_999)).toBe('₹999.99');
    expect(formatPaise(123_456_78)).toBe('₹1,23,456.78');
    expect(formatPaise(1_00_00_000_00)).toBe('₹1,00,00,000.00');
    expect(paiseOf('1250.5')).toBe(125_050);
    expect(paiseOf('7')).toBe(700);
  });

  it('refuses what cannot be priced', () => {
    const line = { product: 'Gauze', quantity: 1, unitPrice: '10', gstRate: 12 };
    const valid = (lines: unknown[]) =>
      quotationSchema.safeParse({ lines, validUntil: '2999-12-31' }).success;
    expect(valid([line])).toBe(true);
    expect(valid([])).toBe(false);
    expect(valid([{ ...line, unitPrice: '10.005' }])).toBe(false);
    expect(valid([{ ...line, unitPrice: '-1' }])).toBe(false);
    expect(valid([{ ...line, gstRate: 10 }])).toBe(false);
    expect(valid([{ ...line, quantity: 0 }])).toBe(false);
    expect(valid([{ ...line, product: ' ' }])).toBe(false);
    expect(quotationSchema.safeParse({ lines: [line], validUntil: '2020-01-01' }).success).toBe(false);
  });

  it('reads as text for the mail', () => {
    expect(
      quotationText({
        lines: [{ product: 'Pulse Oximeter', quantity: 40, unitPrice: '1250', gstRate: 12 }],
        validUntil: '2026-12-31',
      }),
    ).toEqual([
      'Quotation, prices valid until 2026-12-31:',
      '1. Pulse Oximeter: 40 × ₹1,250.00 = ₹50,000.00 (GST 12%)',
      'Subtotal: ₹50,000.00',
      'GST 12% on ₹50,000.00: ₹6,000.00',
      'Total: ₹56,000.00',
    ]);
  });
});
