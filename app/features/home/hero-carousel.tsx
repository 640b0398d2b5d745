import { buttonVariants } from '#app/components/ui/button-variants.ts';
import { Carousel, CarouselSlide, CarouselSlides, useCarouselContext } from '#app/components/ui/carousel.tsx';
import { CarouselControls } from '#app/components/ui/carousel-controls.tsx';
import { Icon } from '#app/components/ui/icon.tsx';
import { demoVideo, heroContent, heroSlides } from './hero-content.ts';
import { useContent } from '#languages/content.ts';
import { useTranslate } from '#languages/messages.ts';
import { localHref } from '#languages/translated-pages.ts';
import { ParsedEnd } from '#app/components/ui/parsed-end.tsx';

/** The current slide's picture; the others wait, stacked, in the same box, so nothing shifts (app.css). */
function SlidePictures() {
  const { index: current } = useCarouselContext();
  return (
    <div className="hero-pictures">
      {heroSlides.map((slide, index) => (
        <img
          key={slide.picture}
          src={slide.picture}
          alt=""
          width={640}
          height={480}
          fetchPriority={index === 0 ? 'high' : undefined}
          data-active={index === current || undefined}
        />
      ))}
    </div>
  );
}

/**
 * Three highlight slides under the page's one headline: each slide's message is the supporting line,
 * its controls grouped beneath it, then the two actions. A manual move restarts the 5 s interval
 * rather than ending autoplay.
 */
export function HeroCarousel() {
  const texts = useContent('home.hero', heroContent);
  const { locale } = useTranslate();
  return (
    <Carousel
      label={texts.carouselLabel}
      slideCount={texts.slides.length}
      stopOnManualAction={false}
      className="settle-when-parsed mt-4 grid gap-x-12 gap-y-4 sm:gap-y-5 lg:mt-6 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:grid-rows-[1fr_auto_auto_1fr]"
    >
      <CarouselSlides className="self-end">
        {texts.slides.map((slide, index) => (
          <CarouselSlide key={slide.picture} index={index}>
            <p className="text-eyebrow font-bold text-accent-strong uppercase">{slide.badge}</p>
            <p className="mt-2 text-ink-muted sm:text-xl">
              <strong className="block text-lg font-semibold text-ink sm:text-xl">{slide.title}</strong>
              {slide.subtitle}
            </p>
            <p className="mt-2 flex items-start gap-2 text-sm font-semibold text-brand-800 sm:text-base">
              <Icon name="circle-check" className="size-5 shrink-0" />
              {slide.highlight}
            </p>
          </CarouselSlide>
        ))}
      </CarouselSlides>
      <CarouselControls />
      <SlidePictures />
      <div className="flex flex-wrap gap-2 sm:gap-3">
        <a href={localHref('/products', locale)} className={buttonVariants({ size: 'lgFromSm' })}>
          {texts.exploreProducts}
          <Icon name="arrow-right" />
        </a>
        <a
          href={demoVideo.href}
          type="video/mp4"
          className={buttonVariants({ variant: 'secondary', size: 'lgFromSm' })}
        >
          <Icon name="circle-play" />
          {texts.watchDemo}
          <span className="sr-only"> ({texts.demoDescription})</span>
        </a>
      </div>
      <ul
        aria-label={texts.trustChipsLabel}
        className="flex flex-wrap gap-x-4 self-start gap-y-2 text-sm font-medium text-ink"
      >
        {texts.trustChips.map((chip) => (
          <li key={chip} className="inline-flex items-center gap-1.5">
            <Icon name="shield-check" className="size-4 text-brand-700" />
            {chip}
          </li>
        ))}
      </ul>
      <ParsedEnd />
    </Carousel>
  );
}
