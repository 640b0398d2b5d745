import type { ResearchStatus } from '#app/data/services/clinical-research.ts';

/** SPEC §3: Active green, Recruiting blue, Planning yellow; the text keeps AA contrast on its tint. */
const statusClasses: Record<ResearchStatus, string> = {
  Active: 'bg-green-100 text-green-800 ring-green-600/30',
  Recruiting: 'bg-blue-100 text-blue-800 ring-blue-600/30',
  Planning: 'bg-yellow-100 text-yellow-900 ring-yellow-600/40',
};

/** A status's badge, coloured by the status and worded in the page's language ("Status: Active"). */
export function ResearchStatusBadge({
  status,
  label,
  statusLabel,
}: {
  status: ResearchStatus;
  label: string;
  statusLabel: string;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ring-1 ${statusClasses[status]}`}
    >
      <span className="sr-only">{`${statusLabel}: `}</span>
      {label}
    </span>
  );
}
