import { cn } from '#app/components/ui/class-names.ts';
import { useContent } from '#languages/content.ts';
import { formatMessage, useTranslate } from '#languages/messages.ts';
import { processTimelineContent } from './process-timeline-content.ts';

export interface TimelineStep {
  name: string;
  description: string;
  /** What the marker shows: the step's number unless given ("QC"). */
  marker?: string;
}

/**
 * An ordered process drawn as one connected line: down the page on small screens, and across it
 * from lg up when the timeline has the section's full width. Heading reads "Step 1: Discovery", or
 * "QC: Quality Control" when the step has its own marker.
 */
export function ProcessTimeline({
  steps,
  layout = 'across',
}: {
  steps: readonly TimelineStep[];
  layout?: 'across' | 'down';
}) {
  const texts = useContent('services.timeline', processTimelineContent);
  const { locale } = useTranslate();
  const across = layout === 'across';
  return (
    <ol className={cn('relative', across && 'lg:flex lg:gap-6')}>
      {steps.map((step, index) => {
        const marker = step.marker ?? String(index + 1);
        const prefix = `${step.marker ?? formatMessage(texts.step, locale, { number: index + 1 })}: `;
        return (
          <li
            key={step.name}
            className={cn(
              'relative flex gap-5 pb-8 last:pb-0',
              across && 'lg:flex-1 lg:flex-col lg:gap-4 lg:pb-0',
            )}
          >
            {/* The line from this marker to the next one. */}
            <span
              aria-hidden="true"
              className={cn(
                'absolute top-14 bottom-0 left-7 w-0.5 -translate-x-1/2 bg-brand-200 [li:last-child>&]:hidden',
                across &&
                  'lg:top-7 lg:right-[-1.5rem] lg:bottom-auto lg:left-14 lg:h-0.5 lg:w-auto lg:translate-x-0',
              )}
            />
            <span
              aria-hidden="true"
              className="relative flex size-14 shrink-0 items-center justify-center rounded-full border-4 border-brand-100 bg-brand-700 text-lg font-extrabold text-white"
            >
              {marker}
            </span>
            <div className="pt-2 lg:pt-0">
              <h3 className="text-lg font-semibold text-ink">
                <span className="sr-only">{prefix}</span>
                {step.name}
              </h3>
              <p className="mt-1 text-ink-muted">{step.description}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
