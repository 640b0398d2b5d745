import { Link } from 'react-router';
import type { ProductCategory } from '#app/data/catalogue.ts';
import { PageIntro } from '#app/components/ui/page-intro.tsx';
import { CatalogueItemCard, type CatalogueListItem } from './catalogue-item-card.tsx';
import { SearchableList } from '#app/components/ui/searchable-list.tsx';
import { filterCatalogue, resultCountText } from './catalogue-search.ts';

interface CatalogueListPageProps {
  title: string;
  lead: string;
  category: ProductCategory;
  items: readonly CatalogueListItem[];
}

export function CatalogueListPage({ title, lead, category, items }: CatalogueListPageProps) {
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

        <div className="mt-6">
          <SearchableList
            items={items}
            filter={filterCatalogue}
            countText={resultCountText}
            search={{
              id: 'catalogue-search',
              label: `Search ${category.name.toLowerCase()} by name, category or ingredient`,
              placeholder: items[0] ? `For example: ${items[0].category}` : undefined,
            }}
            itemKey={(item) => item.slug}
            renderItem={(item, index) => (
              <CatalogueItemCard item={item} listPath={category.link} imagePriority={index === 0} />
            )}
            empty={{
              headingLevel: 'h2',
              heading: (query) => `No products match “${query}”`,
              hint: 'Try another name, category or ingredient, or clear the search to see all.',
            }}
          />
        </div>
      </div>
    </>
  );
}
