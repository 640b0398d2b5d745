import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tablet, TabletInput, TabletUpdate } from '#contract/tablet.ts';
import { createTablet, deleteTablet, fetchTablets, updateTablet } from '../api/tablets-api.ts';

export type SaveTabletRequest =
  { mode: 'add'; input: TabletInput } | { mode: 'edit'; id: string; version: number; input: TabletInput };

export const tabletsQueryKey = ['tablets'] as const;

export function useTabletsQuery() {
  return useQuery({ queryKey: tabletsQueryKey, queryFn: fetchTablets });
}

/** Creates or updates a tablet, then refreshes the list. */
export function useSaveTablet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveTabletRequest): Promise<Tablet> => {
      if (request.mode === 'add') return createTablet(request.input);
      const update: TabletUpdate = { ...request.input, version: request.version };
      return updateTablet(request.id, update);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tabletsQueryKey }),
  });
}

/** Deletes a tablet; it leaves the cached list only once the server has confirmed. */
export function useDeleteTablet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tablet: Tablet) => deleteTablet(tablet.id),
    onSuccess: (_result, tablet) => {
      queryClient.setQueryData<Tablet[]>(tabletsQueryKey, (tablets) =>
        tablets?.filter((candidate) => candidate.id !== tablet.id),
      );
      return queryClient.invalidateQueries({ queryKey: tabletsQueryKey });
    },
  });
}
