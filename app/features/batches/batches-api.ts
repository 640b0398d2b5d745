/** The batch endpoints as the batches screen calls them, through the one API client. */
import { callEndpoint } from '#app/lib/api-client.ts';
import { batchEndpoints, type BatchInput, type BatchSort } from '#contract/batches.ts';
import type { SuccessBody } from '#contract/endpoint.ts';

export type BatchPage = SuccessBody<typeof batchEndpoints.list>;

/** What the list shows: the search, the state chosen and the order. */
export interface BatchFilter {
  q: string;
  state: string;
  sort: BatchSort;
}

export function fetchBatchPage(
  filter: BatchFilter,
  cursor?: string,
  signal?: AbortSignal,
): Promise<BatchPage> {
  return callEndpoint(batchEndpoints.list, {
    query: { q: filter.q, state: filter.state, sort: filter.sort, cursor },
    signal,
    failure: 'Failed to load the batches',
  });
}

export function createBatch(input: BatchInput) {
  return callEndpoint(batchEndpoints.create, { body: input, failure: 'Failed to record the batch' });
}

export function updateBatch(id: number, input: BatchInput, version: number) {
  return callEndpoint(batchEndpoints.update, {
    params: { id },
    body: { ...input, version },
    failure: 'Failed to save the batch',
  });
}

export function importBatches(csv: string) {
  return callEndpoint(batchEndpoints.importCsv, { body: { csv }, failure: 'Failed to import the batches' });
}

export type LabelSheet = SuccessBody<typeof batchEndpoints.labels>;

/** Labels with the next `count` serials of the batch. */
export function makeLabels(id: number, count: number): Promise<LabelSheet> {
  return callEndpoint(batchEndpoints.labels, {
    params: { id },
    body: { count },
    failure: 'Failed to make the labels',
  });
}
