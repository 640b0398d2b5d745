import './zod-setup.ts';
import { z } from 'zod';
import { defineEndpoint, staffOnly } from './endpoint.ts';
import { inboxTags } from './inbox.ts';
import { replyDueAt } from './inbox-replies.ts';
import { type LeadKind, type LeadStatus, leadKinds } from './lead-fields.ts';

/** The staff home's overview: what waits, and whether the promise of a reply within 24 hours is kept. */

/** The days over which the share of submissions answered in time is measured. */
export const promiseWindowDays = 30;
/** The weeks the chart shows, the current one last. */
export const overviewWeeks = 12;

const count = z.int().nonnegative();

export const kindWorkloadSchema = z.object({
  kind: z.enum(leadKinds),
  new: count.meta({ description: 'Submissions whose status is still new.' }),
  overdue: count.meta({ description: 'New or in progress, unanswered, and past the promised 24 hours.' }),
});

export const promiseRecordSchema = z.object({
  due: count.meta({
    description:
      'Submissions received in the last 30 days that ask for a reply, whose 24 hours have passed, not marked spam.',
  }),
  answeredInTime: count.meta({ description: 'Of those, the ones whose first reply came within 24 hours.' }),
});

export const overviewWeekSchema = z.object({
  weekOf: z.iso.date().meta({ description: 'The Monday the week starts on, in IST.' }),
  received: count.meta({ description: 'Submissions received that week (every kind the caller handles).' }),
  medianFirstReplyMinutes: z.number().nonnegative().nullable().meta({
    description:
      'The median time to the first reply of that week’s answered submissions; null: none answered.',
  }),
});

export const inboxOverviewSchema = z.object({
  generatedAt: z.iso.datetime(),
  kinds: z.array(kindWorkloadSchema).meta({ description: 'The kinds the caller handles.' }),
  promise: promiseRecordSchema,
  weeks: z
    .array(overviewWeekSchema)
    .length(overviewWeeks)
    .meta({ description: 'The last 12 weeks, oldest first.' }),
});

export type InboxOverview = z.infer<typeof inboxOverviewSchema>;
export type OverviewWeek = z.infer<typeof overviewWeekSchema>;

/** A submission as the overview counts it. */
export interface CountedSubmission {
  kind: LeadKind;
  status: LeadStatus;
  createdAt: string;
  firstReplyAt?: string;
}

const dayMs = 24 * 60 * 60 * 1000;
const istOffsetMs = (5 * 60 + 30) * 60 * 1000;

/** The Monday (IST) of the week holding `moment`, as YYYY-MM-DD. */
export function istWeekOf(moment: Date): string {
  const ist = new Date(moment.getTime() + istOffsetMs);
  const sinceMonday = (ist.getUTCDay() + 6) % 7;
  return new Date(ist.getTime() - sinceMonday * dayMs).toISOString().slice(0, 10);
}

/** The first moment of the oldest week the overview shows. */
export function overviewStart(now: Date): Date {
  const monday = Date.parse(`${istWeekOf(now)}T00:00:00.000Z`) - istOffsetMs;
  return new Date(monday - (overviewWeeks - 1) * 7 * dayMs);
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = values.toSorted((first, second) => first - second);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The promise record of the last 30 days, from the submissions received since `overviewStart`. */
export function promiseRecord(submissions: readonly CountedSubmission[], now: Date) {
  const since = now.getTime() - promiseWindowDays * dayMs;
  let due = 0;
  let answeredInTime = 0;
  for (const submission of submissions) {
    const dueAt = replyDueAt(submission.kind, submission.createdAt);
    if (!dueAt || submission.status === 'spam') continue;
    if (Date.parse(submission.createdAt) < since || Date.parse(dueAt) > now.getTime()) continue;
    due += 1;
    if (submission.firstReplyAt && Date.parse(submission.firstReplyAt) <= Date.parse(dueAt))
      answeredInTime += 1;
  }
  return { due, answeredInTime };
}

/** Submissions and median first-reply time per IST week, the last 12 weeks, oldest first. */
export function weeklyRecord(submissions: readonly CountedSubmission[], now: Date): OverviewWeek[] {
  const start = overviewStart(now).getTime();
  const weeks = Array.from({ length: overviewWeeks }, (_, index) => ({
    weekOf: istWeekOf(new Date(start + index * 7 * dayMs)),
    received: 0,
    waits: [] as number[],
  }));
  for (const submission of submissions) {
    const index = Math.floor((Date.parse(submission.createdAt) - start) / (7 * dayMs));
    const week = weeks[index];
    if (!week) continue;
    week.received += 1;
    if (submission.firstReplyAt)
      week.waits.push((Date.parse(submission.firstReplyAt) - Date.parse(submission.createdAt)) / 60_000);
  }
  return weeks.map(({ weekOf, received, waits }) => ({
    weekOf,
    received,
    medianFirstReplyMinutes: median(waits),
  }));
}

/** "87% (52 of 60)", or null when nothing came due. */
export function promiseShareText({ due, answeredInTime }: { due: number; answeredInTime: number }) {
  if (due === 0) return null;
  return `${Math.round((answeredInTime / due) * 100)}% (${answeredInTime} of ${due})`;
}

const overview = defineEndpoint({
  method: 'GET',
  path: '/api/inbox/overview',
  operationId: 'readInboxOverview',
  summary: 'The inbox at a glance',
  description:
    'For the kinds the caller handles: new and overdue submissions per kind; of the submissions received in ' +
    'the last 30 days whose 24 hours have passed, how many had their first reply in time; and per week of ' +
    'the last 12 (IST, Monday to Sunday), how many arrived and the median time to their first reply.',
  tags: inboxTags,
  access: staffOnly('sales', 'safety'),
  answers: {
    200: { description: 'The overview.', schema: inboxOverviewSchema },
  },
});

/** The overview endpoint of the inbox. */
export const inboxOverviewEndpoints = { overview };
