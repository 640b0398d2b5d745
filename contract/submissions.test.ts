import { describe, expect, it } from 'vitest';
import { fieldErrors } from './api-error.ts';
import { formatReference, normalizeReference } from './lead-fields.ts';
import { leadMessages } from './lead-texts.ts';
import {
  adverseEventReportSchema,
  contactMessageSchema,
  newsletterSubscriptionSchema,
  quoteRequestSchema,
  submissionFields,
} from './submissions.ts';

const quote = {
  fullName: 'Priya',
  email: 'priya@example.in',
  productName: 'Insulin Pen',
  quantity: 5,
  agreed: true,
};
const contact = { name: 'Ravi', email: 'ravi@example.in', subject: 'Hi', message: 'Hello', terms: true };
const report = {
  reporterName: 'Lakshmi',
  reporterEmail: 'lakshmi@example.in',
  reporterType: 'doctor',
  productName: 'AllerClear',
  description: 'Rash',
  seriousness: 'non-serious',
};

function errors(
  schema: { safeParse: (value: unknown) => { success: boolean; error?: unknown } },
  value: unknown,
) {
  const result = schema.safeParse(value) as {
    success: boolean;
    error?: Parameters<typeof fieldErrors>[0];
  };
  if (result.success || !result.error) return {};
  return fieldErrors(result.error);
}

describe('quote request', () => {
  it('accepts JSON and form spellings alike, trimmed, with blanks as none', () => {
    const fromForm = quoteRequestSchema.parse({
      ...quote,
      fullName: '  Priya ',
      email: ' Priya@Example.IN ',
      quantity: ' 250 ',
      agreed: 'on',
      phone: '',
      company: '',
      timeline: '',
      website: '',
      elapsedMs: '4200',
    });
    expect(submissionFields(fromForm)).toEqual({
      fullName: 'Priya',
      email: 'priya@example.in',
      productName: 'Insulin Pen',
      quantity: 250,
      agreed: true,
    });
  });

  it.each([
    [{ fullName: ' ' }, 'fullName', leadMessages.fullNameRequired],
    [{ fullName: 'x'.repeat(121) }, 'fullName', leadMessages.nameTooLong],
    [{ email: '' }, 'email', leadMessages.emailRequired],
    [{ email: 'priya@' }, 'email', leadMessages.emailInvalid],
    [{ phone: 'call me' }, 'phone', leadMessages.phoneInvalid],
    [{ company: 'x'.repeat(161) }, 'company', leadMessages.companyTooLong],
    [{ productName: '' }, 'productName', leadMessages.productNameRequired],
    [{ productName: 'x'.repeat(161) }, 'productName', leadMessages.productNameTooLong],
    [{ quantity: '' }, 'quantity', leadMessages.quantityRequired],
    [{ quantity: '2.5' }, 'quantity', leadMessages.quantityInvalid],
    [{ quantity: 0 }, 'quantity', leadMessages.quantityInvalid],
    [{ quantity: 10_000_001 }, 'quantity', leadMessages.quantityInvalid],
    [{ requirements: 'x'.repeat(2001) }, 'requirements', leadMessages.requirementsTooLong],
    [{ timeline: 'someday' }, 'timeline', leadMessages.timelineInvalid],
    [{ agreed: false }, 'agreed', leadMessages.agreementRequired],
    [{ fullName: 'Pri\u0000ya' }, 'fullName', leadMessages.invalidCharacters],
    [{ fullName: 'Priya \u202Eydder' }, 'fullName', leadMessages.invalidCharacters],
    [{ productName: 'Glucose\u200BMeter' }, 'productName', leadMessages.invalidCharacters],
    [{ company: 'Sunrise\u2028Hospitals' }, 'company', leadMessages.invalidCharacters],
    [{ requirements: 'Deliver \u2067today\u2069' }, 'requirements', leadMessages.invalidCharacters],
    [{ extra: 'x' }, 'extra', 'Unknown field'],
  ])('refuses %o', (change, field, message) => {
    expect(errors(quoteRequestSchema, { ...quote, ...change })[field]).toBe(message);
  });
});

describe('contact message', () => {
  it.each([
    [{ name: '' }, 'name', leadMessages.nameRequired],
    [{ subject: '' }, 'subject', leadMessages.subjectRequired],
    [{ subject: 'x'.repeat(161) }, 'subject', leadMessages.subjectTooLong],
    [{ subject: 'Stock\u200Eist' }, 'subject', leadMessages.invalidCharacters],
    [{ message: '' }, 'message', leadMessages.messageRequired],
    [{ message: 'x'.repeat(5001) }, 'message', leadMessages.messageTooLong],
    [{ terms: undefined }, 'terms', leadMessages.termsRequired],
  ])('refuses %o', (change, field, message) => {
    expect(errors(contactMessageSchema, { ...contact, ...change })[field]).toBe(message);
  });

  it('keeps line breaks in the message', () => {
    expect(contactMessageSchema.parse({ ...contact, message: 'one\r\ntwo' }).message).toBe('one\r\ntwo');
  });
});

describe('newsletter subscription', () => {
  it('takes one address, lower-cased', () => {
    expect(newsletterSubscriptionSchema.parse({ email: 'A@B.IN' }).email).toBe('a@b.in');
    expect(errors(newsletterSubscriptionSchema, { email: '' }).email).toBe(leadMessages.emailRequired);
  });
});

describe('adverse-event report', () => {
  it('accepts a report with a phone number instead of an email address', () => {
    const parsed = adverseEventReportSchema.parse({
      ...report,
      reporterEmail: '',
      reporterPhone: '040 2345 6789',
    });
    expect(parsed.reporterEmail).toBeUndefined();
    expect(parsed.consentToContact).toBe(false);
  });

  it.each([
    [{ reporterEmail: '', reporterPhone: '' }, 'reporterEmail', leadMessages.reporterContactRequired],
    [{ reporterType: 'nurse' }, 'reporterType', leadMessages.reporterTypeInvalid],
    [{ productName: '' }, 'productName', leadMessages.aeProductRequired],
    [{ batchNumber: 'x'.repeat(61) }, 'batchNumber', leadMessages.batchNumberTooLong],
    [{ description: '' }, 'description', leadMessages.descriptionRequired],
    [{ startedOn: '2999-01-01' }, 'startedOn', leadMessages.startedOnInvalid],
    [{ startedOn: 'last week' }, 'startedOn', leadMessages.startedOnInvalid],
    [{ seriousness: 'mild' }, 'seriousness', leadMessages.seriousnessInvalid],
  ])('refuses %o', (change, field, message) => {
    expect(errors(adverseEventReportSchema, { ...report, ...change })[field]).toBe(message);
  });

  it('names the missing contact beside the other errors at once', () => {
    const shown = errors(adverseEventReportSchema, { reporterType: 'patient' });
    expect(shown).toMatchObject({
      reporterName: leadMessages.reporterNameRequired,
      reporterEmail: leadMessages.reporterContactRequired,
    });
  });
});

describe('references', () => {
  it('name the kind and the year, then a random part', () => {
    expect(formatReference('quote', 2026, '7K3M9PXD')).toBe('Q-2026-7K3M9PXD');
    expect(formatReference('adverse-event', 2026, '0ABCDEFG')).toBe('AE-2026-0ABCDEFG');
  });

  it('are recognised as typed, and the numbered ones given before stay valid', () => {
    expect(normalizeReference(' q-2026-7k3m9pxd ')).toBe('Q-2026-7K3M9PXD');
    expect(normalizeReference('Q-2026-000123')).toBe('Q-2026-000123');
    expect(normalizeReference('AE-2026-1234567')).toBe('AE-2026-1234567');
    for (const text of [
      'Q-2026-12',
      'X-2026-7K3M9PXD',
      'Q-2026-7K3M9PXI',
      'Q-26-7K3M9PXD',
      'priya@example.in',
    ]) {
      expect(normalizeReference(text), text).toBeUndefined();
    }
  });
});
