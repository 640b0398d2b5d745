import { describe, expect, it } from 'vitest';
import { istDateTime, istDayStart } from './ist-date-time.ts';

describe('istDateTime', () => {
  it('writes a moment in India Standard Time, five and a half hours ahead of UTC', () => {
    expect(istDateTime('2026-11-25T16:17:00.000Z')).toBe('2026-11-25 21:47 IST');
    expect(istDateTime(new Date('2026-11-25T16:17:59.999Z'))).toBe('2026-11-25 21:47 IST');
  });

  it('moves to the next day, month and year when IST has passed midnight', () => {
    expect(istDateTime('2026-11-25T18:30:00.000Z')).toBe('2026-11-26 00:00 IST');
    expect(istDateTime('2026-12-31T20:00:00.000Z')).toBe('2027-01-01 01:30 IST');
  });

  it('reads an offset written into the text', () => {
    expect(istDateTime('2026-06-01T09:15:00+05:30')).toBe('2026-06-01 09:15 IST');
  });
});

describe('istDayStart', () => {
  it('is midnight in India, 18:30 UTC the day before', () => {
    expect(istDayStart('2026-11-25')).toBe('2026-11-24T18:30:00.000Z');
    expect(istDateTime(istDayStart('2026-11-25')!)).toBe('2026-11-25 00:00 IST');
  });

  it('counts days on across a month and a year', () => {
    expect(istDayStart('2026-12-31', 1)).toBe('2026-12-31T18:30:00.000Z');
  });

  it('refuses a day that does not exist or is written otherwise', () => {
    expect(istDayStart('2026-02-30')).toBeUndefined();
    expect(istDayStart('25/11/2026')).toBeUndefined();
    expect(istDayStart('')).toBeUndefined();
  });
});
