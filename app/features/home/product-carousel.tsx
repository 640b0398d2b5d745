import { Icon } from '#app/components/ui/icon.tsx';
import { Carousel, CarouselSlide, CarouselSlides } from '#app/components/ui/carousel.tsx';
import {
  CarouselDots,
  CarouselNext,
  CarouselPlayPause,
  CarouselPrevious,
} from '#app/components/ui/carousel-controls.tsx';
import { PackShotPicture } from '#app/components/ui/pack-shot-picture.tsx';
import { useContent } from '#languages/content.ts';
import { fillText } from '#languages/messages.ts';
import { showcaseContent } from './products-content.ts';

/** What one showcase slide shows: the product, its key ingredients, its page and its pack shot. */
export interface ShowcaseSlide {
  id: string;
  name: string;
  description: string;
  badge: string;
  ingredients: string;
  path: string;
  slug: string;
  /** The id of the picture staff uploaded as its pack shot, if they did. */
  packShot?: string;
}

/**
 * The showcase products, looping every 5 s. Any interaction ends autoplay; the pointer over it
 * holds rotation until it leaves. Arrows show from the small breakpoint; phones get a swipe hint.
 */
export function ProductCarousel({ products }: { products: readonly ShowcaseSlide[] }) {
  const texts = useContent('home.showcase', showcaseContent);
  return (
    <Carousel label={texts.label} slideCount={products.length} stopOnManualAction>
      <div className="relative sm:px-14">
        <CarouselSlides>
          {products.map((product, index) => (
            <CarouselSlide key={product.id} index={index}>
              {/* On a phone the pack sits beside the name; from 768 px it has a column of its own (app.css). */}
              <article className="showcase-card">
                <div className="md:row-span-2">
                  <PackShotPicture
                    product={product}
                    alt=""
                    sizes="(min-width: 1024px) 20rem, (min-width: 768px) 40vw, 6rem"
                    className="mx-auto max-w-80 rounded-card"
                  />
                </div>
                <div className="md:self-end">
                  <p className="inline-flex rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
                    {product.badge}
                  </p>
                  <h3 className="mt-2 text-xl font-bold text-ink sm:mt-3 sm:text-2xl">
                    <a
                      href={product.path}
                      className="underline-offset-4 hover:text-brand-800 hover:underline"
                    >
                      {product.name}
                    </a>
                  </h3>
                </div>
                <div className="col-span-2 md:col-span-1 md:self-start">
                  <p className="text-ink-muted">{product.description}</p>
                  <p className="mt-3 text-sm text-ink-muted">
                    <span className="font-semibold text-ink">{texts.keyIngredients}</span>
                    {product.ingredients}
                  </p>
                  <a
                    href={product.path}
                    className="mt-4 inline-flex font-semibold text-brand-800 underline hover:text-brand-900"
                  >
                    {texts.viewDetails}
                    <span className="sr-only">{fillText(texts.viewDetailsFor, { name: product.name })}</span>
                  </a>
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
        {texts.swipeHint}
      </p>
    </Carousel>
  );
}
