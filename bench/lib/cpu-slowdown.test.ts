import { describe, expect, it } from 'vitest';
import { calibratedSlowdown } from './cpu-slowdown.ts';

describe('calibratedSlowdown', () => {
  it('gives Lighthouse’s default 4× for the desktop its mobile profile was set for', () => {
    expect(calibratedSlowdown(1533)).toBe(4);
  });

  it('follows the guide’s anchors, and the line through them between', () => {
    expect(calibratedSlowdown(2000)).toBe(6);
    expect(calibratedSlowdown(1300)).toBe(3);
    expect(calibratedSlowdown(1050)).toBe(2.5);
    expect(calibratedSlowdown(800)).toBe(2);
  });

  it('slows a faster machine down more, and does not slow one already as slow as a phone', () => {
    expect(calibratedSlowdown(2900)).toBe(9.9);
    expect(calibratedSlowdown(600)).toBe(1);
  });

  it('refuses what is not an index', () => {
    expect(() => calibratedSlowdown(Number.NaN)).toThrow(RangeError);
    expect(() => calibratedSlowdown(0)).toThrow(RangeError);
  });
});
