import { describe, expect, it } from 'vitest';
import { anyOf, anyOfFolded, normalizeMessage } from './keyword-matching.ts';

const matches = (patterns: string[], message: string) => anyOf(patterns)(normalizeMessage(message));

describe('a pattern list', () => {
  it('finds a word only whole, in Latin, Telugu and Devanagari', () => {
    expect(matches(['hi'], 'hi there')).toBe(true);
    expect(matches(['hi'], 'this is it')).toBe(false);
    expect(matches(['hi'], 'naïvehi')).toBe(false);
    expect(matches(['ధర'], 'ధరలు ఎంత')).toBe(false);
    expect(matches(['ధర*'], 'ధరలు ఎంత')).toBe(true);
    expect(matches(['दर्द'], 'दर्दनाक')).toBe(false);
  });

  it('ends a word at a danda, a question mark or an emoji, not at a vowel sign or a joiner', () => {
    expect(matches(['दर्द'], 'सीने में दर्द।')).toBe(true);
    expect(matches(['दर्द'], 'दर्द?')).toBe(true);
    expect(matches(['pain'], 'pain🙂')).toBe(true);
    expect(matches(['నొప్పి'], 'నొప్పిగా')).toBe(false);
    expect(matches(['ఒరిజినల్'], 'ఒరిజినల్\u200Cనా')).toBe(false);
  });

  it('takes any ending after a star, phrases across spaces and hyphens, and up to three words in a gap', () => {
    expect(matches(['complain*'], 'I want to complain, complaints!')).toBe(true);
    expect(matches(['chest pain'], 'chest-pain since morning')).toBe(true);
    expect(matches(['सीने .. दर्द*'], 'सीने में बहुत तेज़ दर्द')).toBe(true);
    expect(matches(['सीने .. दर्द*'], 'सीने में आज बहुत तेज़ दर्द')).toBe(false);
  });

  it('matches any pattern of a long list, and nothing for an empty one', () => {
    const many = Array.from({ length: 2_000 }, (_, index) => `word${index}`);
    expect(matches([...many, 'needle*'], 'a needles haystack')).toBe(true);
    expect(matches(many, 'word2000')).toBe(false);
    expect(matches([], 'anything')).toBe(false);
  });
});

describe('a folded pattern list', () => {
  it('finds the spellings people vary: vowel length, nasal marks, doubled letters, punctuation', () => {
    const emergency = anyOfFolded(['सीने में दर्द', 'seene me dard', 'chaathi noppi']);
    expect(emergency(normalizeMessage('सीने मे दर्द।'))).toBe(true);
    expect(emergency(normalizeMessage('sine me dard'))).toBe(true);
    expect(emergency(normalizeMessage('chathi nopi!!'))).toBe(true);
    expect(emergency(normalizeMessage('machine me dard'))).toBe(false);
  });
});
