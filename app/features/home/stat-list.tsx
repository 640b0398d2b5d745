import { clsx } from 'clsx';
import type { Stat } from './hero-content.ts';

/**
 * Figures as a description list: the label is the term, so a screen reader says "Rating, 4.9/5",
 * while the figure is shown first and larger.
 */
export function StatList({
  stats,
  className,
  columns = 'two-then-four',
}: {
  stats: readonly Stat[];
  className?: string;
  /** 'two': always two columns (a narrow column beside other content); else four from lg up. */
  columns?: 'two' | 'two-then-four';
}) {
  return (
    <dl
      className={clsx('grid grid-cols-2 gap-4', columns === 'two-then-four' && 'lg:grid-cols-4', className)}
    >
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col-reverse rounded-2xl border border-teal-100 bg-white p-5 text-center shadow-sm"
        >
          <dt className="mt-1 text-sm font-medium text-slate-700">{stat.label}</dt>
          <dd className="text-3xl font-bold text-teal-800">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
