import { useId } from 'react';
import { Icon } from '#app/components/ui/icon.tsx';
import { fieldLabel, textInput } from '../ui-classes.ts';
import type { TabletSort } from '#contract/tablet.ts';
import { isTabletSort, tabletSortOptions } from './list-address.ts';

interface TabletListToolbarProps {
  query: string;
  sort: TabletSort;
  onQueryChange: (query: string) => void;
  onSortChange: (sort: TabletSort) => void;
}

export function TabletListToolbar({ query, sort, onQueryChange, onSortChange }: TabletListToolbarProps) {
  const ids = useId();
  return (
    <div role="search" className="flex flex-wrap items-start gap-4">
      <div className="w-full sm:w-80">
        <label htmlFor={`${ids}-search`} className={fieldLabel}>
          Search tablets
        </label>
        <div className="relative mt-1.5">
          <Icon
            name="search"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <input
            id={`${ids}-search`}
            type="search"
            placeholder="Name or generic name"
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            className={`pl-9 ${textInput}`}
          />
        </div>
      </div>
      <div className="w-full sm:w-56">
        <label htmlFor={`${ids}-sort`} className={fieldLabel}>
          Sort by
        </label>
        <select
          id={`${ids}-sort`}
          value={sort}
          onChange={(event) => {
            if (isTabletSort(event.target.value)) onSortChange(event.target.value);
          }}
          className={`mt-1.5 ${textInput}`}
        >
          {tabletSortOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
