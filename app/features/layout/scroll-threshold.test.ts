import { describe, expect, it } from 'vitest';
import { headerScrollThreshold, isScrolledPast } from './scroll-threshold.ts';

describe('isScrolledPast', () => {
  it('uses the 20 px threshold of the spec', () => {
    expect(headerScrollThreshold).toBe(20);
  });

  it('is false up to and including the threshold, true beyond it', () => {
    expect(isScrolledPast(0)).toBe(false);
    expect(isScrolledPast(20)).toBe(false);
    expect(isScrolledPast(20.5)).toBe(true);
    expect(isScrolledPast(21)).toBe(true);
  });

  it('accepts another threshold', () => {
    expect(isScrolledPast(50, 100)).toBe(false);
    expect(isScrolledPast(101, 100)).toBe(true);
  });
});
