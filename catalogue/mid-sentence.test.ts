import { describe, expect, it } from 'vitest';
import { midSentence } from './mid-sentence.ts';

describe('a catalogue name inside a sentence', () => {
  it('lowercases words that are capitalised only as a title is', () => {
    expect(midSentence('Prescription Medicines', 'en')).toBe('prescription medicines');
    expect(midSentence('Film-Coated Tablet', 'en')).toBe('film-coated tablet');
    expect(midSentence('30 Tablets', 'en')).toBe('30 tablets');
  });

  it('keeps abbreviations and names with inner capitals as they are spelt', () => {
    expect(midSentence('OTC Products', 'en')).toBe('OTC products');
    expect(midSentence('Metered-Dose Inhaler (MDI)', 'en')).toBe('metered-dose inhaler (MDI)');
    expect(midSentence('HeartGuard CoQ10 Capsules', 'en')).toBe('HeartGuard CoQ10 capsules');
    expect(midSentence('Vitamin D3 Softgels', 'en')).toBe('vitamin D3 softgels');
    expect(midSentence('1 Monitor, 4 AA Batteries', 'en')).toBe('1 monitor, 4 AA batteries');
  });

  it('leaves scripts without case as they are, and their Latin abbreviations too', () => {
    expect(midSentence('OTC ఉత్పత్తులు', 'te')).toBe('OTC ఉత్పత్తులు');
    expect(midSentence('OTC उत्पाद', 'hi')).toBe('OTC उत्पाद');
  });
});
