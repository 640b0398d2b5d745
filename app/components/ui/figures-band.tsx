import { cn } from './class-names.ts';

export interface Figure {
  value: string;
  label: string;
}

/**
 * Numbers as one band, not a grid of cards (docs/design.md; styled in app.css, `.figures-band`).
 * A description list: the label is the term, so a screen reader says "Rating, 4.9/5", while the
 * figure is shown first and larger.
 */
export function FiguresBand({ figures, className }: { figures: readonly Figure[]; className?: string }) {
  return (
    <dl className={cn('figures-band', className)}>
      {figures.map((figure) => (
        <div key={figure.label}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
