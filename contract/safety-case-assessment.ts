import './zod-setup.ts';
import { z } from 'zod';
import { defineEndpoint, staffOnly } from './endpoint.ts';
import { detailAnswer, inboxTags, leadIdParamsSchema, notFoundAnswer } from './inbox.ts';
import { isPlainText } from './plain-text.ts';
import { todayInIst } from './ist-date-time.ts';
import { seriousnessCriteria } from './safety-case.ts';

/** Drug safety's assessment of an adverse-event report: what staff send, and what is refused. */

export const safetyCaseMessages = {
  dayZeroInvalid: 'Give day 0 as a date that has passed, like 2026-11-25.',
  reportedOnInvalid: 'Give the day it was reported to PvPI as a date that has passed, like 2026-11-25.',
  referenceInvalid: 'Give the PvPI reference as plain text of at most 60 characters.',
  reportedTogether: 'Give both the day it was reported to PvPI and its reference, or neither.',
  reportedBeforeDayZero: 'It cannot have been reported to PvPI before day 0.',
  notAReport: 'Only an adverse-event report is a drug-safety case.',
} as const;

const pastDate = (message: string) =>
  z.iso.date({ error: message }).refine((date) => date <= todayInIst(new Date()), message);

export const safetyCaseUpdateSchema = z
  .strictObject({
    criteria: z
      .array(z.enum(seriousnessCriteria))
      .max(seriousnessCriteria.length)
      // Each once, in the order ICH E2A lists them.
      .transform((chosen) => seriousnessCriteria.filter((criterion) => chosen.includes(criterion)))
      .meta({ description: 'The ICH E2A criteria the case meets; none: not serious.' }),
    dayZero: pastDate(safetyCaseMessages.dayZeroInvalid),
    pvpiReportedOn: pastDate(safetyCaseMessages.reportedOnInvalid).optional(),
    pvpiReference: z
      .string()
      .trim()
      .max(60, safetyCaseMessages.referenceInvalid)
      .refine((text) => isPlainText(text, { multiline: false }), safetyCaseMessages.referenceInvalid)
      .optional(),
  })
  .refine((update) => Boolean(update.pvpiReportedOn) === Boolean(update.pvpiReference), {
    path: ['pvpiReference'],
    message: safetyCaseMessages.reportedTogether,
  })
  .refine((update) => !update.pvpiReportedOn || update.pvpiReportedOn >= update.dayZero, {
    path: ['pvpiReportedOn'],
    message: safetyCaseMessages.reportedBeforeDayZero,
  });

export type SafetyCaseUpdate = z.infer<typeof safetyCaseUpdateSchema>;

const assess = defineEndpoint({
  method: 'PUT',
  path: '/api/inbox/{id}/case',
  operationId: 'assessSafetyCase',
  summary: 'Assess an adverse-event report as a drug-safety case',
  description:
    'Records the ICH E2A seriousness criteria the case meets (none: not serious), day 0 (when the company ' +
    'first knew of it), and when and under which reference it was reported to PvPI. A serious case is due ' +
    'at the regulator within 15 calendar days of day 0; the detail answer carries the case.',
  tags: inboxTags,
  access: staffOnly('safety'),
  params: leadIdParamsSchema,
  body: safetyCaseUpdateSchema,
  answers: {
    200: { description: 'The report with its case.', schema: detailAnswer },
    404: notFoundAnswer,
  },
});

/** The drug-safety case endpoint of the inbox. */
export const safetyCaseEndpoints = { assess };
