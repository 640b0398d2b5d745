/**
 * What a pack check answers (issue 28), shared by the `/verify` page that shows the answer and the
 * server that checks: a person reads one of these, then compares the record with their pack.
 */
import type { PackRecord } from './batches.ts';
import type { Recall } from './recalls.ts';

export const packCheckPath = '/verify';

/** The query parameters of a check: a code, or a product and a batch number. */
export const packCheckQuery = { code: 'code', product: 'product', batch: 'batch' } as const;

/** Checks one network may make per window, typed or scanned. */
export const packCheckRateLimit = { max: 30, windowMs: 10 * 60 * 1000 } as const;

export type PackCheckResult =
  'genuine' | 'seen-often' | 'batch-found' | 'expired' | 'recalled' | 'not-released' | 'not-found';

export const packCheckTexts = {
  heading: {
    genuine: 'Genuine: this code is one of ours',
    'seen-often': 'Genuine code, but seen unusually often — it may have been copied',
    'batch-found': 'This batch is one of ours',
    expired: 'This pack has expired',
    recalled: 'This batch has been recalled',
    'not-released': 'This batch has not been released for sale',
    'not-found': 'We cannot find this pack',
  },
  lead: {
    genuine:
      'The code was signed by us for this pack. Compare these details with the ones printed on your pack: if any differs, do not use it and tell us.',
    'seen-often':
      'We signed this code for one pack, but it has been checked from more places, or more often, than one pack is. It may have been copied onto other packs. Compare these details with your pack with care; if you have any doubt, do not use it and tell us.',
    'batch-found':
      'We made a batch of this number. A batch number alone cannot prove that a pack is not a copy: where the pack has a QR code, check the code too. Compare these details with your pack.',
    expired:
      'Do not use a medicine after its expiry date. Return it to a pharmacy for safe disposal, and ask your doctor or pharmacist for a new pack if you still need it.',
    recalled:
      'Stop using this pack. Return it to the pharmacy where you bought it, or call us. If you have taken it and feel unwell, see a doctor and report it.',
    'not-released':
      'Packs of this batch should not be on sale. Do not use this pack: return it to the pharmacy where you bought it, or call us.',
    'not-found':
      'This is not a code or batch of ours, or it was typed wrongly. Check what you typed. If it is right, do not use the pack: it may not be genuine. Tell us, and you can also report it to the Central Drugs Standard Control Organisation (CDSCO).',
  },
  tooMany: 'You have checked many packs in a short time. Please wait a few minutes and try again.',
  codeRequired: 'Enter the code printed under the QR code on your pack',
  batchRequired: 'Enter the batch number printed on your pack, and choose the product',
} as const;

/**
 * The answer's other words, around the result's heading and lead. A translated page's answer has
 * them from the catalogues (`packCheck.answerParts.*`); the notice that recalled a batch is written
 * by staff in English, and a translated answer says so.
 */
export const packAnswerTexts = {
  tooManyHeading: 'Please wait a moment',
  report: 'Tell us: {adverseEvent} or {contact}. You can also report it to the {cdsco}.',
  reportAdverseEvent: 'report a side effect or a problem with a medicine',
  reportContact: 'contact us',
  cdsco: 'Central Drugs Standard Control Organisation (CDSCO)',
  serial: 'Pack serial: {serial}',
  readRecallNotice: 'Read the recall notice',
  recallReason: 'Reason: {reason}.',
  recallActionInEnglish: 'What the notice asks you to do, in English as our staff wrote it:',
  recallNoticeInEnglish: 'The notice’s own words are in English.',
};

/** The eight fields of Schedule H2, in their order, as a label prints them and a check answers. */
export const packRecordLabels = {
  productCode: 'Unique product identification code',
  genericName: 'Proper and generic name',
  brandName: 'Brand name',
  manufacturer: 'Name and address of the manufacturer',
  batchNumber: 'Batch number',
  manufacturedOn: 'Date of manufacture',
  expiresOn: 'Date of expiry',
  licenceNumber: 'Manufacturing licence number',
};

/** A batch's record as facts: each field's value, the dates as days (`2028-09-30`). */
export type PackRecordFacts = { [Field in keyof typeof packRecordLabels]: string };

/** Month and year, as packs print them: "Nov 2026"; in another language, as it writes them. */
export const packDateFormat = (tag = 'en-IN') =>
  new Intl.DateTimeFormat(tag, { month: 'short', year: 'numeric', timeZone: 'UTC' });

const packRecordDates: ReadonlySet<keyof PackRecordFacts> = new Set(['manufacturedOn', 'expiresOn']);

/**
 * The record in Schedule H2's order, each field with its name, as a label prints it and a check
 * answers it: in English on a label, in the language of the page that asked in an answer.
 */
export function packRecordOf(
  facts: PackRecordFacts,
  words: { labels: typeof packRecordLabels; dates: Intl.DateTimeFormat },
): PackRecord {
  return (Object.keys(packRecordLabels) as (keyof PackRecordFacts)[]).map((field) => ({
    label: words.labels[field],
    value: packRecordDates.has(field) ? words.dates.format(new Date(facts[field])) : facts[field],
  }));
}

/** What a visitor asked the `/verify` page, shown back in its forms' fields. */
export interface PackCheckAsked {
  code?: string;
  product?: string;
  batch?: string;
}

/** What the answer of a recalled batch says of the notice that recalled it. */
export type PackRecallNotice = Pick<
  Recall,
  'id' | 'recallClass' | 'productName' | 'reason' | 'patientAction'
>;

/**
 * The answer the `/verify` page shows: a check's result, and for a batch of ours its record, the
 * pack's serial (a code) and the notice that recalled it; or a network's refusal for checking too often.
 */
export type PackCheckAnswer =
  | { result: 'too-many' }
  | {
      result: PackCheckResult;
      record?: PackRecordFacts;
      serial?: number;
      recall?: PackRecallNotice;
    };

/** Where to tell us, or the regulator, about a pack that may not be genuine. */
export const packReportLinks = {
  adverseEvent: '/adverse-events',
  contact: '/contact',
  cdsco: 'https://cdsco.gov.in',
} as const;
