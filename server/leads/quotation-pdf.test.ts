import { describe, expect, it } from 'vitest';
import { formatPaise, quotationTotals } from '#contract/quotation.ts';
import { pdfText } from '#testing/pdf-text.ts';
import { quotationPdf } from './quotation-pdf.ts';

const awkward = {
  lines: [
    { product: 'Test strips (single)', quantity: 3, unitPrice: '0.01', gstRate: 12 as const },
    { product: 'Lancets', quantity: 3, unitPrice: '0.01', gstRate: 18 as const },
    { product: 'Glucose Meter', quantity: 1250, unitPrice: '412.50', gstRate: 12 as const },
  ],
  validUntil: '2026-12-31',
};

describe('a quotation as a PDF', () => {
  it('states every line, the GST of each rate and the total as the shared contract computes them, in ₹ with Indian grouping', async () => {
    const bytes = await quotationPdf({
      reference: 'Q-2026-7K3M9PXD',
      sentAt: '2026-11-26T04:30:00Z',
      quotation: awkward,
    });
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const { lines } = await pdfText(bytes);
    const all = lines.join('\n');
    const totals = quotationTotals(awkward);
    expect(all).toContain('Q-2026-7K3M9PXD');
    expect(all).toContain('2026-11-26 10:00 IST');
    expect(all).toContain('2026-12-31');
    expect(all).toContain('Glucose Meter');
    expect(all).toContain('1,250');
    expect(all).toContain('₹5,15,625.00');
    // ₹0.01 × 3 at 12% and at 18%: the tax of each rate on its own sum, rounded half up.
    expect(all).toContain(`GST 12% on ${formatPaise(totals.gst[0]!.taxable)}`);
    expect(totals.gst.map((entry) => entry.tax)).toEqual([6_187_500, 1]);
    expect(all).toContain(formatPaise(totals.gst[1]!.tax));
    expect(lines.find((line) => line.startsWith('Total'))).toBe(`Total ${formatPaise(totals.total)}`);
  });

  it('continues a long table on further pages, wrapping long product names', async () => {
    const long = {
      lines: Array.from({ length: 50 }, (_, index) => ({
        product: `Paracetamol 500 mg tablets, strip of 10, for the outpatient pharmacy of the district hospital ${index + 1}`,
        quantity: 100 + index,
        unitPrice: '1.25',
        gstRate: 12 as const,
      })),
      validUntil: '2026-12-31',
    };
    const { lines, pages } = await pdfText(
      await quotationPdf({ reference: 'Q-2026-ABCDEFGH', sentAt: '2026-11-26T04:30:00Z', quotation: long }),
    );
    expect(pages).toBeGreaterThan(1);
    expect(lines.some((line) => line.includes('continued'))).toBe(true);
    expect(lines.find((line) => line.startsWith('Total'))).toBe(
      `Total ${formatPaise(quotationTotals(long).total)}`,
    );
  });
});
