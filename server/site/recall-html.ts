import {
  type Recall,
  recallBannerTexts,
  recallClassTexts,
  recallNoticePath,
  recallPageTexts,
  recallReasonLabels,
  recallsPath,
  recallSubscriptionTexts,
} from '#contract/recalls.ts';
import { type Locale, localeDetails, pathInLocale } from '#languages/locales.ts';
import { localHref } from '#languages/translated-pages.ts';
import { localContent } from '#languages/content.ts';
import { messagesFor } from '#languages/catalogues.ts';
import { packReportLinks } from '#contract/pack-checks.ts';
import { fillPlaceholders } from '#contract/fill-placeholders.ts';
import { escapeHtml, fillHtml } from './escape-html.ts';

const englishTexts = {
  page: recallPageTexts,
  banner: recallBannerTexts,
  classes: recallClassTexts,
  reasons: recallReasonLabels,
  subscription: recallSubscriptionTexts,
};

type RecallTexts = typeof englishTexts;

const translatedTexts = new Map<Locale, RecallTexts>();

/** The recall pages' words in a page's language (the notices' own words are not among them). */
export function recallTexts(locale: Locale): RecallTexts {
  if (locale === 'en') return englishTexts;
  let texts = translatedTexts.get(locale);
  if (!texts) {
    const messages = messagesFor(locale);
    texts = {
      page: localContent('recall.page', recallPageTexts, messages),
      banner: localContent('recall.banner', recallBannerTexts, messages),
      classes: localContent('recall.classes', recallClassTexts, messages),
      reasons: localContent('recall.reasons', recallReasonLabels, messages),
      subscription: localContent('recall.subscription', recallSubscriptionTexts, messages),
    };
    translatedTexts.set(locale, texts);
  }
  return texts;
}

const dateTimeFormats = new Map<Locale, Intl.DateTimeFormat>();

const dateTimeFormat = (locale: Locale) => {
  let format = dateTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(localeDetails[locale].tag, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Asia/Kolkata',
    });
    dateTimeFormats.set(locale, format);
  }
  return format;
};

/** A moment as the public reads it in India: "26 November 2026 at 9:47 pm IST", in a `<time>`. */
export function publicTime(moment: string, locale: Locale = 'en'): string {
  return `<time datetime="${escapeHtml(moment)}">${escapeHtml(dateTimeFormat(locale).format(new Date(moment)))} IST</time>`;
}

/** Plain text with its paragraphs kept. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replaceAll('\n', '<br>')}</p>`)
    .join('');

const batchList = (recall: Recall) => recall.batches.map((batch) => batch.batchNumber).join(', ');

/** "Class I recall of HeartGuard CoQ10", the title of a notice everywhere (in English unless given the words). */
export const recallTitle = (recall: Recall, template = recallBannerTexts.title) =>
  fillPlaceholders(template, { recallClass: recall.recallClass, product: recall.productName });

/** A notice's own page in a language. */
const localNoticePath = (id: number, locale: Locale) => pathInLocale(recallNoticePath(id), locale);

function summaryHtml(recall: Recall, headingLevel: 'h3' | 'h2', locale: Locale): string {
  const { page, banner, reasons } = recallTexts(locale);
  const closed =
    recall.status === 'completed' && recall.completedAt
      ? ` ${fillHtml(page.completed, { completed: publicTime(recall.completedAt, locale) })}`
      : '';
  const batches = fillHtml(page.batchesLine, {
    batches: `<strong>${escapeHtml(batchList(recall))}</strong>`,
    reason: escapeHtml(reasons[recall.reason]),
  });
  return (
    `<article class="recall-summary" data-recall-id="${recall.id}">` +
    `<${headingLevel}><a href="${localNoticePath(recall.id, locale)}">${escapeHtml(recallTitle(recall, banner.title))}</a></${headingLevel}>` +
    `<p>${batches}</p>` +
    `<p>${fillHtml(page.published, { published: publicTime(recall.publishedAt, locale) })}${closed}</p>` +
    `</article>`
  );
}

/** `/recalls`: the open notices, then the past ones, newest first; or the plain "none" line. */
export function recallListHtml(recalls: readonly Recall[], readAt: string, locale: Locale = 'en'): string {
  const { page } = recallTexts(locale);
  if (recalls.length === 0)
    return `<p class="recall-none" data-recall-none="">${fillHtml(page.none, { updated: publicTime(readAt, locale) })}</p>`;
  const open = recalls.filter((recall) => recall.status === 'open');
  const past = recalls.filter((recall) => recall.status === 'completed');
  const section = (id: string, heading: string, items: readonly Recall[], empty: string) =>
    `<section aria-labelledby="${id}"><h2 id="${id}">${escapeHtml(heading)}</h2>${
      items.length > 0
        ? items.map((recall) => summaryHtml(recall, 'h3', locale)).join('')
        : `<p>${escapeHtml(empty)}</p>`
    }</section>`;
  return (
    section('recalls-open', page.openHeading, open, page.noneOpen) +
    section('recalls-past', page.pastHeading, past, page.nonePast) +
    `<p class="recall-updated">${fillHtml(page.updated, { updated: publicTime(readAt, locale) })}</p>`
  );
}

/**
 * One notice in full: what, why, which batches, and what each reader should do. What staff wrote
 * stays English; a translated page says so and marks it `lang="en-IN"`.
 */
export function recallNoticeHtml(recall: Recall, locale: Locale = 'en'): string {
  const { page, banner, classes, reasons } = recallTexts(locale);
  const status =
    recall.status === 'open'
      ? escapeHtml(page.open)
      : recall.completedAt
        ? fillHtml(page.completed, { completed: publicTime(recall.completedAt, locale) })
        : escapeHtml(page.completedUndated);
  const english = (html: string) =>
    locale === 'en' ? html : `<div lang="${localeDetails.en.tag}">${html}</div>`;
  const action = (heading: string, text: string) =>
    `<h3>${escapeHtml(heading)}</h3>${english(paragraphs(text))}`;
  const row = (term: string, html: string) => `<div><dt>${escapeHtml(term)}</dt><dd>${html}</dd></div>`;
  const classLine = fillPlaceholders(page.classLine, {
    recallClass: recall.recallClass,
    meaning: classes[recall.recallClass].meaning,
  });
  const unwell = fillHtml(page.unwell, {
    report: `<a href="${localHref(packReportLinks.adverseEvent, locale)}">${escapeHtml(page.report)}</a>`,
    contact: `<a href="${localHref(packReportLinks.contact, locale)}">${escapeHtml(page.contact)}</a>`,
  });
  return (
    `<article class="recall-notice" data-recall-id="${recall.id}" data-recall-status="${recall.status}" aria-labelledby="recall-notice-heading">` +
    `<h2 id="recall-notice-heading">${escapeHtml(recallTitle(recall, banner.title))}</h2>` +
    (locale === 'en' ? '' : `<p class="recall-language">${escapeHtml(page.inEnglish)}</p>`) +
    `<dl>` +
    row(page.product, escapeHtml(recall.productName)) +
    row(page.batches, escapeHtml(batchList(recall))) +
    row(page.class, escapeHtml(classLine)) +
    row(page.reason, escapeHtml(reasons[recall.reason])) +
    row(page.publishedLabel, publicTime(recall.publishedAt, locale)) +
    row(page.status, status) +
    `</dl>` +
    `<h3>${escapeHtml(page.found)}</h3>${english(paragraphs(recall.details))}` +
    action(page.patient, recall.patientAction) +
    action(page.pharmacy, recall.pharmacyAction) +
    action(page.doctor, recall.doctorAction) +
    `<p>${unwell}</p>` +
    `<p><a href="${localHref(recallsPath, locale)}">${escapeHtml(page.all)}</a></p>` +
    `</article>`
  );
}

/** The page with its `data-{name}` slot filled (the prerendered slot is an empty element). */
export function fillSlot(html: string, name: string, content: string): string {
  const slot = new RegExp(`<div data-${name}=""([^>]*)></div>`);
  return html.replace(slot, (_, attributes: string) => `<div data-${name}=""${attributes}>${content}</div>`);
}

/**
 * A notice page made from the `/recalls` page: its own title, description and address in the
 * head, for people who share it and for search engines, and its language versions (the `hreflang`
 * links, the language switcher) leading to the same notice.
 */
export function withNoticeHead(html: string, recall: Recall, origin: string, locale: Locale = 'en'): string {
  const { page, banner, reasons } = recallTexts(locale);
  const title = escapeHtml(recallTitle(recall, banner.title));
  const description = escapeHtml(
    fillPlaceholders(page.description, {
      batches: batchList(recall),
      product: recall.productName,
      reason: reasons[recall.reason],
    }),
  );
  const url = escapeHtml(`${origin}${localNoticePath(recall.id, locale)}`);
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
    .replace(/(<meta property="og:url" content=")[^"]*"/, (_, start: string) => `${start}${url}"`)
    .replace(
      /(<link rel="alternate" hrefLang="[^"]+" href="[^"]*\/recalls)"/g,
      (_, start: string) => `${start}/${recall.id}"`,
    )
    .replace(
      /(href="\/language\/\w+\?page=[^"]*%2Frecalls)"/g,
      (_, start: string) => `${start}%2F${recall.id}"`,
    )
    .replace(
      /(&quot;pathname&quot;:&quot;[^&]*\/recalls)\/?&quot;/g,
      (_, start: string) => `${start}/${recall.id}&quot;`,
    );
}
