import { Icon } from '#app/components/ui/icon.tsx';
import { Carousel, CarouselSlide, CarouselSlides } from '#app/components/ui/carousel.tsx';
import {
  CarouselDots,
  CarouselNext,
  CarouselPlayPause,
  CarouselPrevious,
} from '#app/components/ui/carousel-controls.tsx';
import { Link } from 'react-router';
import { PackShotPicture } from '#app/components/ui/pack-shot-picture.tsx';

/** What one showcase slide shows: the product, its key ingredients, its page and its pack shot. */
export interface ShowcaseSlide {
  id: string;
  name: string;
  description: string;
  badge: string;
  ingredients: string;
  path: string;
  slug: string;
}

/**
 * The showcase products, looping every 5 s. Any interaction ends autoplay; the pointer over it
 * holds rotation until it leaves. Arrows show from the small breakpoint; phones get a swipe hint.
 */
export function ProductCarousel({ products }: { products: readonly ShowcaseSlide[] }) {
  return (
    <Carousel label="Product showcase" slideCount={products.length} stopOnManualAction>
      <div className="relative sm:px-14">
        <CarouselSlides>
          {products.map((product, index) => (
            <CarouselSlide key={product.id} index={index}>
              <article className="grid h-full items-center gap-6 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm md:grid-cols-2">
                <PackShotPicture
                  slug={product.slug}
                  alt=""
                  sizes="(min-width: 1024px) 20rem, (min-width: 768px) 40vw, 85vw"
                  className="mx-auto max-w-80 rounded-2xl"
                />
                <div>
                  <p className="inline-flex rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
                    {product.badge}
                  </p>
                  <h3 className="mt-3 text-2xl font-bold text-slate-900">
                    <Link
                      to={product.path}
                      className="underline-offset-4 hover:text-teal-800 hover:underline"
                    >
                      {product.name}
                    </Link>
                  </h3>
                  <p className="mt-2 text-slate-700">{product.description}</p>
                  <p className="mt-3 text-sm text-slate-700">
                    <span className="font-semibold text-slate-900">Key ingredients: </span>
                    {product.ingredients}
                  </p>
                  <Link
                    to={product.path}
                    className="mt-4 inline-flex font-semibold text-teal-800 underline hover:text-teal-900"
                  >
                    View product details<span className="sr-only"> for {product.name}</span>
                  </Link>
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
