import { Fragment } from 'react';
import type { LeadSummary } from '#contract/inbox.ts';
import { isOverdue } from '#contract/inbox-replies.ts';
import { istDateTime } from '#contract/ist-date-time.ts';
import { leadFieldLabels } from '#contract/lead-field-labels.ts';
import { leadStatusLabels } from '#contract/lead-texts.ts';
import { leadValueText } from '#contract/lead-values.ts';
import { KindBadge } from './lead-display.tsx';

interface LeadListItemProps {
  item: LeadSummary;
  selected: boolean;
  /** The signed-in account, so what is theirs reads "you"; null for the admin key. */
  accountId: string | null;
  onSelect: () => void;
}

/**
 * One submission in the inbox list: reference, kind, status, whether it is answered or overdue, who
 * sent it, what they chose, who has it.
 */
export function LeadListItem({ item, selected, accountId, onSelect }: LeadListItemProps) {
  // Looked up by the stored names, which are plain strings.
  const labels: Readonly<Record<string, string>> = leadFieldLabels[item.kind];
  const choices = Object.entries(item.choices ?? {}).map(
    ([field, value]) => `${labels[field] ?? field}: ${leadValueText(field, value)}`,
  );
  const assignee = item.assignee;
  return (
    <li className={item.kind === 'adverse-event' ? 'border-l-4 border-red-700' : undefined}>
      <button
        type="button"
        onClick={onSelect}
        aria-current={selected || undefined}
        className="block w-full p-4 text-left hover:bg-slate-50 aria-[current]:bg-teal-50"
      >
        <span className="flex flex-wrap items-center gap-2">
          <strong className="text-slate-900">{item.reference}</strong>
          <KindBadge kind={item.kind} />
          {item.unread && (
            <span className="rounded-full bg-teal-800 px-2 py-0.5 text-xs font-semibold text-white">
              Unread
            </span>
          )}
          <span className="text-sm text-slate-700">{leadStatusLabels[item.status]}</span>
          {isOverdue(item, new Date()) && (
            <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white">
              Overdue
            </span>
          )}
          {item.firstReplyAt && <span className="text-sm text-slate-700">Replied</span>}
        </span>
        <span className="mt-1 block text-sm text-slate-800">
          {[item.name, item.email].filter(Boolean).map((part, index) => (
            <Fragment key={index}>
              {index > 0 && ' · '}
              <bdi>{part}</bdi>
            </Fragment>
          ))}
        </span>
        <bdi className="mt-1 block truncate text-sm text-slate-700">{item.summary}</bdi>
        {choices.length > 0 && (
          <span className="mt-1 block text-sm text-slate-700">{choices.join(' · ')}</span>
        )}
        <span className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-600">
          <time dateTime={item.createdAt}>{istDateTime(item.createdAt)}</time>
          <span>
            {assignee ? (
              <>Assigned to {assignee.id === accountId ? 'you' : <bdi>{assignee.displayName}</bdi>}</>
            ) : (
              'Unassigned'
            )}
          </span>
        </span>
      </button>
    </li>
  );
}
