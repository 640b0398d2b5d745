import type { ResearchArea, ResearchStatus } from '#app/data/services/clinical-research.ts';

/** The words of the research areas' search, its count and its empty state, and the statuses' names. */
export const researchListTexts = {
  search: {
    label: 'Search research areas by name or description',
    placeholder: 'For example: diabetes',
    submit: 'Search',
  },
  count: {
    all: 'Showing all {total} research areas',
    some: 'Showing {shown} of {total} research areas',
    none: 'No research areas found',
  },
  empty: {
    heading: 'No research areas match “{query}”',
    hint: 'Try another word, or clear the search to see every area.',
    clear: 'Clear search',
  },
  statusLabel: 'Status',
  statuses: {
    Active: 'Active',
    Recruiting: 'Recruiting',
    Planning: 'Planning',
  } satisfies Record<ResearchStatus, string>,
};

export type ResearchCountTexts = (typeof researchListTexts)['count'];

/** An area's words, without its status (a key the badge's colour is chosen by, named in `statuses`). */
export function researchAreaTexts(areas: readonly ResearchArea[]): { name: string; description: string }[] {
  return areas.map(({ name, description }) => ({ name, description }));
}
