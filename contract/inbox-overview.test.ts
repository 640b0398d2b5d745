import { describe, expect, it } from 'vitest';
import {
  type CountedSubmission,
  istWeekOf,
  overviewStart,
  promiseRecord,
  promiseShareText,
  weeklyRecord,
} from './inbox-overview.ts';

// Wednesday 25 November 2026, 18:00 IST.
const now = new Date('2026-11-25T12:30:00.000Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 60 * 60 * 1000).toISOString();
const quote = (createdHoursAgo: number, replyAfterHours?: number): CountedSubmission => ({
  kind: 'quote',
  status: 'in-progress',
  createdAt: hoursAgo(createdHoursAgo),
  ...(replyAfterHours === undefined ? {} : { firstReplyAt: hoursAgo(createdHoursAgo - replyAfterHours) }),
});

describe('IST weeks', () => {
  it('start on Monday at midnight in India', () => {
    expect(istWeekOf(now)).toBe('2026-11-23');
    // Sunday 29 November, 23:59 IST is still that week; Monday 00:00 IST starts the next.
    expect(istWeekOf(new Date('2026-11-29T18:29:00.000Z'))).toBe('2026-11-23');
    expect(istWeekOf(new Date('2026-11-29T18:30:00.000Z'))).toBe('2026-11-30');
  });

  it('go back 12 weeks, the current one included', () => {
    expect(overviewStart(now).toISOString()).toBe('2026-09-06T18:30:00.000Z');
    const weeks = weeklyRecord([], now);
    expect(weeks).toHaveLength(12);
    expect(weeks[0]!.weekOf).toBe('2026-09-07');
    expect(weeks[11]!.weekOf).toBe('2026-11-23');
  });
});

describe('the promise record', () => {
  it('counts what came due in the last 30 days and how much of it had its first reply within 24 hours', () => {
    const record = promiseRecord(
      [
        quote(30, 2), // in time
        quote(30, 24), // exactly 24 hours: in time
        quote(48, 25), // late
        quote(72), // never answered
        quote(10), // not yet due
        quote(31 * 24, 1), // before the 30 days
        { ...quote(40), status: 'spam' },
        { kind: 'newsletter', status: 'new', createdAt: hoursAgo(40) },
        { kind: 'adverse-event', status: 'handled', createdAt: hoursAgo(100), firstReplyAt: hoursAgo(99) },
      ],
      now,
    );
    expect(record).toEqual({ due: 5, answeredInTime: 3 });
    expect(promiseShareText(record)).toBe('60% (3 of 5)');
    expect(promiseShareText({ due: 0, answeredInTime: 0 })).toBeNull();
  });
});

describe('the weekly record', () => {
  it('counts arrivals per week and takes the median of the first replies, null when none', () => {
    const weeks = weeklyRecord(
      [
        quote(1, 0.5),
        quote(2, 1),
        quote(3, 3),
        { kind: 'newsletter', status: 'new', createdAt: hoursAgo(4) },
      ],
      now,
    );
    expect(weeks[11]).toEqual({ weekOf: '2026-11-23', received: 4, medianFirstReplyMinutes: 60 });
    expect(weeklyRecord([quote(1, 0.5), quote(2, 1)], now)[11]!.medianFirstReplyMinutes).toBe(45);
    expect(weeks[10]).toEqual({ weekOf: '2026-11-16', received: 0, medianFirstReplyMinutes: null });
  });
});
