import { packAnswerTexts, packCheckTexts, packRecordLabels, packReportLinks } from '#contract/pack-checks.ts';
import {
  type Recall,
  recallBannerTexts,
  recallNoticePath,
  recallReasonLabels,
  recallTitle,
} from '#contract/recalls.ts';
import { type Locale, localeDetails } from '#languages/locales.ts';
import { localContent } from '#languages/content.ts';
import { localHref } from '#languages/translated-pages.ts';
import { messagesFor } from '#languages/catalogues.ts';
import type { PackAnswer } from '../packs/pack-check.ts';
import { packDateFormat, packRecord } from '../packs/pack-record.ts';
import { escapeHtml, fillHtml } from './escape-html.ts';

/** The empty place in the prerendered `/verify` page where the answer goes. */
const answerSlot = /<div data-pack-answer=""([^>]*)><\/div>/;
/** The code field, to show what the person typed. */
const codeInput = /(<input\b[^>]*\bname="code"[^>]*\bvalue=")("[^>]*>)/;

/** The words of an answer in one language, by their place in the contract's English. */
interface AnswerWords {
  locale: Locale;
  result: typeof packCheckTexts;
  parts: typeof packAnswerTexts;
  recordLabels: typeof packRecordLabels;
  recallTitle: string;
  recallReasons: typeof recallReasonLabels;
}

const englishWords: AnswerWords = {
  locale: 'en',
  result: packCheckTexts,
  parts: packAnswerTexts,
  recordLabels: packRecordLabels,
  recallTitle: recallBannerTexts.title,
  recallReasons: recallReasonLabels,
};

/**
 * Content namespaces of the answer's words, as scripts/translations/content-sources.ts registers them;
 * a recall's title and reason are the recall pages' own words.
 */
const packAnswerNamespaces = {
  result: 'packCheck.answer',
  parts: 'packCheck.answerParts',
  recordLabels: 'packCheck.record',
  recallTitle: 'recall.banner',
  recallReasons: 'recall.reasons',
} as const;

const wordsCache = new Map<Locale, AnswerWords>([['en', englishWords]]);

function wordsFor(locale: Locale): AnswerWords {
  const cached = wordsCache.get(locale);
  if (cached) return cached;
  const messages = messagesFor(locale);
  const words: AnswerWords = {
    locale,
    result: localContent(packAnswerNamespaces.result, packCheckTexts, messages),
    parts: localContent(packAnswerNamespaces.parts, packAnswerTexts, messages),
    recordLabels: localContent(packAnswerNamespaces.recordLabels, packRecordLabels, messages),
    recallTitle: localContent(packAnswerNamespaces.recallTitle, recallBannerTexts, messages).title,
    recallReasons: localContent(packAnswerNamespaces.recallReasons, recallReasonLabels, messages),
  };
  wordsCache.set(locale, words);
  return words;
}

const link = (href: string, text: string, attributes = '') =>
  `<a href="${escapeHtml(href)}"${attributes}>${escapeHtml(text)}</a>`;

const reportLine = ({ parts, locale }: AnswerWords) =>
  `<p>${fillHtml(parts.report, {
    adverseEvent: link(localHref(packReportLinks.adverseEvent, locale), parts.reportAdverseEvent),
    contact: link(localHref(packReportLinks.contact, locale), parts.reportContact),
    cdsco: link(packReportLinks.cdsco, parts.cdsco, ' rel="external"'),
  })}</p>`;

/**
 * What the notice of a recalled batch says to the person holding a pack of it. Its instructions
 * are staff's own English words: a translated answer says so and marks them as English.
 */
function recallLines(recall: Recall, words: AnswerWords): string {
  const title = escapeHtml(recallTitle(recall, words.recallTitle));
  const notice = link(localHref(recallNoticePath(recall.id), words.locale), words.parts.readRecallNotice);
  if (words.locale === 'en')
    return (
      `<p><strong>${title}</strong> (${escapeHtml(recallReasonLabels[recall.reason])}). ${escapeHtml(recall.patientAction)}</p>` +
      `<p>${notice}</p>`
    );
  const english = localeDetails.en.tag;
  return (
    `<p><strong>${title}</strong>. ${fillHtml(words.parts.recallReason, { reason: escapeHtml(words.recallReasons[recall.reason]) })}</p>` +
    `<p>${escapeHtml(words.parts.recallActionInEnglish)}</p>` +
    `<blockquote lang="${english}"><p>${escapeHtml(recall.patientAction)}</p></blockquote>` +
    `<p>${notice} ${escapeHtml(words.parts.recallNoticeInEnglish)}</p>`
  );
}

/** The record to compare with the pack: on a translated page, its fields' names and dates in the language. */
function recordOf(answer: PackAnswer, words: AnswerWords) {
  if (words.locale === 'en' || !answer.batch) return answer.record;
  return packRecord(answer.batch, {
    labels: words.recordLabels,
    dates: packDateFormat(localeDetails[words.locale].tag),
  });
}

/** A pack's serial as the language writes numbers, ungrouped as the label prints it. */
const serialText = (serial: number, locale: Locale) =>
  new Intl.NumberFormat(localeDetails[locale].tag, { useGrouping: false }).format(serial);

/** The answer as HTML: every text escaped, the record as a list of terms and values. */
function answerHtml(answer: PackAnswer | 'too-many', words: AnswerWords, recall?: Recall): string {
  if (answer === 'too-many')
    return `<section data-pack-result="too-many" aria-labelledby="pack-answer-heading"><h2 id="pack-answer-heading">${escapeHtml(words.parts.tooManyHeading)}</h2><p>${escapeHtml(words.result.tooMany)}</p></section>`;
  const { result } = answer;
  const parts = [
    `<h2 id="pack-answer-heading">${escapeHtml(words.result.heading[result])}</h2>`,
    `<p>${escapeHtml(words.result.lead[result])}</p>`,
  ];
  if (result === 'recalled' && recall) parts.push(recallLines(recall, words));
  if (answer.serial !== undefined)
    parts.push(
      `<p>${fillHtml(words.parts.serial, {
        serial: `<strong>${escapeHtml(serialText(answer.serial, words.locale))}</strong>`,
      })}</p>`,
    );
  const record = recordOf(answer, words);
  if (record)
    parts.push(
      `<dl>${record.map((field) => `<div><dt>${escapeHtml(field.label)}</dt><dd>${escapeHtml(field.value)}</dd></div>`).join('')}</dl>`,
    );
  if (result !== 'genuine' && result !== 'batch-found' && result !== 'expired') parts.push(reportLine(words));
  return `<section data-pack-result="${result}" aria-labelledby="pack-answer-heading">${parts.join('')}</section>`;
}

/** The `/verify` page (in any of its languages) with the answer in it, and the code asked about back in its field. */
export function pageWithPackAnswer(
  html: string,
  answer: PackAnswer | 'too-many',
  typedCode?: string,
  /** The notice that recalled the pack's batch. */
  recall?: Recall,
  /** The language of the page that asked. */
  locale: Locale = 'en',
): string {
  const words = wordsFor(locale);
  const filled = html.replace(
    answerSlot,
    (_, attributes: string) =>
      `<div data-pack-answer=""${attributes}>${answerHtml(answer, words, recall)}</div>`,
  );
  return typedCode === undefined
    ? filled
    : filled.replace(codeInput, (_, start: string, end: string) => `${start}${escapeHtml(typedCode)}${end}`);
}
