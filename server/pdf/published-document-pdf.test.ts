import { describe, expect, it } from 'vitest';
import { pdfText } from '#testing/pdf-text.ts';
import { publishedDocumentPdf } from './published-document-pdf.ts';

const date = new Date('2026-11-26T04:00:00Z');

describe('a published document as PDF', () => {
  it('states the company, the title, the date, the summary and every entry, with page numbers', async () => {
    const entries = Array.from({ length: 60 }, (_, index) => ({
      name: `Entry ${index + 1}`,
      text: `What entry ${index + 1} says, long enough to wrap onto a second line of the page when it is set at ten points in Inter across the width of an A4 page.`,
    }));
    const bytes = await publishedDocumentPdf({
      title: 'Test Brochure',
      summary: 'A document for the test.',
      date,
      siteUrl: 'https://www.example.in',
      sections: [{ heading: 'Everything', lead: 'All sixty entries.', entries }],
      notes: ['Made for the test.'],
    });
    const { lines, pages } = await pdfText(bytes);
    expect(pages).toBeGreaterThan(1);
    expect(lines[0]).toBe('Aarogya Life Sciences');
    expect(lines).toContain('Test Brochure');
    expect(lines).toContain('Published 26 November 2026');
    expect(lines).toContain('A document for the test.');
    for (const entry of entries) expect(lines).toContain(entry.name);
    expect(lines).toContain('Made for the test.');
    for (let page = 1; page <= pages; page += 1)
      expect(lines).toContain(`Test Brochure · Page ${page} of ${pages}`);
    // Nothing is cut: the words of each entry's text come back whole, in order.
    const text = lines.join(' ');
    expect(text).toContain(entries[59]!.text);
  });
});
