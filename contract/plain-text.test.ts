import { describe, expect, it } from 'vitest';
import { isPlainText } from './plain-text.ts';

const singleLine = { multiline: false };
const multiline = { multiline: true };

describe('isPlainText', () => {
  it('keeps names in any script, with the joiners Indic conjuncts need', () => {
    for (const name of [
      'Priya Reddy',
      'Ravi Kumar, Sunrise Hospitals (Secunderabad)',
      'ప్రియ రెడ్డి',
      'प्रिया रेड्डी',
      'क्\u200Dष', // a half form: ZWJ after the Devanagari virama
      'ర్\u200Cర', // ZWNJ after the Telugu virama
      'محمد علي',
      'Crème brûlée – 500 mg',
    ]) {
      expect(isPlainText(name, singleLine), name).toBe(true);
    }
  });

  it.each([
    ['a right-to-left override', 'Invoice \u202Efdp.exe'],
    ['a left-to-right embedding', 'Ravi \u202AKumar\u202C'],
    ['a right-to-left isolate', 'Ravi \u2067Kumar\u2069'],
    ['a first-strong isolate', '\u2068Kumar'],
  ])('refuses %s anywhere', (_case, text) => {
    expect(isPlainText(text, singleLine)).toBe(false);
    expect(isPlainText(text, multiline)).toBe(false);
  });

  it.each([
    ['a zero-width space', 'Pri\u200Bya'],
    ['a zero-width joiner after a Latin letter', 'Pri\u200Dya'],
    ['a zero-width non-joiner at the start', '\u200CPriya'],
    ['a right-to-left mark', 'Priya\u200F'],
    ['a line separator', 'Priya\u2028Reddy'],
    ['a paragraph separator', 'Priya\u2029Reddy'],
    ['a word joiner', 'Pri\u2060ya'],
    ['a byte-order mark', '\uFEFFPriya'],
    ['a soft hyphen', 'Pri\u00ADya'],
    ['a line break', 'Priya\nReddy'],
    ['a tab', 'Priya\tReddy'],
  ])('refuses %s in a single-line field', (_case, text) => {
    expect(isPlainText(text, singleLine)).toBe(false);
  });

  it('allows line breaks and tabs in a multi-line field, but no other control characters', () => {
    expect(isPlainText('Delivery to Secunderabad.\r\nInvoice with GST.\tThanks', multiline)).toBe(true);
    for (const text of ['bell \u0007', 'NUL \u0000', 'DEL \u007F', 'C1 \u0085', 'lone \uD800']) {
      expect(isPlainText(text, multiline), JSON.stringify(text)).toBe(false);
    }
  });
});
