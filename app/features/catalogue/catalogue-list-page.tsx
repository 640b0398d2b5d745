import type { ProductCategory } from '#catalogue/catalogue.ts';
import { PageIntro } from '#app/components/ui/page-intro.tsx';
import type { CatalogueListItem } from './catalogue-item-card.tsx';
import { Island } from '#app/lib/island.tsx';
import { CatalogueResults } from './catalogue-results.tsx';
import type { ListPagination } from './catalogue-list-items.ts';
import { PagedCatalogueResults } from './paged-catalogue-results.tsx';
import { useTranslate } from '#languages/messages.ts';
import { pathInLocale } from '#languages/locales.ts';

interface CatalogueListPageProps {
  title: string;
  lead: string;
  category: ProductCategory;
  items: readonly CatalogueListItem[];
  /** A reloaded or sent search (`?q=`), applied to the list as the server renders it. */
  query?: string;
  /** Where this page stands, for a list longer than one page: the server pages and searches it. */
  pagination?: ListPagination;
}

export function CatalogueListPage({
  title,
  lead,
  category,
  items,
  query,
  pagination,
}: CatalogueListPageProps) {
  const { t, locale } = useTranslate();
  return (
    <>
      <PageIntro title={title} lead={lead} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <nav aria-label={t('catalogue.breadcrumb')} className="text-sm text-slate-700">
          <ol className="flex flex-wrap gap-2">
            <li>
              <a
                href={pathInLocale('/products', locale)}
                className="text-teal-800 underline hover:text-teal-900"
              >
                {t('catalogue.productsCrumb')}
              </a>
              <span aria-hidden="true"> /</span>
            </li>
            <li aria-current="page">{category.name}</li>
          </ol>
        </nav>

        <div className="mt-6">
          {pagination ? (
            <PagedCatalogueResults
              categoryName={category.name}
              listPath={category.link}
              items={items}
              query={query ?? ''}
              pagination={pagination}
            />
          ) : (
            <Island
              name="catalogue-results"
              component={CatalogueResults}
              // Without a query the props are the prerendered page's own, to the byte.
              props={{
                categoryName: category.name,
                listPath: category.link,
                items,
                ...(query ? { query } : {}),
              }}
            />
          )}
        </div>
      </div>
    </>
  );
}
