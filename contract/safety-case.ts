import './zod-setup.ts';
import { z } from 'zod';
import { todayInIst } from './ist-date-time.ts';
import type { SubmissionFields } from './lead-fields.ts';

/** An adverse-event report as a drug-safety case: its seriousness, its day 0 and its reporting clock. */

/** What makes a case serious, as ICH E2A defines it. */
export const seriousnessCriteria = [
  'death',
  'life-threatening',
  'hospitalisation',
  'disability',
  'congenital-anomaly',
  'medically-important',
] as const;
export type SeriousnessCriterion = (typeof seriousnessCriteria)[number];

export const seriousnessCriterionLabels: Record<SeriousnessCriterion, string> = {
  death: 'Results in death',
  'life-threatening': 'Life-threatening',
  hospitalisation: 'Hospitalisation, or a longer stay',
  disability: 'Persistent or significant disability or incapacity',
  'congenital-anomaly': 'Congenital anomaly or birth defect',
  'medically-important': 'Otherwise medically important',
};

/**
 * Calendar days from day 0 within which a serious case is reported to the regulator. Source: New
 * Drugs and Clinical Trials Rules 2019 and the PvPI guidance for marketing authorisation holders
 * (serious adverse reactions within 15 calendar days of first knowledge); check the current guidance
 * when it changes, here and nowhere else.
 */
export const seriousReportDays = 15;

/**
 * The reporter's own answer to "How serious was it?", read as the first assessment until drug
 * safety assesses the case: "Needed medical care" and "Not sure" name no criterion by themselves.
 */
const criteriaFromReporter: Readonly<Record<string, readonly SeriousnessCriterion[]>> = {
  death: ['death'],
  'life-threatening': ['life-threatening'],
  hospitalised: ['hospitalisation'],
  disability: ['disability'],
};

export const safetyCaseSchema = z.object({
  criteria: z.array(z.enum(seriousnessCriteria)).meta({
    description: 'The ICH E2A criteria the case meets; none: not serious.',
  }),
  dayZero: z.iso.date().meta({ description: 'The day the company first knew of it (IST).' }),
  assessed: z.boolean().meta({
    description: 'False while the case still shows the reporter’s own answer and the day it arrived.',
  }),
  pvpi: z
    .object({ reportedOn: z.iso.date(), reference: z.string() })
    .optional()
    .meta({ description: 'When and under which reference it was reported to PvPI.' }),
});

export type SafetyCase = z.infer<typeof safetyCaseSchema>;

/** The case as it stands before drug safety assesses it: the reporter's answer, day 0 the day it arrived. */
export function initialSafetyCase(fields: SubmissionFields, createdAt: string): SafetyCase {
  return {
    criteria: [...(criteriaFromReporter[String(fields.seriousness)] ?? [])],
    dayZero: todayInIst(new Date(createdAt)),
    assessed: false,
  };
}

const dayMs = 24 * 60 * 60 * 1000;

/** Days from one date to another (both YYYY-MM-DD). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);
}

export type ReportingClock =
  | { state: 'not-serious' }
  | { state: 'reported'; reportedOn: string; reference: string; inTime: boolean }
  | { state: 'running'; dueOn: string; daysLeft: number }
  | { state: 'overdue'; dueOn: string; daysOver: number };

/** Where a case stands against the 15 calendar days a serious case has to reach the regulator. */
export function reportingClock(safetyCase: SafetyCase, now: Date): ReportingClock {
  if (safetyCase.criteria.length === 0 && !safetyCase.pvpi) return { state: 'not-serious' };
  const dueOn = new Date(Date.parse(`${safetyCase.dayZero}T00:00:00Z`) + seriousReportDays * dayMs)
    .toISOString()
    .slice(0, 10);
  if (safetyCase.pvpi)
    return {
      state: 'reported',
      reportedOn: safetyCase.pvpi.reportedOn,
      reference: safetyCase.pvpi.reference,
      inTime: safetyCase.pvpi.reportedOn <= dueOn,
    };
  const daysLeft = daysBetween(todayInIst(now), dueOn);
  return daysLeft >= 0
    ? { state: 'running', dueOn, daysLeft }
    : { state: 'overdue', dueOn, daysOver: -daysLeft };
}

/** "Report to the regulator by 2026-12-10: 15 days left", and the like, for screens and print. */
export function reportingClockText(clock: ReportingClock): string {
  switch (clock.state) {
    case 'not-serious':
      return 'Not serious: no 15-day report is due.';
    case 'reported':
      return `Reported to PvPI on ${clock.reportedOn}, reference ${clock.reference}${clock.inTime ? '.' : ', after the 15 days.'}`;
    case 'running':
      return `Report to the regulator by ${clock.dueOn}: ${clock.daysLeft} ${clock.daysLeft === 1 ? 'day' : 'days'} left.`;
    case 'overdue':
      return `Overdue: the report was due by ${clock.dueOn}, ${clock.daysOver} ${clock.daysOver === 1 ? 'day' : 'days'} ago.`;
  }
}
