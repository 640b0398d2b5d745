import type { RecallStatus } from '#contract/recalls.ts';
import { recallStatusLabels } from './recall-texts.ts';

const tones: Record<RecallStatus, string> = {
  open: 'bg-red-100 text-red-900',
  completed: 'bg-slate-200 text-slate-900',
};

/** A notice's status as staff read it: open (the recall is under way) or completed. */
export function RecallStatusBadge({ status }: { status: RecallStatus }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[status]}`}>
      {recallStatusLabels[status]}
    </span>
  );
}
