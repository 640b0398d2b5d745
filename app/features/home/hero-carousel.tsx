import { Carousel, CarouselSlide, CarouselSlides } from '#app/components/ui/carousel.tsx';
import {
  CarouselDots,
  CarouselNext,
  CarouselPlayPause,
  CarouselPrevious,
} from '#app/components/ui/carousel-controls.tsx';
import { heroSlides } from './hero-content.ts';

/** Three highlight slides; a manual move restarts the 5 s interval rather than ending autoplay. */
export function HeroCarousel() {
  return (
    <Carousel label="Highlights" slideCount={heroSlides.length} stopOnManualAction={false} className="mt-8">
      <CarouselSlides>
        {heroSlides.map((slide, index) => (
          <CarouselSlide key={slide.title} index={index}>
            <div className="rounded-3xl border border-teal-100 bg-white/80 p-6 shadow-sm sm:p-8">
              <p className="inline-flex rounded-full bg-teal-100 px-3 py-1 text-sm font-semibold text-teal-900">
                {slide.badge}
              </p>
              <h2 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{slide.title}</h2>
              <p className="mt-3 text-lg text-slate-700">{slide.subtitle}</p>
              <p className="mt-4 font-semibold text-teal-800">{slide.highlight}</p>
            </div>
          </CarouselSlide>
        ))}
      </CarouselSlides>
      <div className="mt-4 flex items-center gap-2">
        <CarouselPlayPause />
        <CarouselPrevious />
        <CarouselDots />
        <CarouselNext />
      </div>
    </Carousel>
  );
}
