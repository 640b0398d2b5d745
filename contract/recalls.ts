import './zod-setup.ts';
import { z } from 'zod';
import { batchNumberSchema } from './batches.ts';
import { defineEndpoint, errorAnswer, staffOnly } from './endpoint.ts';
import { requiredPlainText } from './plain-text-field.ts';
import { emailSchema } from './submissions.ts';
import { fillPlaceholders } from './fill-placeholders.ts';

/**
 * Recall notices (issue 28): staff publish one for batches of a product, and from then on the
 * public reads it on `/recalls`, its own page, the Atom feed, the product's page and the answer of a
 * pack check of those batches. Classes and reasons as CDSCO's Guidelines on Recall and Rapid Alert
 * System for Drugs define them (DOMAIN.md).
 */

export const recallsPath = '/recalls';
export const recallFeedPath = '/recalls/feed.atom';
export const recallSubscriptionsPath = '/recalls/subscriptions';

/** The address of one notice. */
export const recallNoticePath = (id: number) => `${recallsPath}/${id}`;

export const recallClasses = ['I', 'II', 'III'] as const;
export type RecallClass = (typeof recallClasses)[number];

/** What each class means, and how soon CDSCO expects the recall to start. */
export const recallClassTexts: Record<RecallClass, { meaning: string; startsWithin: string }> = {
  I: { meaning: 'the product may cause serious harm or death', startsWithin: '72 hours' },
  II: { meaning: 'the product may cause temporary or reversible harm', startsWithin: '10 days' },
  III: { meaning: 'the product is unlikely to cause harm', startsWithin: '30 days' },
};

/** Never "counterfeit" for a batch not of standard quality: it is ours, it failed a test. */
export const recallReasons = ['not-of-standard-quality', 'spurious', 'safety'] as const;
export type RecallReason = (typeof recallReasons)[number];

export const recallReasonLabels: Record<RecallReason, string> = {
  'not-of-standard-quality': 'Not of standard quality',
  spurious: 'Spurious packs found in the market',
  safety: 'Safety',
};

export const recallStatuses = ['open', 'completed'] as const;
export type RecallStatus = (typeof recallStatuses)[number];

export const recallLimits = {
  batchesMax: 50,
  detailsMax: 2_000,
  actionMax: 1_000,
  listMax: 500,
} as const;

export const recallMessages = {
  productRequired: 'Choose the product being recalled',
  productUnknown: 'This product is not in the catalogue',
  batchesRequired: 'Name at least one batch of the product',
  batchesTooMany: `One notice names at most ${recallLimits.batchesMax} batches`,
  batchesRepeated: 'Each batch is named once',
  batchUnknown: 'This product has no batch of this number',
  recallClass: `Choose the class of the recall: ${recallClasses.join(', ')}`,
  reason: 'Choose the reason for the recall',
  detailsRequired: 'Say what was found, in words the public can read',
  detailsTooLong: `What was found has at most ${recallLimits.detailsMax.toLocaleString('en-IN')} characters`,
  actionRequired: 'Say what they should do',
  actionTooLong: `Each instruction has at most ${recallLimits.actionMax.toLocaleString('en-IN')} characters`,
  invalidCharacters: 'Remove the control or invisible characters from this text',
  status: `Choose the status of the notice: ${recallStatuses.join(' or ')}`,
  versionInvalid: 'version must be the whole number of the notice version you edited',
  staleVersion: 'This notice was changed by someone else. Reload and try again.',
  notFound: 'This recall notice does not exist.',
} as const;

/**
 * The words of the recall banner a product page carries for its batches under an open recall, in
 * English; a translated product page's are the catalogues' `recall.banner.*`.
 */
export const recallBannerTexts = {
  heading: 'Recall notice',
  lead: 'Packs of these batches must not be used:',
  title: 'Class {recallClass} recall of {product}',
  item: '{title}: batches {batches}. {link}.',
  readNotice: 'Read the notice and what to do',
};

/** "Class I recall of HeartGuard CoQ10", a notice's title everywhere (in English unless given a language's words). */
export const recallTitle = (
  recall: Pick<Recall, 'recallClass' | 'productName'>,
  template: string = recallBannerTexts.title,
) => fillPlaceholders(template, { recallClass: recall.recallClass, product: recall.productName });

/**
 * The words of `/recalls` and each notice's page around the notices, in English; a translated page's are the catalogues' `recall.page.*`. The notices' own texts (what
 * was found, what to do) are the staff's and stay English; a translated page says so (`inEnglish`).
 */
export const recallPageTexts = {
  none: 'No recalls at present — last updated {updated}',
  openHeading: 'Open recalls',
  pastHeading: 'Past recalls',
  noneOpen: 'No open recalls at present.',
  nonePast: 'No past recalls.',
  updated: 'Last updated {updated}.',
  batchesLine: 'Batches: {batches}. {reason}.',
  published: 'Published {published}.',
  completed: 'Completed {completed}.',
  completedUndated: 'Completed.',
  open: 'Open: the recall is under way.',
  product: 'Product',
  batches: 'Batches',
  class: 'Class',
  reason: 'Reason',
  publishedLabel: 'Published',
  status: 'Status',
  classLine: 'Class {recallClass}: {meaning}.',
  found: 'What was found',
  patient: 'If you are a patient',
  pharmacy: 'If you are a pharmacy or distributor',
  doctor: 'If you are a doctor or hospital',
  unwell:
    'If you have taken a medicine from these batches and feel unwell, see a doctor and {report}. Questions: {contact}.',
  report: 'report the side effect',
  contact: 'contact us',
  all: 'All recall notices',
  inEnglish: 'This notice is published in English, as our staff wrote it.',
  description:
    'Recall notice: batches {batches} of {product}. {reason}. What patients, pharmacies and doctors should do.',
  confirm: 'Confirm',
  unsubscribe: 'Unsubscribe',
};

const notice = (max: number, required: string, tooLong: string) =>
  requiredPlainText(
    max,
    { required, tooLong, invalid: recallMessages.invalidCharacters },
    { multiline: true },
  );

const action = notice(recallLimits.actionMax, recallMessages.actionRequired, recallMessages.actionTooLong);

const noticeFields = {
  recallClass: z.enum(recallClasses, { error: recallMessages.recallClass }),
  reason: z.enum(recallReasons, { error: recallMessages.reason }),
  details: notice(
    recallLimits.detailsMax,
    recallMessages.detailsRequired,
    recallMessages.detailsTooLong,
  ).meta({
    description: 'What was found, for the public to read.',
  }),
  patientAction: action.meta({ description: 'What patients should do.' }),
  pharmacyAction: action.meta({ description: 'What pharmacies and distributors should do.' }),
  doctorAction: action.meta({ description: 'What doctors and hospitals should do.' }),
};

/** What staff send to publish a notice: it is public, and its batches recalled, at once. */
export const recallInputSchema = z.strictObject({
  productSlug: z
    .string({ error: recallMessages.productRequired })
    .trim()
    .min(1, recallMessages.productRequired)
    .max(80, recallMessages.productUnknown)
    .regex(/^[a-z0-9-]+$/, recallMessages.productUnknown),
  batchNumbers: z
    .array(batchNumberSchema, { error: recallMessages.batchesRequired })
    .min(1, recallMessages.batchesRequired)
    .max(recallLimits.batchesMax, recallMessages.batchesTooMany)
    .refine((numbers) => new Set(numbers).size === numbers.length, recallMessages.batchesRepeated)
    .meta({ description: 'Batch numbers of the product, as printed on its packs.' }),
  ...noticeFields,
});

/**
 * What staff send to correct a notice or mark it completed. Its batches stay as published: a batch
 * once recalled is not taken back by an edit; another batch needs a notice of its own.
 */
export const recallUpdateSchema = z.strictObject({
  ...noticeFields,
  status: z.enum(recallStatuses, { error: recallMessages.status }),
  version: z
    .number({ error: recallMessages.versionInvalid })
    .int(recallMessages.versionInvalid)
    .positive(recallMessages.versionInvalid)
    .max(2_147_483_647, recallMessages.versionInvalid),
});

export type RecallInput = z.output<typeof recallInputSchema>;
export type RecallUpdate = z.output<typeof recallUpdateSchema>;

export const recallSchema = z
  .object({
    id: z.int().positive(),
    productSlug: z.string(),
    productName: z.string(),
    batches: z.array(z.object({ id: z.int().positive(), batchNumber: z.string(), expiresOn: z.iso.date() })),
    recallClass: z.enum(recallClasses),
    reason: z.enum(recallReasons),
    details: z.string(),
    patientAction: z.string(),
    pharmacyAction: z.string(),
    doctorAction: z.string(),
    status: z.enum(recallStatuses),
    publishedAt: z.iso.datetime(),
    completedAt: z.iso.datetime().nullable(),
    version: z.int().positive(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Recall', description: 'A recall notice, as the public reads it.' });

export type Recall = z.infer<typeof recallSchema>;

const recallEnvelope = z.object({ recall: recallSchema });

const recallIdParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, recallMessages.notFound)
    .transform(Number)
    .meta({ description: 'The notice id; any other value answers 404.' }),
});

/** A visitor's request for mail about recalls of one product (a plain form post). */
export const recallSubscriptionSchema = z.object({
  product: z
    .string({ error: recallMessages.productRequired })
    .trim()
    .min(1, recallMessages.productRequired)
    .max(80, recallMessages.productUnknown)
    .regex(/^[a-z0-9-]+$/, recallMessages.productUnknown),
  email: emailSchema,
});

/** How long a confirmation link works, and how many subscription requests a network may make. */
export const recallSubscriptionLimits = {
  confirmHours: 72,
  rateMax: 10,
  rateWindowMs: 60 * 60 * 1000,
} as const;

export const recallSubscriptionTexts = {
  sent: 'Check your email: we sent a message to this address. If it is not subscribed yet, the message holds a link to confirm that you want mail about recalls of this product; nothing else is sent until you confirm.',
  confirmQuestion: 'Confirm that you want an email whenever we recall a batch of this product.',
  confirmed: 'Subscribed. We will email you whenever we recall a batch of this product.',
  unsubscribeQuestion: 'Stop the emails about recalls of this product?',
  unsubscribed: 'Unsubscribed. We have deleted your address from the recall mailing list of this product.',
  linkInvalid: 'This link has expired or was already used. You can subscribe again below.',
  tooMany: 'Too many subscription requests from your network. Please try again in an hour.',
  unavailable: 'Email about recalls is not available at present. Please check this page instead.',
} as const;

const tags = ['recalls'] as const;
const access = staffOnly('safety', 'catalogue');

const list = defineEndpoint({
  method: 'GET',
  path: '/api/recalls',
  operationId: 'listRecalls',
  summary: 'List the recall notices',
  description: `Newest first, open and completed, at most ${recallLimits.listMax}.`,
  tags,
  access,
  answers: {
    200: { description: 'The notices.', schema: z.object({ recalls: z.array(recallSchema) }) },
  },
});

const publish = defineEndpoint({
  method: 'POST',
  path: '/api/recalls',
  operationId: 'publishRecall',
  summary: 'Publish a recall notice',
  description:
    'Publishes the notice and marks its batches recalled, in one transaction; from the next request on, every ' +
    'instance shows it on /recalls, the product’s page and pack checks. Its subscribers are mailed and staff ' +
    'browsers alerted at once.',
  tags,
  access,
  body: recallInputSchema,
  answers: {
    201: { description: 'The published notice.', schema: recallEnvelope },
  },
});

const update = defineEndpoint({
  method: 'PUT',
  path: '/api/recalls/{id}',
  operationId: 'updateRecall',
  summary: 'Correct a recall notice, or mark it completed',
  description: 'Replaces the texts, class, reason and status when the version sent is the current one.',
  tags,
  access,
  params: recallIdParams,
  body: recallUpdateSchema,
  answers: {
    200: { description: 'The saved notice, its version increased.', schema: recallEnvelope },
    404: errorAnswer(recallMessages.notFound),
    409: errorAnswer(recallMessages.staleVersion),
  },
});

/** Recall notices: staff with the safety or catalogue role publish and correct them. */
export const recallEndpoints = { list, publish, update };
