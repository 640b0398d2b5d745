import { clsx } from 'clsx';
import { createContext, type ReactNode, use } from 'react';
import { type CarouselController, type CarouselOptions, useCarousel } from '#app/lib/use-carousel.ts';
import { carouselTexts } from './carousel-texts.ts';
import { useContent } from '#languages/content.ts';
import { fillText } from '#languages/messages.ts';
import { useDomId } from '#app/lib/dom-id.ts';

interface CarouselContextValue extends CarouselController {
  slidesId: string;
}

const CarouselContext = createContext<CarouselContextValue | null>(null);

/** The carousel around the calling part; throws outside a <Carousel>. */
export function useCarouselContext(): CarouselContextValue {
  const context = use(CarouselContext);
  if (!context) throw new Error('Carousel parts must be rendered inside <Carousel>.');
  return context;
}

interface CarouselProps extends CarouselOptions {
  /** Accessible name of the carousel region, e.g. "Highlights". */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * A carousel region following the WAI-ARIA carousel pattern. Compose it from CarouselSlides,
 * CarouselSlide and the controls (CarouselPlayPause, CarouselPrevious, CarouselNext, CarouselDots).
 */
export function Carousel({ label, className, children, ...options }: CarouselProps) {
  const carousel = useCarousel(options);
  const slidesId = useDomId();
  const texts = useContent('carousel', carouselTexts);
  return (
    <CarouselContext value={{ ...carousel, slidesId }}>
      {/* The region listens for pointer and focus only to hold rotation; its controls are real buttons. */}
      <section
        aria-roledescription={texts.carousel}
        aria-label={label}
        className={className}
        {...carousel.rootHandlers}
      >
        {children}
      </section>
    </CarouselContext>
  );
}

/**
 * Stacks every slide in one grid cell so the carousel is as tall as its tallest slide and never
 * shifts the page when the slide changes. Announces slide changes only while not rotating.
 */
export function CarouselSlides({ className, children }: { className?: string; children: ReactNode }) {
  const { slidesId, isRotating, swipeHandlers } = useCarouselContext();
  return (
    <div
      id={slidesId}
      aria-live={isRotating ? 'off' : 'polite'}
      className={clsx('grid touch-pan-y', className)}
      {...swipeHandlers}
    >
      {children}
    </div>
  );
}

export function CarouselSlide({
  index,
  className,
  children,
}: {
  index: number;
  className?: string;
  children: ReactNode;
}) {
  const { index: current, slideCount } = useCarouselContext();
  const texts = useContent('carousel', carouselTexts);
  const active = index === current;
  return (
    <div
      role="group"
      aria-roledescription={texts.slide}
      aria-label={fillText(texts.slidePosition, { number: String(index + 1), count: String(slideCount) })}
      inert={!active}
      data-active={active}
      className={clsx(
        '[grid-area:1/1] transition-[opacity,visibility] duration-500 motion-reduce:transition-none',
        active ? 'visible opacity-100' : 'invisible opacity-0',
        className,
      )}
    >
      {children}
    </div>
  );
}
