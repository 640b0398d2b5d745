import { PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { companyEmail, companyName, companyPhone } from '#contract/company.ts';
import { istDateTime } from '#contract/ist-date-time.ts';
import { formatPaise, paiseOf, type Quotation, quotationTotals } from '#contract/quotation.ts';
import { a4, embedInter, ink, margin, muted, rule, wrap } from '../pdf/pdf-layout.ts';

/** What a quotation's PDF states besides its lines: whose request it answers, and when it was sent. */
export interface QuotationDocument {
  reference: string;
  /** When the reply that carried it was sent (ISO). */
  sentAt: string;
  quotation: Quotation;
}

const size = { title: 20, heading: 11, body: 10 } as const;
const lineGap = 4;

/** The table's columns: x of the left edge, width, and whether the text sits at the right. */
const columns = [
  { header: '#', width: 22, right: false },
  { header: 'Product', width: 205, right: false },
  { header: 'Quantity', width: 60, right: true },
  { header: 'Unit price', width: 80, right: true },
  { header: 'GST', width: 38, right: true },
  { header: 'Amount', width: 94, right: true },
] as const;

/**
 * The quotation as an A4 PDF: the company, the request it answers, each line with its amount, the
 * GST of each rate and the total, all computed by the shared contract exactly as the page and the
 * mail show them (₹, Indian digit grouping). Long tables continue on further pages.
 */
export async function quotationPdf(document: QuotationDocument): Promise<Uint8Array> {
  const { reference, sentAt, quotation } = document;
  const pdf = await PDFDocument.create();
  const { regular, bold } = await embedInter(pdf);
  pdf.setTitle(`Quotation for ${reference}`);
  pdf.setAuthor(companyName);
  pdf.setSubject(`${companyName}: quotation in answer to request ${reference}`);
  pdf.setLanguage('en-IN');
  pdf.setCreationDate(new Date(sentAt));

  let page: PDFPage = pdf.addPage([a4.width, a4.height]);
  let y = a4.height - margin;
  const text = (
    value: string,
    x: number,
    options: { font?: PDFFont; size?: number; color?: typeof ink } = {},
  ) =>
    page.drawText(value, {
      x,
      y,
      font: options.font ?? regular,
      size: options.size ?? size.body,
      color: options.color ?? ink,
    });
  const rightText = (value: string, right: number, font: PDFFont = regular) =>
    text(value, right - font.widthOfTextAtSize(value, size.body), { font });
  const line = (height: number) => {
    y -= height;
  };
  const hr = () =>
    page.drawLine({
      start: { x: margin, y: y - 4 },
      end: { x: a4.width - margin, y: y - 4 },
      thickness: 0.6,
      color: rule,
    });

  text(companyName, margin, { font: bold, size: size.title });
  line(size.title + lineGap);
  text(`${companyEmail}  ·  ${companyPhone.display}`, margin, { color: muted });
  line(size.body + 18);
  text('Quotation', margin, { font: bold, size: size.heading + 3 });
  line(size.heading + 3 + 8);
  for (const [label, value] of [
    ['In answer to request', reference],
    ['Sent', istDateTime(sentAt)],
    ['Prices valid until', quotation.validUntil],
  ] as const) {
    text(`${label}:`, margin, { color: muted });
    text(value, margin + 130, { font: bold });
    line(size.body + lineGap + 2);
  }
  line(10);

  const lefts = columns.map(
    (_, index) => margin + columns.slice(0, index).reduce((sum, c) => sum + c.width, 0),
  );
  const header = () => {
    columns.forEach((column, index) =>
      column.right
        ? rightText(column.header, lefts[index]! + column.width, bold)
        : text(column.header, lefts[index]!, { font: bold }),
    );
    hr();
    line(size.body + lineGap + 6);
  };
  header();

  const totals = quotationTotals(quotation);
  quotation.lines.forEach((entry, index) => {
    const product = wrap(entry.product, regular, size.body, columns[1].width - 8);
    const height = product.length * (size.body + lineGap) + 4;
    if (y - height < margin + 40) {
      page = pdf.addPage([a4.width, a4.height]);
      y = a4.height - margin;
      text(`Quotation for ${reference}, continued`, margin, { color: muted });
      line(size.body + 14);
      header();
    }
    const cells = [
      String(index + 1),
      '',
      entry.quantity.toLocaleString('en-IN'),
      formatPaise(paiseOf(entry.unitPrice)),
      `${entry.gstRate}%`,
      formatPaise(totals.lines[index]!),
    ];
    cells.forEach((cell, column) => {
      if (column === 1) return;
      if (columns[column]!.right) rightText(cell, lefts[column]! + columns[column]!.width);
      else text(cell, lefts[column]!);
    });
    product.forEach((part, row) => {
      text(part, lefts[1]!);
      if (row < product.length - 1) line(size.body + lineGap);
    });
    line(size.body + lineGap + 4);
  });
  hr();
  line(size.body + lineGap + 8);

  const sums: [string, string, PDFFont][] = [
    ['Subtotal', formatPaise(totals.subtotal), regular],
    ...totals.gst.map((entry): [string, string, PDFFont] => [
      `GST ${entry.rate}% on ${formatPaise(entry.taxable)}`,
      formatPaise(entry.tax),
      regular,
    ]),
    ['Total', formatPaise(totals.total), bold],
  ];
  if (y - sums.length * (size.body + lineGap + 4) < margin + 40) {
    page = pdf.addPage([a4.width, a4.height]);
    y = a4.height - margin;
  }
  const right = a4.width - margin;
  for (const [label, amount, font] of sums) {
    rightText(label, right - 110, font);
    rightText(amount, right, font);
    line(size.body + lineGap + 4);
  }
  line(16);
  for (const note of [
    'Amounts in Indian rupees. GST is worked out on the sum of the lines of each rate, rounded to the paisa.',
    `To accept or ask about this quotation, answer on your request’s page or write to ${companyEmail}, quoting ${reference}.`,
  ]) {
    for (const part of wrap(note, regular, size.body, a4.width - 2 * margin)) {
      text(part, margin, { color: muted });
      line(size.body + lineGap);
    }
    line(4);
  }
  return pdf.save();
}
