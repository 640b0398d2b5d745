import { useId, useRef } from 'react';
import { SearchField } from '#app/components/ui/search-field.tsx';
import { useSearchQuery } from '#app/lib/use-search-query.ts';
import type { ResearchArea } from '#app/data/services/clinical-research.ts';
import { filterResearchAreas, researchCountText } from './research-area-search.ts';
import { ResearchStatusBadge } from './research-status-badge.tsx';

/** The searchable list of research areas; statuses are for display only. */
export function ResearchAreas({ areas }: { areas: readonly ResearchArea[] }) {
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useSearchQuery(input);
  const inputId = useId();
  const countId = useId();
  const shown = filterResearchAreas(areas, query);

  const clear = () => {
    setQuery('');
    input.current?.focus();
  };

  return (
    <>
      <SearchField
        id={inputId}
        label="Search research areas by name or description"
        value={query}
        placeholder="For example: diabetes"
        onChange={setQuery}
        inputRef={input}
        describedBy={countId}
        className="max-w-xl"
      />
      {/* The server may have written the count for a reloaded ?q= (server/site/search-prefill.ts). */}
      <p
        id={countId}
        role="status"
        data-search-count=""
        suppressHydrationWarning
        className="mt-4 text-sm font-medium text-slate-700"
      >
        {researchCountText(shown.length, areas.length)}
      </p>
      {shown.length > 0 ? (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((area) => (
            <li
              key={area.id}
              data-search-item={area.id}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
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
          <img
            src="/images/states/no-results.svg"
            alt=""
            width={240}
            height={165}
            className="mx-auto mb-4 h-auto w-40"
          />
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
