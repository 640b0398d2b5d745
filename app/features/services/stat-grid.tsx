import type { FacilityStatistic } from '#app/data/services/drug-manufacturing.ts';

/** Figures with their labels; read as "Over 500,000 square feet of facilities". */
export function StatGrid({ statistics }: { statistics: readonly FacilityStatistic[] }) {
  return (
    <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
      {statistics.map((statistic) => (
        <div
          key={statistic.label}
          className="flex flex-col-reverse rounded-2xl bg-teal-800 p-6 text-center text-white"
        >
          <dt className="mt-2 text-teal-50">{statistic.label}</dt>
          <dd className="text-3xl font-bold">{statistic.value}</dd>
        </div>
      ))}
    </dl>
  );
}
