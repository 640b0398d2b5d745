import { useId, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import type { ResearchArea } from '#app/data/services.ts';
import { filterResearchAreas, researchCountText } from './research-area-search.ts';
import { ResearchStatusBadge } from './research-status-badge.tsx';

/** The searchable list of research areas; statuses are for display only. */
export function ResearchAreas({ areas }: { areas: readonly ResearchArea[] }) {
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const countId = useId();
  const shown = filterResearchAreas(areas, query);

  const clear = () => {
    setQuery('');
    input.current?.focus();
  };

  return (
    <>
      <div role="search" className="max-w-xl">
        <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
          Search research areas by name or description
        </label>
        <div className="relative mt-2">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <input
            ref={input}
            id={inputId}
            type="search"
            value={query}
            autoComplete="off"
            placeholder="For example: diabetes"
            aria-describedby={countId}
            onChange={(event) => setQuery(event.target.value)}
            className="w-full rounded-lg border border-slate-400 bg-white py-3 pr-4 pl-10 text-base text-slate-900 placeholder:text-slate-500"
          />
        </div>
      </div>
      <p id={countId} role="status" className="mt-4 text-sm font-medium text-slate-700">
        {researchCountText(shown.length, areas.length)}
      </p>
      {shown.length > 0 ? (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((area) => (
            <li key={area.id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-start justify-between gap-3">
                <h3 className="text-lg font-semibold text-slate-900">{area.name}</h3>
                <ResearchStatusBadge status={area.status} />
              </div>
              <p className="mt-2 text-slate-700">{area.description}</p>
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <h3 className="text-lg font-semibold text-slate-900">No research areas match “{query.trim()}”</h3>
          <p className="mt-2 text-slate-700">Try another word, or clear the search to see every area.</p>
          <button
            type="button"
            onClick={clear}
            className="mt-5 rounded-md bg-teal-700 px-5 py-2.5 font-semibold text-white hover:bg-teal-800"
          >
            Clear search
          </button>
        </div>
      )}
    </>
  );
}
