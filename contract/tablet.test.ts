import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from './api-error.ts';
import {
  hasAtMostTwoDecimals,
  paiseToRupees,
  rupeesToPaise,
  tabletInputSchema,
  tabletMessages,
  tabletPriceSchema,
  tabletUpdateSchema,
} from './tablet.ts';

const valid = { name: 'Paracetamol 650 mg', genericName: 'Paracetamol', price: 30.91 };

function errorsOf(body: unknown): Record<string, string> {
  const result = tabletInputSchema.safeParse(body);
  if (result.success) throw new Error('expected the body to be rejected');
  return fieldErrors(result.error);
}

describe('tabletInputSchema', () => {
  it('accepts a valid tablet and trims its text', () => {
    const parsed = tabletInputSchema.parse({
      name: '  Azithromycin 500 mg ',
      genericName: '\tAzithromycin\n',
      price: 71.5,
      description: '  Strip of 3 tablets.  ',
    });
    expect(parsed).toEqual({
      name: 'Azithromycin 500 mg',
      genericName: 'Azithromycin',
      price: 71.5,
      description: 'Strip of 3 tablets.',
    });
  });

  it('treats a blank or null description as none', () => {
    expect(tabletInputSchema.parse({ ...valid, description: '   ' }).description).toBeUndefined();
    expect(tabletInputSchema.parse({ ...valid, description: null }).description).toBeUndefined();
    expect('description' in tabletInputSchema.parse(valid)).toBe(false);
  });

  it.each([
    [{ ...valid, name: '' }, 'name', tabletMessages.nameRequired],
    [{ ...valid, name: '   ' }, 'name', tabletMessages.nameRequired],
    [{ genericName: 'x', price: 1 }, 'name', tabletMessages.nameRequired],
    [{ ...valid, name: 42 }, 'name', tabletMessages.nameRequired],
    [{ ...valid, name: 'n'.repeat(121) }, 'name', tabletMessages.nameTooLong],
    [{ ...valid, name: 'Para\u0000cetamol' }, 'name', tabletMessages.invalidCharacters],
    [{ ...valid, name: 'Para\ncetamol' }, 'name', tabletMessages.invalidCharacters],
    [{ ...valid, name: 'Lone \ud800 surrogate' }, 'name', tabletMessages.invalidCharacters],
    [{ ...valid, name: 'Dolo \u202E056' }, 'name', tabletMessages.invalidCharacters],
    [{ ...valid, genericName: 'Para\u200Bcetamol' }, 'genericName', tabletMessages.invalidCharacters],
    [{ ...valid, genericName: ' ' }, 'genericName', tabletMessages.genericNameRequired],
    [{ ...valid, genericName: 'g'.repeat(121) }, 'genericName', tabletMessages.genericNameTooLong],
    [{ ...valid, price: 0 }, 'price', tabletMessages.priceMin],
    [{ ...valid, price: -5 }, 'price', tabletMessages.priceMin],
    [{ ...valid, price: Number.MIN_VALUE }, 'price', tabletMessages.priceMin],
    [{ ...valid, price: 0.004 }, 'price', tabletMessages.priceMin],
    [{ ...valid, price: 10_000_000.01 }, 'price', tabletMessages.priceMax],
    [{ ...valid, price: 1.005 }, 'price', tabletMessages.priceDecimals],
    [{ ...valid, price: '12' }, 'price', tabletMessages.priceType],
    [{ ...valid, price: Number.NaN }, 'price', tabletMessages.priceType],
    [{ ...valid, price: Number.POSITIVE_INFINITY }, 'price', tabletMessages.priceType],
    [{ name: 'a', genericName: 'b' }, 'price', tabletMessages.priceType],
    [{ ...valid, description: 'd'.repeat(2001) }, 'description', tabletMessages.descriptionTooLong],
    [{ ...valid, description: 5 }, 'description', tabletMessages.descriptionType],
    [{ ...valid, description: 'bell \u0007' }, 'description', tabletMessages.invalidCharacters],
    [{ ...valid, id: 'x' }, 'id', 'Unknown field'],
  ])('rejects %j with the message on %s', (body, field, message) => {
    expect(errorsOf(body)[field]).toBe(message);
  });

  it('allows line breaks and tabs in the description', () => {
    expect(tabletInputSchema.parse({ ...valid, description: 'Line one\n\tLine two' }).description).toBe(
      'Line one\n\tLine two',
    );
  });

  it('accepts the limits themselves', () => {
    const parsed = tabletInputSchema.parse({
      name: 'n'.repeat(120),
      genericName: 'g'.repeat(120),
      price: 10_000_000,
      description: 'd'.repeat(2000),
    });
    expect(parsed.price).toBe(10_000_000);
    expect(tabletInputSchema.parse({ ...valid, price: 0.01 }).price).toBe(0.01);
  });

  it('reports every failing field at once, under _root for a body that is not an object', () => {
    expect(errorsOf({ name: '', genericName: '', price: 0 })).toEqual({
      name: tabletMessages.nameRequired,
      genericName: tabletMessages.genericNameRequired,
      price: tabletMessages.priceMin,
    });
    expect(Object.keys(errorsOf(['a']))).toEqual(['_root']);
    expect(Object.keys(errorsOf('text'))).toEqual(['_root']);
  });
});

describe('tabletUpdateSchema', () => {
  it('takes an optional positive whole version', () => {
    expect(tabletUpdateSchema.parse({ ...valid, version: 3 }).version).toBe(3);
    expect('version' in tabletUpdateSchema.parse(valid)).toBe(false);
    for (const version of [0, -1, 1.5, '2', null, 2 ** 31, 1e15]) {
      const result = tabletUpdateSchema.safeParse({ ...valid, version });
      expect(result.success).toBe(false);
      if (!result.success) expect(fieldErrors(result.error).version).toBe(tabletMessages.versionInvalid);
    }
  });
});

describe('tabletPriceSchema as JSON Schema', () => {
  const jsonSchema = z.toJSONSchema(tabletPriceSchema, { io: 'input' });

  it('states the 2-decimal rule as multipleOf, with the limits', () => {
    expect(jsonSchema).toMatchObject({
      type: 'number',
      minimum: 0.01,
      maximum: 10_000_000,
      multipleOf: 0.01,
    });
  });

  it('refuses the schema-valid-looking 1175265.9912645377 in the contract itself', () => {
    expect(tabletPriceSchema.safeParse(1175265.9912645377).success).toBe(false);
    for (const price of [30.91, 0.07, 0.1 + 0.2, 1175265.99])
      expect(tabletPriceSchema.parse(price)).toBe(price);
  });
});

describe('money', () => {
  it('keeps amounts with 2 decimals exact through paise', () => {
    expect(paiseToRupees(rupeesToPaise(119.9))).toBe(119.9);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(paiseToRupees(rupeesToPaise(10_000_000))).toBe(10_000_000);
  });

  it('tells 2-decimal amounts from finer ones despite float noise', () => {
    expect(hasAtMostTwoDecimals(0.1 + 0.2)).toBe(true);
    expect(hasAtMostTwoDecimals(119.9)).toBe(true);
    expect(hasAtMostTwoDecimals(9_999_999.99)).toBe(true);
    expect(hasAtMostTwoDecimals(0.001)).toBe(false);
    expect(hasAtMostTwoDecimals(2.345)).toBe(false);
  });
});
