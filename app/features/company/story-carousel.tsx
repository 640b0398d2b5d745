import { Carousel, CarouselSlide, CarouselSlides } from '#app/components/ui/carousel.tsx';
import {
  CarouselDots,
  CarouselNext,
  CarouselPlayPause,
  CarouselPrevious,
} from '#app/components/ui/carousel-controls.tsx';
import { storyContent, storyFallbackImage } from './about-content.ts';
import { useContent } from '#languages/content.ts';
import { StoryImage } from './story-image.tsx';

/** Our story in three slides; any manual action or touch ends autoplay (SPEC §4). */
export function StoryCarousel() {
  const { label, slides } = useContent('company.story', storyContent);
  return (
    <Carousel label={label} slideCount={slides.length} stopOnManualAction>
      <CarouselSlides>
        {slides.map((slide, index) => (
          <CarouselSlide key={slide.image} index={index}>
            <figure className="rounded-card border border-slate-200 bg-white p-4 shadow-card">
              <StoryImage
                src={slide.image}
                alt={slide.imageAlt}
                fallbackSrc={storyFallbackImage}
                width={800}
                height={500}
              />
              <figcaption className="px-2 pt-4 pb-2">
                <h3 className="text-xl font-bold text-ink">{slide.title}</h3>
                <p className="mt-2 text-ink-muted">{slide.text}</p>
              </figcaption>
            </figure>
          </CarouselSlide>
        ))}
      </CarouselSlides>
      <div className="mt-4 flex items-center justify-center gap-2">
        <CarouselPlayPause />
        <CarouselPrevious />
        <CarouselDots />
        <CarouselNext />
      </div>
    </Carousel>
  );
}
