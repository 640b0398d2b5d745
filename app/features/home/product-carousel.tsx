import { Icon } from '#app/components/ui/icon.tsx';
import { Carousel, CarouselSlide, CarouselSlides } from '#app/components/ui/carousel.tsx';
import {
  CarouselDots,
  CarouselNext,
  CarouselPlayPause,
  CarouselPrevious,
} from '#app/components/ui/carousel-controls.tsx';
import type { ShowcaseProduct } from '#app/data/catalogue.ts';

/**
 * The showcase products, looping every 5 s. Any interaction ends autoplay; the pointer over it
 * holds rotation until it leaves. Arrows show from the small breakpoint; phones get a swipe hint.
 */
export function ProductCarousel({ products }: { products: readonly ShowcaseProduct[] }) {
  return (
    <Carousel label="Product showcase" slideCount={products.length} stopOnManualAction>
      <div className="relative sm:px-14">
        <CarouselSlides>
          {products.map((product, index) => (
            <CarouselSlide key={product.id} index={index}>
              <article className="grid h-full items-center gap-6 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm md:grid-cols-2">
                <img
                  src={product.image}
                  alt={`${product.name} pack`}
                  width={480}
                  height={480}
                  loading="lazy"
                  decoding="async"
                  className="mx-auto h-auto w-full max-w-64 rounded-2xl"
                />
                <div>
                  <p className="inline-flex rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
                    {product.badge}
                  </p>
                  <h3 className="mt-3 text-2xl font-bold text-slate-900">{product.name}</h3>
                  <p className="mt-2 text-slate-700">{product.description}</p>
                  <p className="mt-3 text-sm text-slate-700">
                    <span className="font-semibold text-slate-900">Key ingredients: </span>
                    {product.ingredients}
                  </p>
                </div>
              </article>
            </CarouselSlide>
          ))}
        </CarouselSlides>
        <CarouselPrevious className="absolute top-1/2 left-0 hidden -translate-y-1/2 sm:inline-flex" />
        <CarouselNext className="absolute top-1/2 right-0 hidden -translate-y-1/2 sm:inline-flex" />
      </div>
      <div className="mt-4 flex items-center justify-center gap-2">
        <CarouselPlayPause />
        <CarouselDots />
      </div>
      <p className="mt-2 flex items-center justify-center gap-2 text-sm text-slate-700 sm:hidden">
        <Icon name="move-horizontal" className="size-4" />
        Swipe to see more products
      </p>
    </Carousel>
  );
}
