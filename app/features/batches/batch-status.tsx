import type { Batch, BatchStatus } from '#contract/batches.ts';

export const batchStatusLabels: Record<BatchStatus, string> = {
  released: 'Released',
  quarantined: 'Quarantined',
  recalled: 'Recalled',
};

const tones = {
  released: 'bg-green-100 text-green-900',
  quarantined: 'bg-amber-100 text-amber-900',
  recalled: 'bg-red-100 text-red-900',
  expired: 'bg-slate-200 text-slate-900',
} as const;

/** A batch's state as staff read it: its status, and "expired" once its date has passed (unless recalled). */
export function BatchState({ batch }: { batch: Pick<Batch, 'status' | 'expired'> }) {
  const state = batch.expired && batch.status !== 'recalled' ? 'expired' : batch.status;
  const label =
    state === 'expired'
      ? `Expired (${batchStatusLabels[batch.status].toLowerCase()})`
      : batchStatusLabels[state];
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[state]}`}>{label}</span>;
}
