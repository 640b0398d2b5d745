import {
  noRecallsText,
  type Recall,
  recallClassTexts,
  recallNoticePath,
  recallReasonLabels,
  recallBannerTexts,
  recallsPath,
} from '#contract/recalls.ts';
// eslint-disable-next-line import-x/no-restricted-paths -- the banner speaks the product page's language
import type { Locale } from '#app/i18n/locales.ts';
// eslint-disable-next-line import-x/no-restricted-paths -- a content text's id and its translation
import { localContent } from '#app/i18n/content.ts';
// eslint-disable-next-line import-x/no-restricted-paths -- the translations the pages are built with
import { messagesFor } from '#app/translations/catalogues.ts';
import { packReportLinks } from '#contract/pack-checks.ts';
import { escapeHtml } from './escape-html.ts';

const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** A moment as the public reads it in India: "26 November 2026 at 9:47 pm IST", in a `<time>`. */
export function publicTime(moment: string): string {
  return `<time datetime="${escapeHtml(moment)}">${escapeHtml(dateTimeFormat.format(new Date(moment)))} IST</time>`;
}

/** Plain text with its paragraphs kept. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replaceAll('\n', '<br>')}</p>`)
    .join('');

const batchList = (recall: Recall) => recall.batches.map((batch) => batch.batchNumber).join(', ');

/** A text with its `{name}` placeholders filled with pieces of HTML; the text itself is escaped. */
const fillHtml = (template: string, pieces: Readonly<Record<string, string>>) =>
  escapeHtml(template).replace(/\{(\w+)\}/g, (whole, name: string) => pieces[name] ?? whole);

/** "Class I recall of HeartGuard CoQ10", the title of a notice everywhere (in English unless given the words). */
export const recallTitle = (recall: Recall, template = recallBannerTexts.title) =>
  template.replace('{recallClass}', recall.recallClass).replace('{product}', recall.productName);

const classLine = (recall: Recall) =>
  `Class ${recall.recallClass}: ${recallClassTexts[recall.recallClass].meaning}.`;

function summaryHtml(recall: Recall, headingLevel: 'h3' | 'h2'): string {
  const closed =
    recall.status === 'completed' && recall.completedAt
      ? ` Completed ${publicTime(recall.completedAt)}.`
      : '';
  return (
    `<article class="recall-summary" data-recall-id="${recall.id}">` +
    `<${headingLevel}><a href="${recallNoticePath(recall.id)}">${escapeHtml(recallTitle(recall))}</a></${headingLevel}>` +
    `<p>Batches: <strong>${escapeHtml(batchList(recall))}</strong>. ${escapeHtml(recallReasonLabels[recall.reason])}.</p>` +
    `<p>Published ${publicTime(recall.publishedAt)}.${closed}</p>` +
    `</article>`
  );
}

/** `/recalls`: the open notices, then the past ones, newest first; or the plain "none" line. */
export function recallListHtml(recalls: readonly Recall[], readAt: string): string {
  if (recalls.length === 0)
    return `<p class="recall-none" data-recall-none="">${noRecallsText(publicTime(readAt))}</p>`;
  const open = recalls.filter((recall) => recall.status === 'open');
  const past = recalls.filter((recall) => recall.status === 'completed');
  const section = (id: string, heading: string, items: readonly Recall[], empty: string) =>
    `<section aria-labelledby="${id}"><h2 id="${id}">${heading}</h2>${
      items.length > 0 ? items.map((recall) => summaryHtml(recall, 'h3')).join('') : `<p>${empty}</p>`
    }</section>`;
  return (
    section('recalls-open', 'Open recalls', open, 'No open recalls at present.') +
    section('recalls-past', 'Past recalls', past, 'No past recalls.') +
    `<p class="recall-updated">Last updated ${publicTime(readAt)}.</p>`
  );
}

/** One notice in full: what, why, which batches, and what each reader should do. */
export function recallNoticeHtml(recall: Recall): string {
  const status =
    recall.status === 'open'
      ? 'Open: the recall is under way.'
      : `Completed${recall.completedAt ? ` ${publicTime(recall.completedAt)}` : ''}.`;
  const action = (heading: string, text: string) => `<h3>${heading}</h3>${paragraphs(text)}`;
  return (
    `<article class="recall-notice" data-recall-id="${recall.id}" data-recall-status="${recall.status}" aria-labelledby="recall-notice-heading">` +
    `<h2 id="recall-notice-heading">${escapeHtml(recallTitle(recall))}</h2>` +
    `<dl>` +
    `<div><dt>Product</dt><dd>${escapeHtml(recall.productName)}</dd></div>` +
    `<div><dt>Batches</dt><dd>${escapeHtml(batchList(recall))}</dd></div>` +
    `<div><dt>Class</dt><dd>${escapeHtml(classLine(recall))}</dd></div>` +
    `<div><dt>Reason</dt><dd>${escapeHtml(recallReasonLabels[recall.reason])}</dd></div>` +
    `<div><dt>Published</dt><dd>${publicTime(recall.publishedAt)}</dd></div>` +
    `<div><dt>Status</dt><dd>${status}</dd></div>` +
    `</dl>` +
    `<h3>What was found</h3>${paragraphs(recall.details)}` +
    action('If you are a patient', recall.patientAction) +
    action('If you are a pharmacy or distributor', recall.pharmacyAction) +
    action('If you are a doctor or hospital', recall.doctorAction) +
    `<p>If you have taken a medicine from these batches and feel unwell, see a doctor and <a href="${packReportLinks.adverseEvent}">report the side effect</a>. Questions: <a href="${packReportLinks.contact}">contact us</a>.</p>` +
    `<p><a href="${recallsPath}">All recall notices</a></p>` +
    `</article>`
  );
}

/**
 * The banner of a product page for the open notices of its batches, in the page's language (the
 * notices themselves are published in English).
 */
export function recallBannerHtml(recalls: readonly Recall[], locale: Locale = 'en'): string {
  if (recalls.length === 0) return '';
  const texts =
    locale === 'en'
      ? recallBannerTexts
      : localContent('recall.banner', recallBannerTexts, messagesFor(locale));
  const items = recalls
    .map((recall) => {
      const item = fillHtml(texts.item, {
        title: `<strong>${escapeHtml(recallTitle(recall, texts.title))}</strong>`,
        batches: escapeHtml(batchList(recall)),
        link: `<a href="${recallNoticePath(recall.id)}">${escapeHtml(texts.readNotice)}</a>`,
      });
      return `<li>${item}</li>`;
    })
    .join('');
  return `<section class="recall-banner" aria-labelledby="recall-banner-heading"><h2 id="recall-banner-heading">${escapeHtml(texts.heading)}</h2><p>${escapeHtml(texts.lead)}</p><ul>${items}</ul></section>`;
}

/** The page with its `data-{name}` slot filled (the prerendered slot is an empty element). */
export function fillSlot(html: string, name: string, content: string): string {
  const slot = new RegExp(`<div data-${name}=""([^>]*)></div>`);
  return html.replace(slot, (_, attributes: string) => `<div data-${name}=""${attributes}>${content}</div>`);
}

/**
 * A notice page made from the `/recalls` page: its own title, description and address in the
 * head, for people who share it and for search engines.
 */
export function withNoticeHead(html: string, recall: Recall, origin: string): string {
  const title = escapeHtml(recallTitle(recall));
  const description = escapeHtml(
    `Recall notice: batches ${batchList(recall)} of ${recall.productName}. ${recallReasonLabels[recall.reason]}. What patients, pharmacies and doctors should do.`,
  );
  const url = escapeHtml(`${origin}${recallNoticePath(recall.id)}`);
  // Functions, not replacement strings: a `$` in a product's name stays a `$`.
  return html
    .replace(/<title>[^<]*?( \| [^<]*)?<\/title>/, (_, suffix = '') => `<title>${title}${suffix}</title>`)
    .replace(
      /(<meta (?:property="og:title"|name="twitter:title") content=")[^"]*?( \| [^"]*)?"/g,
      (_, start: string, suffix = '') => `${start}${title}${suffix}"`,
    )
    .replace(
      /(<meta (?:name="description"|property="og:description"|name="twitter:description") content=")[^"]*"/g,
      (_, start: string) => `${start}${description}"`,
    )
    .replace(/(<link rel="canonical" href=")[^"]*"/, (_, start: string) => `${start}${url}"`)
    .replace(/(<meta property="og:url" content=")[^"]*"/, (_, start: string) => `${start}${url}"`);
}
