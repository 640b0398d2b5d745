/**
 * The recall endpoints as the recalls screen calls them, through the one API client, and as TanStack
 * Query holds their answers (the staff query client has SPEC §9's cache and retry policy, and ends
 * the session on a 401).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#app/lib/api-client.ts';
import type { SuccessBody } from '#contract/endpoint.ts';
import { type Recall, recallEndpoints, type RecallInput, type RecallUpdate } from '#contract/recalls.ts';

export type RecallList = SuccessBody<typeof recallEndpoints.list>;

/** Every notice, newest first, open and completed. */
export function fetchRecalls(signal?: AbortSignal): Promise<RecallList> {
  return callEndpoint(recallEndpoints.list, { signal, failure: 'Failed to load the recall notices' });
}

/** Publishes the notice: it is public, and its batches recalled, as the server answers. */
export function publishRecall(input: RecallInput) {
  return callEndpoint(recallEndpoints.publish, { body: input, failure: 'Failed to publish the recall' });
}

/** Saves the notice's texts, class, reason and status over the version last seen; a stale one answers 409. */
export function updateRecall(id: number, update: RecallUpdate) {
  return callEndpoint(recallEndpoints.update, {
    params: { id },
    body: update,
    failure: 'Failed to save the recall notice',
  });
}

/** The notice as an update that changes nothing: the start of "Mark completed". */
export function recallAsUpdate(recall: Recall): RecallUpdate {
  return {
    recallClass: recall.recallClass,
    reason: recall.reason,
    details: recall.details,
    patientAction: recall.patientAction,
    pharmacyAction: recall.pharmacyAction,
    doctorAction: recall.doctorAction,
    status: recall.status,
    version: recall.version,
  };
}

/** The list of notices; there is one, so one invalidation refreshes what is shown. */
const recallsQueryKey = ['recalls'] as const;

export function useRecalls() {
  return useQuery({
    queryKey: recallsQueryKey,
    queryFn: ({ signal }) => fetchRecalls(signal),
  });
}

/**
 * Reads the list afresh and finds one notice in it, for "Load the latest version": undefined when
 * the notice is gone. Asked once, as a person's action; its failure is shown beside the list.
 */
export function useLatestRecall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<Recall | undefined> => {
      const list = await fetchRecalls();
      queryClient.setQueryData(recallsQueryKey, list);
      return list.recalls.find((recall) => recall.id === id);
    },
  });
}

/*
 * The changes below do not wait for the list to be read again: what was published or saved is
 * answered at once, even while a slow list read is still retrying.
 */

/** Publishes a notice (what the confirmation named goes along, to name the batches in errors). */
export function usePublishRecall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input }: { input: RecallInput; typedBatches: readonly string[] }) => publishRecall(input),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: recallsQueryKey }),
  });
}

/**
 * Saves a notice, or marks it completed. The saved notice replaces its row at once; whatever the
 * answer (a 409 says the list is out of date) the list is then read again.
 */
export function useUpdateRecall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ recall, update }: { recall: Recall; update: RecallUpdate }) =>
      updateRecall(recall.id, update),
    onSuccess: ({ recall: saved }) =>
      queryClient.setQueryData<RecallList>(
        recallsQueryKey,
        (list) =>
          list && { ...list, recalls: list.recalls.map((shown) => (shown.id === saved.id ? saved : shown)) },
      ),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: recallsQueryKey }),
  });
}
