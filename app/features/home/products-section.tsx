import { Link } from 'react-router';
import { Icon } from '#app/components/ui/icon.tsx';
import type { ProductCategory } from '#app/data/catalogue.ts';
import { ProductCarousel, type ShowcaseSlide } from './product-carousel.tsx';
import { SectionHeading } from './section-heading.tsx';

export function ProductsSection({
  products,
  categories,
}: {
  products: readonly ShowcaseSlide[];
  categories: readonly ProductCategory[];
}) {
  return (
    <section id="products" aria-labelledby="products-title" className="px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="products-title" eyebrow="Our range" title="Featured Products">
          Supplements from our wellness range, and every category of our catalogue.
        </SectionHeading>
        <div className="mt-10 grid items-start gap-10 lg:grid-cols-5">
          <div className="lg:col-span-3">
            <ProductCarousel products={products} />
          </div>
          <nav aria-labelledby="product-categories-title" className="lg:col-span-2">
            <h3 id="product-categories-title" className="text-xl font-bold text-slate-900">
              Product categories
            </h3>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2">
              {categories.map((category) => (
                <li key={category.id}>
                  <Link
                    to={category.link}
                    className="group flex h-full flex-col rounded-2xl border border-slate-200 p-4 hover:border-teal-600 hover:bg-teal-50"
                  >
                    <span className="flex items-center justify-between font-semibold text-teal-800">
                      {category.name}
                      <Icon
                        name="arrow-right"
                        className="size-4 transition-transform group-hover:translate-x-1"
                      />
                    </span>
                    <span className="mt-1 text-sm text-slate-700">{category.description}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </section>
  );
}
