import { packCheckTexts, packReportLinks } from '#contract/pack-checks.ts';
import { type Recall, recallNoticePath, recallReasonLabels } from '#contract/recalls.ts';
import type { PackAnswer } from '../packs/pack-check.ts';
import { escapeHtml } from './escape-html.ts';
import { recallTitle } from './recall-html.ts';

/** The empty place in the prerendered `/verify` page where the answer goes. */
const answerSlot = /<div data-pack-answer=""([^>]*)><\/div>/;
/** The code field, to show what the person typed. */
const codeInput = /(<input\b[^>]*\bname="code"[^>]*\bvalue=")("[^>]*>)/;

const reportLine = () =>
  `<p>Tell us: <a href="${packReportLinks.adverseEvent}">report a side effect or a problem with a medicine</a> or <a href="${packReportLinks.contact}">contact us</a>. You can also report it to the <a href="${packReportLinks.cdsco}" rel="external">Central Drugs Standard Control Organisation (CDSCO)</a>.</p>`;

/** What the notice of a recalled batch says to the person holding a pack of it. */
const recallLines = (recall: Recall) =>
  `<p><strong>${escapeHtml(recallTitle(recall))}</strong> (${escapeHtml(recallReasonLabels[recall.reason])}). ${escapeHtml(recall.patientAction)}</p>` +
  `<p><a href="${recallNoticePath(recall.id)}">Read the recall notice</a></p>`;

/** The answer as HTML: every text escaped, the record as a list of terms and values. */
function answerHtml(answer: PackAnswer | 'too-many', recall?: Recall): string {
  if (answer === 'too-many')
    return `<section data-pack-result="too-many" aria-labelledby="pack-answer-heading"><h2 id="pack-answer-heading">Please wait a moment</h2><p>${escapeHtml(packCheckTexts.tooMany)}</p></section>`;
  const { result } = answer;
  const parts = [
    `<h2 id="pack-answer-heading">${escapeHtml(packCheckTexts.heading[result])}</h2>`,
    `<p>${escapeHtml(packCheckTexts.lead[result])}</p>`,
  ];
  if (result === 'recalled' && recall) parts.push(recallLines(recall));
  if (answer.serial !== undefined) parts.push(`<p>Pack serial: <strong>${answer.serial}</strong></p>`);
  if (answer.record)
    parts.push(
      `<dl>${answer.record.map((field) => `<div><dt>${escapeHtml(field.label)}</dt><dd>${escapeHtml(field.value)}</dd></div>`).join('')}</dl>`,
    );
  if (result !== 'genuine' && result !== 'batch-found' && result !== 'expired') parts.push(reportLine());
  return `<section data-pack-result="${result}" aria-labelledby="pack-answer-heading">${parts.join('')}</section>`;
}

/** The `/verify` page with the answer in it, and the code asked about back in its field. */
export function pageWithPackAnswer(
  html: string,
  answer: PackAnswer | 'too-many',
  typedCode?: string,
  /** The notice that recalled the pack's batch. */
  recall?: Recall,
): string {
  const filled = html.replace(
    answerSlot,
    (_, attributes: string) => `<div data-pack-answer=""${attributes}>${answerHtml(answer, recall)}</div>`,
  );
  return typedCode === undefined
    ? filled
    : filled.replace(codeInput, (_, start: string, end: string) => `${start}${escapeHtml(typedCode)}${end}`);
}
