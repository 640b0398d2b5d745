/** A figure and what it counts: "Over 500,000" "square feet of facilities". */
interface StatFigure {
  figure: string;
  label: string;
}

/** Figures as one dark band, not cards (docs/design.md); read as "Over 500,000 square feet of facilities". */
export function StatGrid({ figures }: { figures: readonly StatFigure[] }) {
  return (
    <dl className="grid divide-y divide-white/15 rounded-card bg-ink text-center text-white sm:grid-cols-5 sm:divide-x sm:divide-y-0">
      {figures.map((statistic) => (
        <div key={statistic.label} className="flex flex-col-reverse justify-end px-4 py-5 sm:py-6">
          <dt className="mt-1 text-sm text-slate-300">{statistic.label}</dt>
          <dd className="text-2xl font-extrabold tracking-tight text-accent tabular-nums lg:text-3xl">
            {statistic.figure}
          </dd>
        </div>
      ))}
    </dl>
  );
}
