import { cn } from './class-names.ts';

export interface Figure {
  value: string;
  label: string;
}

/**
 * Numbers as one dark band, not a grid of cards (docs/design.md). A description list: the label is
 * the term, so a screen reader says "Rating, 4.9/5", while the figure is shown first and larger.
 */
export function FiguresBand({ figures, className }: { figures: readonly Figure[]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-4 divide-x divide-white/15 rounded-card bg-ink text-white', className)}>
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="flex flex-col-reverse justify-end px-1.5 py-3 text-center sm:px-3 sm:py-5"
        >
          <dt className="mt-1 text-xs leading-tight font-medium text-slate-300 sm:text-sm">{figure.label}</dt>
          <dd className="text-xl font-extrabold tracking-tight text-accent tabular-nums sm:text-4xl">
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
