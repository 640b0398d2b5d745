import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from '#contract/fill-placeholders.ts';
import { messagesFor } from '#languages/catalogues.ts';
import { replyMail, visitorAddress } from './visitor-mails.ts';

const lead = { kind: 'quote' as const, reference: 'Q-2026-7K3M9PXD', createdAt: '2026-11-25T16:17:00.000Z' };
const quotation = {
  lines: [{ product: 'Glucose Meter', quantity: 250, unitPrice: '412.50', gstRate: 12 as const }],
  validUntil: '2026-12-31',
};
const link = 'https://site/requests/Q-2026-7K3M9PXD#token';

describe('a reply mailed to a visitor', () => {
  it('stays word for word in English', () => {
    const mail = replyMail(lead, 'priya@example.in', { body: 'Dear Priya, our prices:', quotation, link });
    expect(mail.subject).toBe('Your quote request Q-2026-7K3M9PXD');
    expect(mail.text).toBe(
      [
        'Dear Priya, our prices:',
        '',
        'Quotation, prices valid until 2026-12-31:',
        '1. Glucose Meter: 250 × ₹412.50 = ₹1,03,125.00 (GST 12%)',
        'Subtotal: ₹1,03,125.00',
        'GST 12% on ₹1,03,125.00: ₹12,375.00',
        'Total: ₹1,15,500.00',
        '',
        '-- ',
        'Aarogya Life Sciences',
        'In answer to your quote request Q-2026-7K3M9PXD, received 2026-11-25 21:47 IST.',
        'See where it stands, download the quotation as a PDF, and answer on its page (a private link: keep it to yourself):',
        link,
        'Or reply to this mail, or write to care@aarogyalifesciences.in, quoting Q-2026-7K3M9PXD.',
      ].join('\n'),
    );
  });

  it('is framed in Telugu for a Telugu visitor, staff’s words and the figures as they are', () => {
    const te = messagesFor('te');
    const mail = replyMail(
      lead,
      'priya@example.in',
      { body: 'Dear Priya, our prices:', quotation, link },
      'te',
    );
    expect(mail.subject).toBe(`మీ ${te['request.kind.quote']} Q-2026-7K3M9PXD`);
    const lines = mail.text.split('\n');
    expect(lines[0]).toBe('Dear Priya, our prices:');
    expect(lines).toContain(fillPlaceholders(te['mail.quotation.heading']!, { validUntil: '2026-12-31' }));
    expect(lines).toContain('1. Glucose Meter: 250 × ₹412.50 = ₹1,03,125.00 (GST 12%)');
    expect(lines).toContain(fillPlaceholders(te['mail.quotation.total']!, { amount: '₹1,15,500.00' }));
    expect(lines).toContain(te['mail.request.pageLinkWithQuotation']);
    expect(mail.text).not.toMatch(/In answer|See where|Subtotal|Total:/);
  });
});

describe('the address mails about a submission go to', () => {
  it('is the one given, and a reporter’s only when they agreed to be contacted', () => {
    expect(visitorAddress({ kind: 'quote', fields: { email: 'a@example.in' } })).toBe('a@example.in');
    expect(
      visitorAddress({ kind: 'adverse-event', fields: { reporterEmail: 'r@example.in' } }),
    ).toBeUndefined();
    expect(
      visitorAddress({
        kind: 'adverse-event',
        fields: { reporterEmail: 'r@example.in', consentToContact: true },
      }),
    ).toBe('r@example.in');
    expect(visitorAddress({ kind: 'contact', fields: {} })).toBeUndefined();
  });
});
