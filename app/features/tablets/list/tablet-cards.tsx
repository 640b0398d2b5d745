import type { Tablet } from '#contract/tablet.ts';
import { formatRupees } from '#app/lib/money.ts';
import { card } from '../ui-classes.ts';
import { TabletRowActions, type TabletRowHandlers } from './tablet-row-actions.tsx';

/** The list on screens narrower than 768 px (the only layout rendered there). */
export function TabletCards({ tablets, ...handlers }: { tablets: readonly Tablet[] } & TabletRowHandlers) {
  return (
    <ul aria-label="Tablets" className="space-y-4">
      {tablets.map((tablet) => (
        <li key={tablet.id} className={`p-4 ${card}`}>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h3 className="text-lg font-semibold break-words text-slate-900">{tablet.name}</h3>
              <p className="break-words text-slate-700">{tablet.genericName}</p>
            </div>
            <p className="shrink-0 text-lg font-semibold text-teal-800 tabular-nums">
              {formatRupees(tablet.price)}
            </p>
          </div>
          {tablet.description && (
            <p className="mt-3 text-sm break-words text-slate-700">{tablet.description}</p>
          )}
          <div className="mt-4">
            <TabletRowActions tablet={tablet} {...handlers} />
          </div>
        </li>
      ))}
    </ul>
  );
}
