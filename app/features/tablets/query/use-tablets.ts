import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tablet, TabletInput, TabletUpdate } from '#contract/tablet.ts';
import {
  createTablet,
  deleteTablet,
  fetchTabletPage,
  type TabletPageRequest,
  updateTablet,
} from '../api/tablets-api.ts';

export type SaveTabletRequest =
  { mode: 'add'; input: TabletInput } | { mode: 'edit'; id: string; version: number; input: TabletInput };

/** Every page of every search lives under this key, so one invalidation refreshes what is shown. */
export const tabletsQueryKey = ['tablets'] as const;

/** One page from the server; while the next one loads, the previous stays on screen. */
export function useTabletPage(request: TabletPageRequest) {
  return useQuery({
    queryKey: [...tabletsQueryKey, 'page', request],
    queryFn: ({ signal }) => fetchTabletPage(request, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * Creates or updates a tablet. Whatever the answer (saved, 404 deleted meanwhile, 409 changed
 * meanwhile) the shown page is refetched, so it never keeps a row that is gone or out of date.
 */
export function useSaveTablet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveTabletRequest): Promise<Tablet> => {
      if (request.mode === 'add') return createTablet(request.input);
      const update: TabletUpdate = { ...request.input, version: request.version };
      return updateTablet(request.id, update);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: tabletsQueryKey }),
  });
}

/** Deletes a tablet; the shown page is refetched after any answer, including a 404. */
export function useDeleteTablet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tablet: Tablet) => deleteTablet(tablet.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tabletsQueryKey }),
  });
}
