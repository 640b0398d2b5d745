import { useMatches } from 'react-router';

/**
 * The `handle` of a staff screen's route: the screen brings its own frame (the staff layout), and
 * the root leaves out the public site's header and footer.
 */
export const staffScreenHandle = { layout: 'staff' } as const;

/** Whether the page is a staff screen (its route exports `handle = staffScreenHandle`). */
export function useIsStaffScreen(): boolean {
  return useMatches().some(
    (match) => (match.handle as { layout?: string } | undefined)?.layout === staffScreenHandle.layout,
  );
}
