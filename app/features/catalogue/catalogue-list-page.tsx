import type { ProductCategory } from '#app/data/catalogue.ts';
import { PageIntro } from '#app/components/ui/page-intro.tsx';
import type { CatalogueListItem } from './catalogue-item-card.tsx';
import { Island } from '#app/lib/island.tsx';
import { CatalogueResults, catalogueResultsMessages } from './catalogue-results.tsx';
import { useTranslate } from '#languages/messages.ts';
import { pathInLocale } from '#languages/locales.ts';

interface CatalogueListPageProps {
  title: string;
  lead: string;
  category: ProductCategory;
  items: readonly CatalogueListItem[];
}

export function CatalogueListPage({ title, lead, category, items }: CatalogueListPageProps) {
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
          <Island
            name="catalogue-results"
            component={CatalogueResults}
            props={{ categoryName: category.name, listPath: category.link, items }}
            messages={catalogueResultsMessages}
          />
        </div>
      </div>
    </>
  );
}
