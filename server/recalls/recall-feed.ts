import { companyName } from '#contract/company.ts';
import {
  type Recall,
  recallFeedPath,
  recallNoticePath,
  recallReasonLabels,
  recallsPath,
  recallTitle,
} from '#contract/recalls.ts';

const xml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

/** The plain-text summary of a notice: which batches, why, and what patients should do. */
function summary(recall: Recall): string {
  const batches = recall.batches.map((batch) => batch.batchNumber).join(', ');
  const status = recall.status === 'completed' ? ' This recall is completed.' : '';
  return `Batches ${batches}. ${recallReasonLabels[recall.reason]}: ${recall.details} Patients: ${recall.patientAction}${status}`;
}

/**
 * The recall notices as an Atom feed (RFC 4287), newest first: each entry's id is its page's
 * address, `updated` its last change; the feed's `updated` the latest of them, or when it was read
 * when there is none.
 */
export function recallFeed(recalls: readonly Recall[], origin: string, readAt: string): string {
  const updated = recalls.reduce(
    (latest, recall) => (recall.updatedAt > latest ? recall.updatedAt : latest),
    '',
  );
  const entries = recalls.map((recall) => {
    const url = `${origin}${recallNoticePath(recall.id)}`;
    return [
      '<entry>',
      `<id>${xml(url)}</id>`,
      `<title>${xml(recallTitle(recall))}</title>`,
      `<link rel="alternate" type="text/html" href="${xml(url)}"/>`,
      `<published>${recall.publishedAt}</published>`,
      `<updated>${recall.updatedAt}</updated>`,
      `<category term="class-${recall.recallClass.toLowerCase()}" label="Class ${recall.recallClass}"/>`,
      `<summary type="text">${xml(summary(recall))}</summary>`,
      '</entry>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `<id>${xml(`${origin}${recallsPath}`)}</id>`,
    `<title>${xml(`${companyName}: product recalls`)}</title>`,
    `<updated>${updated || readAt}</updated>`,
    `<author><name>${xml(companyName)}</name></author>`,
    `<link rel="self" type="application/atom+xml" href="${xml(`${origin}${recallFeedPath}`)}"/>`,
    `<link rel="alternate" type="text/html" href="${xml(`${origin}${recallsPath}`)}"/>`,
    ...entries,
    '</feed>',
  ].join('\n');
}
