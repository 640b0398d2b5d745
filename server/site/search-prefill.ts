/* eslint-disable import-x/no-restricted-paths -- The one place the server reads app code: a reloaded
   ?q= must filter exactly as the page does, so it runs the page's own search over the page's own
   items (decision 026). Both are plain data and functions, no React. */
import { productCategories } from '#app/data/product-categories.ts';
import { catalogueListItems } from '#app/features/catalogue/catalogue-list-items.ts';
import { messagesFor } from '#languages/catalogues.ts';
import { locales, pathInLocale } from '#languages/locales.ts';
import { translator } from '#languages/messages.ts';
import { researchAreas } from '#app/data/services/clinical-research.ts';
import { filterCatalogue, resultCountText } from '#app/features/catalogue/catalogue-search.ts';
import {
  filterResearchAreas,
  localResearchAreas,
  researchCountText,
} from '#app/features/services/research-area-search.ts';
import { researchContent } from '#app/features/services/clinical-research-content.ts';
import { localContent } from '#languages/content.ts';

import { escapeHtml } from './escape-html.ts';

/** What a searchable list shows for a query: the keys of its items (`data-search-item`) and its count. */
interface SearchResult {
  all: readonly string[];
  shown: readonly string[];
  countText: string;
}

/**
 * The prerendered pages whose list a `?q=` filters, each searched with the very function its page
 * uses, over the same items, so the server's answer and the hydrated page agree.
 */
const searchableLists = new Map<string, (query: string) => SearchResult>([
  ...locales.flatMap((locale) =>
    productCategories.map((category): [string, (query: string) => SearchResult] => {
      const items = catalogueListItems(category.id, locale);
      const t = translator({ locale, messages: messagesFor(locale) });
      return [
        pathInLocale(category.link, locale),
        (query) => {
          const shown = filterCatalogue(items, query);
          return {
            all: items.map((item) => item.slug),
            shown: shown.map((item) => item.slug),
            countText: resultCountText(shown.length, items.length, t),
          };
        },
      ];
    }),
  ),
  ...locales.map((locale): [string, (query: string) => SearchResult] => {
    const texts = localContent('services.research', researchContent, messagesFor(locale));
    const areas = localResearchAreas(researchAreas, texts.areas, locale);
    return [
      pathInLocale('/services/clinical-research', locale),
      (query) => {
        const shown = filterResearchAreas(areas, query);
        return {
          all: areas.map((area) => area.id),
          shown: shown.map((area) => area.id),
          countText: researchCountText(shown.length, areas.length, texts.count, locale),
        };
      },
    ];
  }),
]);

/** Longer queries are not applied by the server (the page still applies them once it has hydrated). */
export const prefillQueryMax = 100;

const searchInput = /(<input\b[^>]*\bname="q"[^>]*\bvalue=")("[^>]*>)/g;
const countParagraph = /(<p\b[^>]*\bdata-search-count=""[^>]*>)([^<]*)(<\/p>)/g;
const safeKey = /^[a-z0-9-]+$/;

export function isSearchablePage(pathname: string): boolean {
  return searchableLists.has(pathname);
}

/**
 * A searchable page's HTML as it looks with `?q=` applied, before any script runs: the field holds
 * the query, the count says what matches, and a stylesheet in the head hides the items that do not
 * match (so the page's markup, which React hydrates, is unchanged apart from the field's value and
 * the count, whose text React is told to expect may differ). The page removes that stylesheet as soon
 * as it applies the query itself (app/lib/use-search-query.ts). Undefined when nothing is to be
 * applied: not a searchable page, an empty or too long query, or markup not in the expected form.
 */
export function prefillSearch(pathname: string, html: string, rawQuery: string): string | undefined {
  const search = searchableLists.get(pathname);
  if (!search || rawQuery.length > prefillQueryMax || rawQuery.trim() === '') return undefined;
  if ((html.match(searchInput) ?? []).length !== 1 || (html.match(countParagraph) ?? []).length !== 1) {
    return undefined;
  }
  const result = search(rawQuery);
  const hidden = result.all.filter((key) => !result.shown.includes(key) && safeKey.test(key));
  const style =
    hidden.length === 0
      ? ''
      : `<style data-search-prefill>${hidden.map((key) => `[data-search-item="${key}"]`).join(',')}{display:none}</style>`;
  return html
    .replace(searchInput, (_, start: string, end: string) => `${start}${escapeHtml(rawQuery)}${end}`)
    .replace(
      countParagraph,
      (_, start: string, _text: string, end: string) => `${start}${escapeHtml(result.countText)}${end}`,
    )
    .replace('</head>', `${style}</head>`);
}
