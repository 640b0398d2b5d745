import { englishPageList } from '#app/pages.ts';
import type { Messages } from './messages.ts';
import { isTranslatedPage } from './translated-pages.ts';

/**
 * The title and description of each English page that is translated, by `page.<path>.title` and
 * `page.<path>.description`; a product page's are made from its product's texts instead.
 */
export function pageSourceMessages(): Messages {
  return Object.fromEntries(
    englishPageList()
      .filter((entry) => entry.kind !== 'product' && isTranslatedPage(entry.path))
      .flatMap((entry) => [
        [`page.${entry.path}.title`, entry.title],
        [`page.${entry.path}.description`, entry.description],
      ]),
  );
}
