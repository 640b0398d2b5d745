import { PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { companyEmail, companyName, companyPhone } from '#contract/company.ts';
import { a4, embedInter, ink, margin, muted, rule, wrap } from './pdf-layout.ts';

/** A document the company publishes on its site (a brochure, a report), made from the site's own content. */
export interface PublishedDocument {
  title: string;
  /** A sentence or two under the title: what the document is. */
  summary: string;
  /** The date it carries (the day the site was built). */
  date: Date;
  sections: readonly {
    heading: string;
    lead?: string;
    entries: readonly { name: string; text: string }[];
  }[];
  /** Closing notes, in smaller grey type. */
  notes?: readonly string[];
  /** The site's address, printed in each page's footer. */
  siteUrl: string;
}

const size = { company: 18, title: 16, heading: 12, body: 10, small: 8 } as const;
const lineGap = 4;
const width = a4.width - 2 * margin;
/** Room kept at the bottom of each page for its footer. */
const footerRoom = 36;

const publishedOn = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/**
 * The document as an A4 PDF: the company and its contacts, the title, the date, the summary, then
 * each section's entries; every page ends with the title and "Page n of m".
 */
export async function publishedDocumentPdf(document: PublishedDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const { regular, bold } = await embedInter(pdf);
  pdf.setTitle(document.title);
  pdf.setAuthor(companyName);
  pdf.setSubject(document.summary);
  pdf.setLanguage('en-IN');
  pdf.setCreationDate(document.date);
  pdf.setModificationDate(document.date);

  let page: PDFPage = pdf.addPage([a4.width, a4.height]);
  let y = a4.height - margin;
  const newPage = () => {
    page = pdf.addPage([a4.width, a4.height]);
    y = a4.height - margin;
  };
  /** Starts a new page unless `height` more fits on this one. */
  const keep = (height: number) => {
    if (y - height < margin + footerRoom) newPage();
  };
  const paragraph = (
    text: string,
    options: { font?: PDFFont; fontSize?: number; color?: typeof ink; indent?: number } = {},
  ) => {
    const font = options.font ?? regular;
    const fontSize = options.fontSize ?? size.body;
    const indent = options.indent ?? 0;
    for (const part of wrap(text, font, fontSize, width - indent)) {
      keep(fontSize + lineGap);
      page.drawText(part, { x: margin + indent, y, font, size: fontSize, color: options.color ?? ink });
      y -= fontSize + lineGap;
    }
  };

  paragraph(companyName, { font: bold, fontSize: size.company });
  paragraph(`${companyEmail}  ·  ${companyPhone.display}  ·  ${document.siteUrl}`, { color: muted });
  y -= 18;
  paragraph(document.title, { font: bold, fontSize: size.title });
  paragraph(`Published ${publishedOn.format(document.date)}`, { color: muted });
  y -= 6;
  paragraph(document.summary);

  for (const section of document.sections) {
    y -= 14;
    // A heading never ends a page on its own.
    keep(size.heading + lineGap + 3 * (size.body + lineGap));
    paragraph(section.heading, { font: bold, fontSize: size.heading });
    page.drawLine({
      start: { x: margin, y: y + lineGap },
      end: { x: a4.width - margin, y: y + lineGap },
      thickness: 0.6,
      color: rule,
    });
    y -= 4;
    if (section.lead) paragraph(section.lead, { color: muted });
    for (const entry of section.entries) {
      y -= 4;
      keep(2 * (size.body + lineGap));
      paragraph(entry.name, { font: bold });
      paragraph(entry.text, { indent: 12 });
    }
  }
  if (document.notes) {
    y -= 14;
    for (const note of document.notes) paragraph(note, { fontSize: size.small, color: muted });
  }

  const pages = pdf.getPages();
  pages.forEach((each, index) => {
    const footer = `${document.title}  ·  Page ${index + 1} of ${pages.length}`;
    each.drawText(footer, { x: margin, y: margin / 2, font: regular, size: size.small, color: muted });
  });
  return pdf.save();
}
