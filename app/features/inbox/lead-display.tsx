import { leadKindLabels } from '#contract/lead-texts.ts';
import type { LeadKind } from '#contract/lead-fields.ts';

/** A submission's kind as a badge; adverse-event reports stand out as Safety. */
export function KindBadge({ kind }: { kind: LeadKind }) {
  return kind === 'adverse-event' ? (
    <span className="rounded bg-red-700 px-2 py-0.5 text-xs font-bold text-white">Safety</span>
  ) : (
    <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
      {leadKindLabels[kind]}
    </span>
  );
}
