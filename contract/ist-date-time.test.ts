import { describe, expect, it } from 'vitest';
import { istDateTime } from './ist-date-time.ts';

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
