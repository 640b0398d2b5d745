import type { Tablet } from '#contract/tablet.ts';
import { formatRupees } from '#app/lib/money.ts';
import { TabletRowActions, type TabletRowHandlers } from './tablet-row-actions.tsx';

/** The list on screens 768 px and wider (the only layout rendered there). */
export function TabletTable({ tablets, ...handlers }: { tablets: readonly Tablet[] } & TabletRowHandlers) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Tablets</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Name
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Generic name
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Price
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Description
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {tablets.map((tablet) => (
            <tr key={tablet.id} className="align-top">
              <th scope="row" className="px-4 py-3 font-semibold break-words text-slate-900">
                {tablet.name}
              </th>
              <td className="px-4 py-3 break-words text-slate-700">{tablet.genericName}</td>
              <td className="px-4 py-3 text-right whitespace-nowrap text-slate-900 tabular-nums">
                {formatRupees(tablet.price)}
              </td>
              <td className="max-w-md px-4 py-3 break-words text-slate-700">
                {tablet.description ?? <span className="text-slate-600">No description</span>}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <TabletRowActions tablet={tablet} {...handlers} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
