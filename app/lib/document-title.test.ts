import { describe, expect, it } from 'vitest';
import { displayedLength, documentTitle } from './document-title.ts';

describe('documentTitle', () => {
  it('names the company in full when the title fits in 60 characters', () => {
    expect(documentTitle('Our Services')).toBe('Our Services | Aarogya Life Sciences');
  });

  it('takes the short company name when only that fits', () => {
    const title = documentTitle('Vitamin D3 60,000 IU Softgel Capsules');
    expect(title).toBe('Vitamin D3 60,000 IU Softgel Capsules | Aarogya');
    expect(title.length).toBeLessThanOrEqual(60);
  });

  it('keeps the full name when even the short one would not fit', () => {
    const long = 'A page title that is far too long to fit in sixty characters';
    expect(documentTitle(long)).toBe(`${long} | Aarogya Life Sciences`);
  });

  it('counts what a reader sees: a Hindi name whose vowel signs join their letters keeps its place', () => {
    const hindi = { name: 'आरोग्य लाइफ़ साइंसेज़', shortName: 'Aarogya' };
    expect(hindi.name.length).toBe(21);
    expect(displayedLength(hindi.name)).toBe(12);
    expect(documentTitle('Vitamin D3 60,000 IU Softgel Capsules', hindi)).toBe(
      'Vitamin D3 60,000 IU Softgel Capsules | आरोग्य लाइफ़ साइंसेज़',
    );
  });
});
