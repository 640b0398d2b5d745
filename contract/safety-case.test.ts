import { describe, expect, it } from 'vitest';
import { safetyCaseUpdateSchema } from './safety-case-assessment.ts';
import { todayInIst } from './ist-date-time.ts';
import { initialSafetyCase, reportingClock, reportingClockText } from './safety-case.ts';

// 25 November 2026, 10:00 IST.
const now = new Date('2026-11-25T04:30:00.000Z');
const serious = { criteria: ['hospitalisation' as const], dayZero: '2026-11-20', assessed: true };

describe('a drug-safety case', () => {
  it('starts from the reporter’s answer, with day 0 the day it arrived in India', () => {
    expect(initialSafetyCase({ seriousness: 'hospitalised' }, '2026-11-24T19:00:00.000Z')).toEqual({
      criteria: ['hospitalisation'],
      dayZero: '2026-11-25',
      assessed: false,
    });
    expect(initialSafetyCase({ seriousness: 'medical-care' }, '2026-11-24T10:00:00.000Z').criteria).toEqual(
      [],
    );
    expect(initialSafetyCase({ seriousness: 'unknown' }, '2026-11-24T10:00:00.000Z').criteria).toEqual([]);
  });

  it('gives a serious case 15 calendar days from day 0, then counts the days over', () => {
    expect(reportingClock(serious, now)).toEqual({ state: 'running', dueOn: '2026-12-05', daysLeft: 10 });
    expect(reportingClockText(reportingClock(serious, now))).toBe(
      'Report to the regulator by 2026-12-05: 10 days left.',
    );
    const lastDay = reportingClock(serious, new Date('2026-12-05T18:30:00.000Z'));
    expect(lastDay).toEqual({ state: 'overdue', dueOn: '2026-12-05', daysOver: 1 });
    expect(reportingClock(serious, new Date('2026-12-05T12:00:00.000Z'))).toMatchObject({ daysLeft: 0 });
    expect(reportingClockText(lastDay)).toBe('Overdue: the report was due by 2026-12-05, 1 day ago.');
  });

  it('stops the clock once reported to PvPI, saying whether it was in time', () => {
    const reported = { ...serious, pvpi: { reportedOn: '2026-12-07', reference: 'PvPI/2026/0412' } };
    expect(reportingClockText(reportingClock(reported, now))).toBe(
      'Reported to PvPI on 2026-12-07, reference PvPI/2026/0412, after the 15 days.',
    );
    expect(
      reportingClock({ ...reported, pvpi: { ...reported.pvpi, reportedOn: '2026-12-01' } }, now),
    ).toMatchObject({
      state: 'reported',
      inTime: true,
    });
    expect(reportingClock({ criteria: [], dayZero: '2026-11-20', assessed: true }, now)).toEqual({
      state: 'not-serious',
    });
  });

  it('is assessed with past dates only, PvPI date and reference together, never before day 0', () => {
    const today = todayInIst(new Date());
    const parsed = safetyCaseUpdateSchema.parse({
      criteria: ['medically-important', 'death', 'death'],
      dayZero: today,
    });
    expect(parsed.criteria).toEqual(['death', 'medically-important']);
    expect(safetyCaseUpdateSchema.safeParse({ criteria: [], dayZero: '2999-01-01' }).success).toBe(false);
    expect(
      safetyCaseUpdateSchema.safeParse({ criteria: [], dayZero: '2026-11-01', pvpiReportedOn: '2026-11-02' })
        .success,
    ).toBe(false);
    expect(
      safetyCaseUpdateSchema.safeParse({
        criteria: ['death'],
        dayZero: '2026-11-10',
        pvpiReportedOn: '2026-11-09',
        pvpiReference: 'PvPI/1',
      }).success,
    ).toBe(false);
    expect(safetyCaseUpdateSchema.safeParse({ criteria: ['fever'], dayZero: '2026-11-10' }).success).toBe(
      false,
    );
  });
});
