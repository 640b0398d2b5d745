import { describe, expect, it } from 'vitest';
import type { LeadDetail } from '#contract/inbox.ts';
import { leadKinds } from '#contract/lead-fields.ts';
import { submissionFieldNames } from '#contract/lead-field-labels.ts';
import { furtherLineOf } from '#contract/quote-lines.ts';
import { inboxCsvHeader, inboxCsvRow } from './inbox-csv.ts';

const base = { history: [], assignments: [], thread: [], summary: '', status: 'new' as const };

const report: LeadDetail = {
  ...base,
  id: 7,
  unread: false,
  reference: 'AE-2026-7K3M9PXD',
  kind: 'adverse-event',
  name: 'Lakshmi Devi',
  createdAt: '2026-11-25T16:17:00.000Z',
  assignee: { id: 'a1', displayName: 'Chitra Rao' },
  fields: {
    reporterName: 'Lakshmi Devi',
    reporterPhone: '040 2345 6789',
    reporterType: 'patient',
    productName: 'AllerClear',
    description: 'Rash on both arms.',
    startedOn: '2026-11-01',
    seriousness: 'non-serious',
    consentToContact: false,
  },
};

const quote: LeadDetail = {
  ...base,
  id: 8,
  unread: true,
  reference: 'Q-2026-2SQH5B4Z',
  kind: 'quote',
  status: 'in-progress',
  name: 'Priya Reddy',
  email: 'priya@example.in',
  createdAt: '2026-11-25T18:45:00.000Z',
  consentAt: '2026-11-25T18:44:59.000Z',
  fields: {
    fullName: 'Priya Reddy',
    email: 'priya@example.in',
    company: 'Sunrise Hospitals',
    productName: 'Glucose Meter',
    quantity: 250,
    timeline: 'immediately',
    agreed: true,
  },
};

const asRecord = (lead: LeadDetail) =>
  Object.fromEntries(inboxCsvRow(lead).map((cell, index) => [inboxCsvHeader[index], cell] as const));

describe('the inbox CSV', () => {
  it('has each column once, the person first, and a column for every field of every form', () => {
    expect(new Set(inboxCsvHeader).size).toBe(inboxCsvHeader.length);
    expect(inboxCsvHeader.slice(0, 8)).toEqual([
      'Reference',
      'Kind',
      'Status',
      'Received',
      'Assigned to',
      'Name',
      'Email',
      'Phone',
    ]);
    expect(inboxCsvHeader.at(-1)).toBe('Agreed to the terms');
    // Every field of every form reaches some cell of a row that has it.
    for (const kind of leadKinds) {
      for (const field of submissionFieldNames(kind)) {
        if (field === 'agreed' || field === 'terms' || furtherLineOf(field) !== undefined) continue;
        const lead: LeadDetail = { ...quote, kind, fields: { [field]: 'marker-value' } };
        expect(inboxCsvRow(lead), `${kind}.${field}`).toContain('marker-value');
      }
    }
  });

  it("puts a quote's further products in one cell, a line each", () => {
    const manyLines: LeadDetail = {
      ...quote,
      fields: {
        ...quote.fields,
        productName2: 'Insulin Pen',
        quantity2: 40,
        productName4: 'Vitamin D3 Nano Shot',
        quantity4: 600,
      },
    };
    expect(asRecord(manyLines)['Further products']).toBe('Insulin Pen × 40\nVitamin D3 Nano Shot × 600');
    expect(asRecord(quote)['Further products']).toBeUndefined();
    expect(inboxCsvHeader.filter((header) => /product 2|further/i.test(header))).toEqual([
      'Further products',
    ]);
  });

  it('writes values as the forms show them and times in IST', () => {
    expect(asRecord(report)).toMatchObject({
      Reference: 'AE-2026-7K3M9PXD',
      Kind: 'Adverse-event report',
      Status: 'New',
      Received: '2026-11-25 21:47 IST',
      'Assigned to': 'Chitra Rao',
      Name: 'Lakshmi Devi',
      Email: undefined,
      Phone: '040 2345 6789',
      Reporter: 'Patient or family member',
      Product: 'AllerClear',
      'How serious was it': 'Not serious',
      'May be contacted': 'No',
      'When it started': '2026-11-01',
      'Agreed to the terms': undefined,
    });
    expect(asRecord(quote)).toMatchObject({
      Status: 'In progress',
      Received: '2026-11-26 00:15 IST',
      'Assigned to': undefined,
      Email: 'priya@example.in',
      'Company or organisation': 'Sunrise Hospitals',
      Product: 'Glucose Meter',
      Quantity: '250',
      Timeline: 'Immediately',
      'Agreed to the terms': '2026-11-26 00:14 IST',
    });
  });
});
