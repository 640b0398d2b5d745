import { clsx } from 'clsx';
import { Icon } from './icon.tsx';
import { useCarouselContext } from './carousel.tsx';

/** Without display: callers that hide a control on small screens pass their own display classes. */
const roundButton =
  'size-10 shrink-0 items-center justify-center rounded-full border border-slate-300 bg-white text-teal-800 shadow-sm transition-colors hover:bg-teal-50 hover:text-teal-900';

/** The visible rotation control (WCAG 2.2.2): stops and restarts automatic rotation. */
export function CarouselPlayPause({ className }: { className?: string }) {
  const { isPlaying, togglePlaying } = useCarouselContext();
  const label = isPlaying ? 'Pause automatic slide show' : 'Start automatic slide show';
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

export function CarouselPrevious({ className }: { className?: string }) {
  const { previous, slidesId } = useCarouselContext();
  return (
    <button
      type="button"
      aria-label="Previous slide"
      aria-controls={slidesId}
      onClick={previous}
      className={clsx(roundButton, className ?? 'inline-flex')}
    >
      <Icon name="chevron-left" className="size-5" />
    </button>
  );
}

export function CarouselNext({ className }: { className?: string }) {
  const { next, slidesId } = useCarouselContext();
  return (
    <button
      type="button"
      aria-label="Next slide"
      aria-controls={slidesId}
      onClick={next}
      className={clsx(roundButton, className ?? 'inline-flex')}
    >
      <Icon name="chevron-right" className="size-5" />
    </button>
  );
}

/** One button per slide; each target is 24 px or more although the dot itself is smaller. */
export function CarouselDots({ className }: { className?: string }) {
  const { index: current, slideCount, goTo, slidesId } = useCarouselContext();
  return (
    <div className={clsx('flex items-center', className)}>
      {Array.from({ length: slideCount }, (_, index) => {
        const active = index === current;
        return (
          <button
            key={index}
            type="button"
            aria-label={`Go to slide ${index + 1}`}
            aria-controls={slidesId}
            aria-current={active ? 'true' : undefined}
            onClick={() => goTo(index)}
            className="group inline-flex h-8 min-w-8 items-center justify-center rounded-full"
          >
            <span
              aria-hidden="true"
              className={clsx(
                'block h-2.5 rounded-full transition-all motion-reduce:transition-none',
                active ? 'w-7 bg-teal-700' : 'w-2.5 bg-slate-500 group-hover:bg-teal-600',
              )}
            />
          </button>
        );
      })}
    </div>
  );
}
