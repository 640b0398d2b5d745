import type { ResearchArea } from '#app/data/services/clinical-research.ts';

/** Research areas whose name or description contains the query, ignoring case and surrounding spaces. */
export function filterResearchAreas<T extends Pick<ResearchArea, 'name' | 'description'>>(
  areas: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLocaleLowerCase('en-IN');
  if (needle === '') return [...areas];
  return areas.filter(
    (area) =>
      area.name.toLocaleLowerCase('en-IN').includes(needle) ||
      area.description.toLocaleLowerCase('en-IN').includes(needle),
  );
}

export function researchCountText(shown: number, total: number): string {
  if (shown === total) return `Showing all ${total} research areas`;
  if (shown === 0) return 'No research areas found';
  return `Showing ${shown} of ${total} research areas`;
}
