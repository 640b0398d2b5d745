import { SearchField } from '#app/components/ui/search-field.tsx';
import { StateIllustration } from '#app/components/ui/state-illustration.tsx';
import { PageLinks } from '#app/components/ui/page-links.tsx';
import { useTranslate } from '#languages/messages.ts';
import { CatalogueItemCard, type CatalogueListItem } from './catalogue-item-card.tsx';
import type { ListPagination } from './catalogue-list-items.ts';
import { listPageSize } from './catalogue-list-items.ts';
import { resultCountText } from './catalogue-search.ts';
import { midSentence } from '#catalogue/mid-sentence.ts';

interface PagedCatalogueResultsProps {
  categoryName: string;
  /** The list's own address: its first page, and where a product's card leads back to. */
  listPath: string;
  /** This page's products (what the search found, when there is one). */
  items: readonly CatalogueListItem[];
  query: string;
  pagination: ListPagination;
}

const countId = 'catalogue-search-count';

/**
 * A list longer than one page, a page at a time: static HTML, no island. The search is sent to the
 * server, which searches the whole list, and the pages are plain links.
 */
export function PagedCatalogueResults({
  categoryName,
  listPath,
  items,
  query,
  pagination,
}: PagedCatalogueResultsProps) {
  const { t, locale } = useTranslate();
  const searched = query.trim();
  const { page, pageCount, firstPosition, found, total } = pagination;
  const range = { first: firstPosition, last: firstPosition + items.length - 1 };
  const count =
    searched === ''
      ? t('catalogue.showingRange', { ...range, total })
      : found > listPageSize
        ? t('catalogue.showingFoundRange', { ...range, found })
        : resultCountText(found, total, t);
  const hrefOf = (number: number) => {
    const search = new URLSearchParams(searched === '' ? {} : { q: searched });
    if (number > 1) search.set('page', String(number));
    const suffix = search.toString();
    return suffix === '' ? listPath : `${listPath}?${suffix}`;
  };
  return (
    <>
      <SearchField
        id="catalogue-search"
        label={t('catalogue.searchLabel', { category: midSentence(categoryName, locale) })}
        placeholder={items[0] ? t('catalogue.searchPlaceholder', { example: items[0].category }) : undefined}
        submitLabel={t('catalogue.search')}
        value={query}
        describedBy={countId}
        className="max-w-xl"
      />
      <p id={countId} role="status" data-search-count="" className="mt-4 text-sm font-medium text-slate-700">
        {count}
      </p>
      {items.length > 0 ? (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item, index) => (
            <li key={item.slug} data-search-item={item.slug}>
              <CatalogueItemCard item={item} listPath={listPath} imagePriority={index === 0} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-8 text-center sm:p-10">
          <StateIllustration name="no-results" className="mx-auto mb-4 h-auto w-40" />
          <h2 className="text-xl font-semibold text-slate-900">
            {t('catalogue.noMatchHeading', { query: searched })}
          </h2>
          <p className="mt-2 text-slate-700">{t('catalogue.noMatchHint')}</p>
          <a
            href={listPath}
            className="mt-6 inline-block rounded-md bg-teal-700 px-5 py-2.5 font-semibold text-white hover:bg-teal-800"
          >
            {t('catalogue.clearSearch')}
          </a>
        </div>
      )}
      {pageCount > 1 && (
        <PageLinks
          label={t('catalogue.pages', { category: midSentence(categoryName, locale) })}
          page={page}
          pageCount={pageCount}
          hrefOf={hrefOf}
          previous={t('catalogue.previousPage')}
          next={t('catalogue.nextPage')}
          pageName={(number) => t('catalogue.pageNumber', { page: number })}
        />
      )}
    </>
  );
}
