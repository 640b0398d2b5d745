import { Icon } from '#app/components/ui/icon.tsx';
import type { ProductCategory } from '#catalogue/catalogue.ts';
import { ProductCarousel, type ShowcaseSlide } from './product-carousel.tsx';
import { Island } from '#app/lib/island.tsx';
import { HeadedSection } from '#app/components/ui/section-heading.tsx';
import { useContent } from '#languages/content.ts';
import { productsSectionContent } from './products-content.ts';

export function ProductsSection({
  products,
  categories,
}: {
  products: readonly ShowcaseSlide[];
  categories: readonly ProductCategory[];
}) {
  const texts = useContent('home.products', productsSectionContent);
  return (
    <HeadedSection id="products" className="px-4 py-10 sm:px-6 sm:py-20" heading={texts}>
      <div className="mt-8 grid items-start gap-8 lg:mt-10 lg:gap-10 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <Island name="product-carousel" component={ProductCarousel} props={{ products }} />
        </div>
        <nav aria-labelledby="product-categories-title" className="lg:col-span-2">
          <h3 id="product-categories-title" className="text-xl font-bold text-ink">
            {texts.categoriesHeading}
          </h3>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 border-t border-slate-200 sm:grid-cols-1">
            {categories.map((category) => (
              <li key={category.id}>
                <a href={category.link} className="category-link">
                  <span>
                    <span className="block font-semibold text-brand-800">{category.name}</span>
                    <span className="hidden text-sm text-ink-muted sm:block">{category.description}</span>
                  </span>
                  <Icon name="arrow-right" className="size-5 shrink-0 text-brand-700" />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </HeadedSection>
  );
}
