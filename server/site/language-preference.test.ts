import { describe, expect, it } from 'vitest';
import { preferredLanguages } from './language-preference.ts';

describe('preferredLanguages', () => {
  it('orders the languages of an Accept-Language header by weight, then by place', () => {
    expect(preferredLanguages('en-IN,te;q=0.9,hi;q=0.9')).toEqual(['en', 'te', 'hi']);
    expect(preferredLanguages('hi;q=0.5, te-IN;q=0.8, en;q=0.1')).toEqual(['te', 'hi', 'en']);
    expect(preferredLanguages('te;q=0, en')).toEqual(['en']);
    expect(preferredLanguages('*')).toEqual(['*']);
    expect(preferredLanguages(undefined)).toEqual([]);
    expect(preferredLanguages('te;q=nonsense,hi')).toEqual(['hi']);
  });
});
