import { describe, expect, it } from 'vitest';
import { formFieldErrors, parsePrice, validateTabletForm } from './tablet-form-values.ts';

describe('parsePrice', () => {
  it('reads numbers and counts empty or non-numeric text as 0', () => {
    expect(parsePrice('12.5')).toBe(12.5);
    expect(parsePrice(' 7 ')).toBe(7);
    expect(parsePrice('')).toBe(0);
    expect(parsePrice('   ')).toBe(0);
    expect(parsePrice('abc')).toBe(0);
    expect(parsePrice('Infinity')).toBe(0);
  });
});

describe('validateTabletForm', () => {
  it('gives the trimmed input when every rule holds', () => {
    expect(
      validateTabletForm({ name: ' Dolo 650 ', genericName: 'Paracetamol', price: '30.50', description: '' }),
    ).toEqual({ ok: true, input: { name: 'Dolo 650', genericName: 'Paracetamol', price: 30.5 } });
  });

  it('keeps a description', () => {
    const result = validateTabletForm({
      name: 'A',
      genericName: 'B',
      price: '1',
      description: ' For fever ',
    });
    expect(result).toEqual({
      ok: true,
      input: { name: 'A', genericName: 'B', price: 1, description: 'For fever' },
    });
  });

  it('reports the spec messages for blank names and a missing price', () => {
    expect(validateTabletForm({ name: '  ', genericName: '', price: '', description: '' })).toEqual({
      ok: false,
      errors: {
        name: 'Medicine name is required',
        genericName: 'Generic name is required',
        price: 'Price must be greater than 0',
      },
    });
  });

  it('rejects zero, negative and non-numeric prices with the spec message', () => {
    for (const price of ['0', '-5', 'abc']) {
      const result = validateTabletForm({ name: 'A', genericName: 'B', price, description: '' });
      expect(result).toEqual({ ok: false, errors: { price: 'Price must be greater than 0' } });
    }
  });

  it('applies the shared limits', () => {
    const result = validateTabletForm({ name: 'A', genericName: 'B', price: '1.005', description: '' });
    expect(result).toEqual({ ok: false, errors: { price: 'Price can have at most 2 decimal places' } });
  });
});

describe('formFieldErrors', () => {
  it('keeps only the fields the form has', () => {
    expect(formFieldErrors({ name: 'Too long', version: 'version is required', _root: 'x' })).toEqual({
      name: 'Too long',
    });
    expect(formFieldErrors(undefined)).toEqual({});
  });
});
