import { describe, expect, it } from 'vitest';
import {
  emptyQuoteForm,
  firstInvalidField,
  quoteMessages,
  type QuoteFormValues,
  validateQuoteRequest,
} from './quote-request.ts';

const valid: QuoteFormValues = {
  ...emptyQuoteForm('Glucose Meter'),
  fullName: 'Priya Reddy',
  email: 'priya@example.in',
  quantity: '250',
  agreed: true,
};

const errorsOf = (values: QuoteFormValues) => {
  const result = validateQuoteRequest(values);
  return result.ok ? {} : result.errors;
};

describe('validateQuoteRequest', () => {
  it('accepts the required fields alone, the optional ones left empty', () => {
    const result = validateQuoteRequest(valid);
    expect(result).toEqual({
      ok: true,
      request: {
        fullName: 'Priya Reddy',
        email: 'priya@example.in',
        phone: '',
        company: '',
        productName: 'Glucose Meter',
        quantity: 250,
        requirements: '',
        timeline: '',
        agreed: true,
      },
    });
  });

  it('accepts every optional field filled in, trimming the texts', () => {
    const result = validateQuoteRequest({
      ...valid,
      fullName: '  Priya Reddy ',
      phone: '+91 98480 22338',
      company: 'Sunrise Hospitals',
      requirements: 'Monthly deliveries to Secunderabad',
      timeline: 'within-1-month',
    });
    expect(result.ok && result.request).toMatchObject({
      fullName: 'Priya Reddy',
      company: 'Sunrise Hospitals',
      timeline: 'within-1-month',
    });
  });

  it('names every missing required field, and only those', () => {
    expect(errorsOf(emptyQuoteForm())).toEqual({
      fullName: quoteMessages.fullNameRequired,
      email: quoteMessages.emailRequired,
      productName: quoteMessages.productNameRequired,
      quantity: quoteMessages.quantityRequired,
      agreed: quoteMessages.agreementRequired,
    });
  });

  it('treats blank text as missing', () => {
    expect(errorsOf({ ...valid, fullName: '   ', productName: '\t' })).toEqual({
      fullName: quoteMessages.fullNameRequired,
      productName: quoteMessages.productNameRequired,
    });
  });

  it.each(['priya', 'priya@', '@example.in', 'priya@example', 'priya example@in.com'])(
    'rejects the email %s',
    (email) => {
      expect(errorsOf({ ...valid, email })).toEqual({ email: quoteMessages.emailInvalid });
    },
  );

  it.each(['0', '-3', '2.5', 'ten', '1e3'])('rejects the quantity %s', (quantity) => {
    expect(errorsOf({ ...valid, quantity })).toEqual({ quantity: quoteMessages.quantityInvalid });
  });

  it('accepts a quantity of 1', () => {
    expect(validateQuoteRequest({ ...valid, quantity: '1' }).ok).toBe(true);
  });

  it('rejects a timeline that is not one of the options', () => {
    expect(errorsOf({ ...valid, timeline: 'yesterday' })).toHaveProperty('timeline');
  });
});

describe('firstInvalidField', () => {
  it('follows the order of the fields on the page', () => {
    expect(firstInvalidField({ agreed: 'x', quantity: 'y', email: 'z' })).toBe('email');
    expect(firstInvalidField({})).toBeUndefined();
  });
});
