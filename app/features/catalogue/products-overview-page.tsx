import { PageIntro } from '#app/components/ui/page-intro.tsx';
import type { CategoryId, ProductCategory } from '#catalogue/catalogue.ts';
import { CategoryCards } from './category-cards.tsx';
import { QualityBanner } from './quality-banner.tsx';

interface ProductsOverviewPageProps {
  title: string;
  lead: string;
  categories: readonly ProductCategory[];
  itemCounts: Readonly<Record<CategoryId, number>>;
}

export function ProductsOverviewPage({ title, lead, categories, itemCounts }: ProductsOverviewPageProps) {
  return (
    <>
      <PageIntro title={title} lead={lead} />
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-12 sm:px-6 lg:px-8">
        <CategoryCards categories={categories} itemCounts={itemCounts} />
        <QualityBanner />
      </div>
    </>
  );
}
