import { clsx } from 'clsx';
import { Icon } from './icon.tsx';
import { useCarouselContext } from './carousel.tsx';
import { carouselTexts } from './carousel-texts.ts';
import { useContent } from '#languages/content.ts';
import { fillText } from '#languages/messages.ts';

/** Without display: callers that hide a control on small screens pass their own display classes. */
const roundButton =
  'size-10 shrink-0 items-center justify-center rounded-full border border-slate-300 bg-white text-brand-800 transition-colors hover:border-brand-700 hover:bg-brand-50';

/** The visible rotation control (WCAG 2.2.2): stops and restarts automatic rotation. */
export function CarouselPlayPause({ className }: { className?: string }) {
  const { isPlaying, togglePlaying } = useCarouselContext();
  const texts = useContent('carousel', carouselTexts);
  const label = isPlaying ? texts.pause : texts.play;
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={togglePlaying}
      className={clsx(roundButton, className ?? 'inline-flex')}
    >
      {isPlaying ? <Icon name="pause" className="size-4" /> : <Icon name="play" className="size-4" />}
    </button>
  );
}

const stepIcons = { previous: 'chevron-left', next: 'chevron-right' } as const;

/** A button that moves one slide back or forward. */
function CarouselStep({ direction, className }: { direction: keyof typeof stepIcons; className?: string }) {
  const carousel = useCarouselContext();
  const texts = useContent('carousel', carouselTexts);
  return (
    <button
      type="button"
      aria-label={texts[direction]}
      aria-controls={carousel.slidesId}
      onClick={carousel[direction]}
      className={clsx(roundButton, className ?? 'inline-flex')}
    >
      <Icon name={stepIcons[direction]} className="size-5" />
    </button>
  );
}

export function CarouselPrevious({ className }: { className?: string }) {
  return <CarouselStep direction="previous" className={className} />;
}

export function CarouselNext({ className }: { className?: string }) {
  return <CarouselStep direction="next" className={className} />;
}

/** One button per slide; each target is 24 px or more although the dot itself is smaller. */
export function CarouselDots({ className }: { className?: string }) {
  const { index: current, slideCount, goTo, slidesId } = useCarouselContext();
  const texts = useContent('carousel', carouselTexts);
  return (
    <div className={clsx('flex items-center', className)}>
      {Array.from({ length: slideCount }, (_, index) => {
        const active = index === current;
        return (
          <button
            key={index}
            type="button"
            aria-label={fillText(texts.goToSlide, { number: String(index + 1) })}
            aria-controls={slidesId}
            aria-current={active ? 'true' : undefined}
            onClick={() => goTo(index)}
            className="group inline-flex h-8 min-w-8 items-center justify-center rounded-full"
          >
            <span
              aria-hidden="true"
              className={clsx(
                'block h-2.5 rounded-full transition-all motion-reduce:transition-none',
                active ? 'w-7 bg-brand-700' : 'w-2.5 bg-slate-500 group-hover:bg-brand-600',
              )}
            />
          </button>
        );
      })}
    </div>
  );
}

/** The controls in one row, in reading order: pause, previous, the dots, next. */
export function CarouselControls({ className }: { className?: string }) {
  return (
    <div className={clsx('flex items-center gap-1.5', className)}>
      <CarouselPlayPause />
      <CarouselPrevious />
      <CarouselDots />
      <CarouselNext />
    </div>
  );
}
