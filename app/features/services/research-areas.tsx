import { SearchableList } from '#app/components/ui/searchable-list.tsx';
import type { ResearchArea } from '#app/data/services/clinical-research.ts';
import { useContent } from '#languages/content.ts';
import { formatMessage, useTranslate } from '#languages/messages.ts';
import { filterResearchAreas, localResearchAreas, researchCountText } from './research-area-search.ts';
import { researchAreaTexts, researchListTexts } from './research-areas-content.ts';
import { ResearchStatusBadge } from './research-status-badge.tsx';

/** The searchable list of research areas; statuses are for display only. */
export function ResearchAreas({
  areas,
  query,
}: {
  areas: readonly ResearchArea[];
  /** The `?q=` the server rendered the list with. */
  query?: string;
}) {
  // The same texts as `researchContent` (clinical-research-content.ts), the areas from the props.
  const texts = useContent('services.research', { ...researchListTexts, areas: researchAreaTexts(areas) });
  const { locale } = useTranslate();
  return (
    <SearchableList
      items={localResearchAreas(areas, texts.areas, locale)}
      filter={filterResearchAreas}
      countText={(shown, total) => researchCountText(shown, total, texts.count, locale)}
      search={texts.search}
      itemKey={(area) => area.id}
      query={query}
      itemClassName="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      renderItem={(area) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <h3 className="text-lg font-semibold text-slate-900">{area.name}</h3>
            <ResearchStatusBadge
              status={area.status}
              label={texts.statuses[area.status]}
              statusLabel={texts.statusLabel}
            />
          </div>
          <p className="mt-2 text-slate-700">{area.description}</p>
        </>
      )}
      empty={{
        headingLevel: 'h3',
        heading: (query) => formatMessage(texts.empty.heading, locale, { query }),
        hint: texts.empty.hint,
        clear: texts.empty.clear,
      }}
    />
  );
}
