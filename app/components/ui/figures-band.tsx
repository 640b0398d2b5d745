import { cn } from './class-names.ts';

export interface Figure {
  value: string;
  label: string;
}

const tones = {
  /** On the dark ink band. */
  dark: { band: 'bg-ink text-white', value: 'text-accent', label: 'text-slate-300', rule: 'divide-white/15' },
  /** On a light surface. */
  light: {
    band: 'bg-white text-ink',
    value: 'text-brand-800',
    label: 'text-ink-muted',
    rule: 'divide-slate-200',
  },
} as const;

/**
 * Numbers as one band, not a grid of cards (docs/design.md). A description list: the label is the
 * term, so a screen reader says "Rating, 4.9/5", while the figure is shown first and larger.
 */
export function FiguresBand({
  figures,
  tone = 'dark',
  className,
}: {
  figures: readonly Figure[];
  tone?: keyof typeof tones;
  className?: string;
}) {
  const look = tones[tone];
  return (
    <dl className={cn('grid grid-cols-4 divide-x rounded-card', look.band, look.rule, className)}>
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="flex flex-col-reverse justify-end px-1.5 py-3 text-center sm:px-3 sm:py-5"
        >
          <dt className={cn('mt-1 text-xs leading-tight font-medium sm:text-sm', look.label)}>
            {figure.label}
          </dt>
          <dd className={cn('text-xl font-extrabold tracking-tight tabular-nums sm:text-4xl', look.value)}>
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
