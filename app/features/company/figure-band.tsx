import { clsx } from 'clsx';
import type { Stat } from './about-content.ts';

/**
 * The company's figures as one band rather than a row of cards. A description list: the label is
 * the term, so a screen reader says "Professionals, 100+", while the figure is shown first and larger.
 */
export function FigureBand({ stats, className }: { stats: readonly Stat[]; className?: string }) {
  return (
    <dl
      className={clsx(
        'grid grid-cols-2 overflow-hidden rounded-2xl bg-teal-900 text-center text-white lg:grid-cols-4',
        className,
      )}
    >
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col-reverse border-teal-700 px-3 py-4 odd:border-r lg:border-r lg:last:border-r-0 [&:nth-child(-n+2)]:border-b lg:[&:nth-child(-n+2)]:border-b-0"
        >
          <dt className="text-sm text-teal-50">{stat.label}</dt>
          <dd className="text-2xl font-bold sm:text-3xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
