/**
 * The batch list and its changes as TanStack Query sees them; the staff query client holds SPEC §9's
 * cache and retry policy and ends the session on a 401.
 */
import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Batch, BatchInput } from '#contract/batches.ts';
import {
  type BatchFilter,
  type BatchPage,
  createBatch,
  fetchBatchPage,
  importBatches,
  makeLabels,
  updateBatch,
} from './batches-api.ts';

/** Every page of every search lives under this key, so one invalidation refreshes what is shown. */
const batchesQueryKey = ['batches'] as const;

export function batchListQueryKey(filter: BatchFilter) {
  return [...batchesQueryKey, 'list', filter] as const;
}

/**
 * The batches of one search in its order, a page at a time. A new order of the same search keeps
 * the rows shown until the server answers, so the column header just pressed keeps its focus.
 */
export function useBatchList(filter: BatchFilter) {
  return useInfiniteQuery({
    queryKey: batchListQueryKey(filter),
    queryFn: ({ pageParam, signal }) => fetchBatchPage(filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: (previous, previousQuery) => {
      const shown = previousQuery?.queryKey[2] as BatchFilter | undefined;
      return shown && shown.q === filter.q && shown.state === filter.state ? previous : undefined;
    },
  });
}

/**
 * The list is refetched after any answer, without waiting for it: the form is free again as soon
 * as the server has answered the change.
 */
function useRefreshBatchesAfterwards() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: batchesQueryKey });
}

type SaveBatchRequest = { input: BatchInput; editing?: Pick<Batch, 'id' | 'version'> };

/** Records a batch, or changes one at the version last seen (409 when someone changed it meanwhile). */
export function useSaveBatch() {
  const refresh = useRefreshBatchesAfterwards();
  return useMutation({
    mutationFn: ({ input, editing }: SaveBatchRequest) =>
      editing ? updateBatch(editing.id, input, editing.version) : createBatch(input),
    onSettled: refresh,
  });
}

/** Imports every batch of a CSV file, or none of them. */
export function useImportBatches() {
  const refresh = useRefreshBatchesAfterwards();
  return useMutation({
    mutationFn: async (file: File) => importBatches(await file.text()),
    onSettled: refresh,
  });
}

/** Makes the next `count` labels of a batch; the rows shown get the batch's new label count at once. */
export function useMakeLabels() {
  const queryClient = useQueryClient();
  const refresh = useRefreshBatchesAfterwards();
  return useMutation({
    mutationFn: ({ id, count }: { id: number; count: number }) => makeLabels(id, count),
    onSuccess: ({ batch }) => {
      queryClient.setQueriesData<InfiniteData<BatchPage>>(
        { queryKey: [...batchesQueryKey, 'list'] },
        (list) =>
          list && {
            ...list,
            pages: list.pages.map((page) => ({
              ...page,
              batches: page.batches.map((shown) => (shown.id === batch.id ? batch : shown)),
            })),
          },
      );
    },
    onSettled: refresh,
  });
}
