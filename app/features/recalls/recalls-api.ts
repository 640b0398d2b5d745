/** The recall endpoints as the recalls screen calls them, through the one API client. */
import { callEndpoint } from '#app/lib/api-client.ts';
import type { SuccessBody } from '#contract/endpoint.ts';
import { type Recall, recallEndpoints, type RecallInput, type RecallUpdate } from '#contract/recalls.ts';

export type RecallList = SuccessBody<typeof recallEndpoints.list>;

/** Every notice, newest first, open and completed. */
export function fetchRecalls(): Promise<RecallList> {
  return callEndpoint(recallEndpoints.list, { failure: 'Failed to load the recall notices' });
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
