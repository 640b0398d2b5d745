import { describe, expect, it } from 'vitest';
import { anyOf, anyOfFolded, makeSomeExpressions, normalizeMessage } from './keyword-matching.ts';

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

describe('making the expressions', () => {
  it('makes a list’s expression at its first need, or a few at a time when asked, matching the same either way', () => {
    // Whatever lists other modules declared are made first.
    while (makeSomeExpressions()) {
      /* another batch */
    }
    const early = anyOf(['chest pain']);
    const folded = anyOfFolded(['seene .. dard*']);
    const used = anyOf(['breathless']);
    expect(used(normalizeMessage('Breathless since morning'))).toBe(true);

    // Used, a list's expression is made: two are left, and a batch that has no time makes one.
    expect(makeSomeExpressions(0)).toBe(true);
    expect(makeSomeExpressions(0)).toBe(false);
    expect(early(normalizeMessage('my father has chest pain'))).toBe(true);
    expect(early(normalizeMessage('chest x-ray'))).toBe(false);
    expect(folded(normalizeMessage('sine me bahut dard'))).toBe(true);
    expect(anyOf([])('anything')).toBe(false);
    expect(makeSomeExpressions()).toBe(false);
  });
});
