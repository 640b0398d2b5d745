import { SearchableList } from '#app/components/ui/searchable-list.tsx';
import type { ResearchArea } from '#app/data/services/clinical-research.ts';
import { filterResearchAreas, researchCountText } from './research-area-search.ts';
import { ResearchStatusBadge } from './research-status-badge.tsx';

/** The searchable list of research areas; statuses are for display only. */
export function ResearchAreas({ areas }: { areas: readonly ResearchArea[] }) {
  return (
    <SearchableList
      items={areas}
      filter={filterResearchAreas}
      countText={researchCountText}
      search={{ label: 'Search research areas by name or description', placeholder: 'For example: diabetes' }}
      itemKey={(area) => area.id}
      itemClassName="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      renderItem={(area) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <h3 className="text-lg font-semibold text-slate-900">{area.name}</h3>
            <ResearchStatusBadge status={area.status} />
          </div>
          <p className="mt-2 text-slate-700">{area.description}</p>
        </>
      )}
      empty={{
        headingLevel: 'h3',
        heading: (query) => `No research areas match “${query}”`,
        hint: 'Try another word, or clear the search to see every area.',
      }}
    />
  );
}
