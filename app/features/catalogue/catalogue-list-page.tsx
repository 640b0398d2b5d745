import type { ProductCategory } from '#app/data/catalogue.ts';
import { PageIntro } from '#app/components/ui/page-intro.tsx';
import type { CatalogueListItem } from './catalogue-item-card.tsx';
import { Island } from '#app/lib/island.tsx';
import { CatalogueResults } from './catalogue-results.tsx';

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
              <a href="/products" className="text-teal-800 underline hover:text-teal-900">
                Products
              </a>
              <span aria-hidden="true"> /</span>
            </li>
            <li aria-current="page">{category.name}</li>
          </ol>
        </nav>

        <div className="mt-6">
          <Island
            name="catalogue-results"
            component={CatalogueResults}
            props={{ categoryName: category.name, listPath: category.link, items }}
          />
        </div>
      </div>
    </>
  );
}
