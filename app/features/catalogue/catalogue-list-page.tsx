import { useId, useRef } from 'react';
import { Link } from 'react-router';
import type { ProductCategory } from '#app/data/catalogue.ts';
import { PageIntro } from '#app/components/ui/page-intro.tsx';
import { CatalogueItemCard, type CatalogueListItem } from './catalogue-item-card.tsx';
import { SearchField } from '#app/components/ui/search-field.tsx';
import { useSearchQuery } from '#app/lib/use-search-query.ts';
import { filterCatalogue, resultCountText } from './catalogue-search.ts';

interface CatalogueListPageProps {
  title: string;
  lead: string;
  category: ProductCategory;
  items: readonly CatalogueListItem[];
}

export function CatalogueListPage({ title, lead, category, items }: CatalogueListPageProps) {
  const searchInput = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useSearchQuery(searchInput);
  const countId = useId();
  const shown = filterCatalogue(items, query);

  const clearSearch = () => {
    setQuery('');
    searchInput.current?.focus();
  };

  return (
    <>
      <PageIntro title={title} lead={lead} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <nav aria-label="Breadcrumb" className="text-sm text-slate-700">
          <ol className="flex flex-wrap gap-2">
            <li>
              <Link to="/products" className="text-teal-800 underline hover:text-teal-900">
                Products
              </Link>
              <span aria-hidden="true"> /</span>
            </li>
            <li aria-current="page">{category.name}</li>
          </ol>
        </nav>

        <div className="mt-6 max-w-xl">
          <SearchField
            id="catalogue-search"
            label={`Search ${category.name.toLowerCase()} by name, category or ingredient`}
            placeholder={items[0] ? `For example: ${items[0].category}` : undefined}
            value={query}
            onChange={setQuery}
            inputRef={searchInput}
            describedBy={countId}
          />
        </div>

        {/* The server may have written the count for a reloaded ?q= (server/site/search-prefill.ts). */}
        <p
          id={countId}
          role="status"
          data-search-count=""
          suppressHydrationWarning
          className="mt-4 text-sm font-medium text-slate-700"
        >
          {resultCountText(shown.length, items.length)}
        </p>

        {shown.length > 0 ? (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((item, index) => (
              <li key={item.slug} data-search-item={item.slug}>
                <CatalogueItemCard item={item} listPath={category.link} imagePriority={index === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-10 text-center">
            <img
              src="/images/states/no-results.svg"
              alt=""
              width={240}
              height={165}
              className="mx-auto mb-4 h-auto w-40"
            />
            <h2 className="text-xl font-semibold text-slate-900">No products match “{query.trim()}”</h2>
            <p className="mt-2 text-slate-700">
              Try another name, category or ingredient, or clear the search to see all.
            </p>
            <button
              type="button"
              onClick={clearSearch}
              className="mt-6 rounded-md bg-teal-700 px-5 py-2.5 font-semibold text-white hover:bg-teal-800"
            >
              Clear search
            </button>
          </div>
        )}
      </div>
    </>
  );
}
