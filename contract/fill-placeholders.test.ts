import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './fill-placeholders.ts';

describe('filling a text’s placeholders', () => {
  it('puts each word in its place and leaves a placeholder it is not given as written', () => {
    expect(
      fillPlaceholders('Class {recallClass} recall of {product}', {
        recallClass: 'I',
        product: 'NeuroVital',
      }),
    ).toBe('Class I recall of NeuroVital');
    expect(fillPlaceholders('Wait {wait}, or call {phone}.', { wait: 'a minute' })).toBe(
      'Wait a minute, or call {phone}.',
    );
  });

  it('keeps a word as it is, even one that looks like a replacement pattern', () => {
    expect(fillPlaceholders('{product} recalled', { product: 'Brand $& Co $1' })).toBe(
      'Brand $& Co $1 recalled',
    );
  });
});
