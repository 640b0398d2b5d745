import type { ProcessStep } from '#app/data/services/types.ts';

/** An ordered process: numbered cards in a row on wide screens, a column on small ones. */
export function NumberedSteps({ steps, columns }: { steps: readonly ProcessStep[]; columns: 3 | 4 | 5 }) {
  const grid = {
    3: 'md:grid-cols-3',
    4: 'md:grid-cols-2 lg:grid-cols-4',
    5: 'md:grid-cols-3 lg:grid-cols-5',
  }[columns];
  return (
    <ol className={`grid gap-6 ${grid}`}>
      {steps.map((step, index) => (
        <li key={step.name} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span
            className="flex size-10 items-center justify-center rounded-full bg-teal-700 font-bold text-white"
            aria-hidden="true"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">
            <span className="sr-only">Step {index + 1}: </span>
            {step.name}
          </h3>
          <p className="mt-2 text-slate-700">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
