import { useId } from 'react';
import { type StaffColumn, StaffRows } from '#app/components/staff/staff-table.tsx';
import { FormAlert } from '#app/components/ui/form-controls.tsx';
import { failureMessage } from '#app/lib/api-client.ts';
import {
  type InboxOverview,
  type OverviewWeek,
  promiseShareText,
  promiseWindowDays,
} from '#contract/inbox-overview.ts';
import { durationText, replyPromiseHours } from '#contract/inbox-replies.ts';
import { leadKindLabels } from '#contract/lead-texts.ts';
import { useInboxOverview } from './inbox-queries.ts';

/** "3 h 20 min", or a dash when nothing was answered that week. */
function medianText(minutes: number | null): string {
  if (minutes === null) return '–';
  return durationText(new Date(0).toISOString(), new Date(minutes * 60_000).toISOString());
}

const kindColumns: StaffColumn<InboxOverview['kinds'][number]>[] = [
  {
    header: 'Kind',
    headerClassName: 'py-1 pr-2',
    className: 'py-1 pr-2 font-normal',
    cell: (row) => leadKindLabels[row.kind],
  },
  {
    header: 'New',
    headerClassName: 'py-1 pr-2 text-right',
    className: 'py-1 pr-2 text-right',
    cell: (row) => row.new,
  },
  {
    header: 'Overdue',
    headerClassName: 'py-1 text-right',
    className: (row) => (row.overdue > 0 ? 'py-1 text-right font-semibold text-red-800' : 'py-1 text-right'),
    cell: (row) => row.overdue,
  },
];

const weekColumns: StaffColumn<OverviewWeek>[] = [
  { header: 'Week of', className: 'font-normal', cell: (week) => week.weekOf },
  {
    header: 'Submissions',
    headerClassName: 'text-right',
    className: 'text-right',
    cell: (week) => week.received,
  },
  {
    header: 'Median first reply',
    headerClassName: 'text-right',
    className: 'text-right',
    cell: (week) => medianText(week.medianFirstReplyMinutes),
  },
];

const chart = { width: 600, height: 180, top: 10, bottom: 30 };

/** Arrivals per week as bars, the median first reply as a line; the table beside it says the same in words. */
function WeeklyChart({ weeks, describedBy }: { weeks: OverviewWeek[]; describedBy: string }) {
  const slot = chart.width / weeks.length;
  const plot = chart.height - chart.top - chart.bottom;
  const mostReceived = Math.max(1, ...weeks.map((week) => week.received));
  const longestWait = Math.max(1, ...weeks.map((week) => week.medianFirstReplyMinutes ?? 0));
  const waitPoints = weeks.flatMap((week, index) =>
    week.medianFirstReplyMinutes === null
      ? []
      : [
          {
            x: index * slot + slot / 2,
            y: chart.top + plot - (week.medianFirstReplyMinutes / longestWait) * plot,
          },
        ],
  );
  return (
    <svg
      viewBox={`0 0 ${chart.width} ${chart.height}`}
      role="img"
      aria-describedby={describedBy}
      aria-label="Submissions per week (bars) and median time to the first reply (line), the last 12 weeks"
      className="h-auto w-full"
    >
      <line
        x1={0}
        x2={chart.width}
        y1={chart.top + plot}
        y2={chart.top + plot}
        className="stroke-slate-500"
      />
      {weeks.map((week, index) => {
        const height = (week.received / mostReceived) * plot;
        return (
          <rect
            key={week.weekOf}
            x={index * slot + slot * 0.2}
            y={chart.top + plot - height}
            width={slot * 0.6}
            height={height}
            className="fill-teal-700"
          />
        );
      })}
      <polyline
        points={waitPoints.map((point) => `${point.x},${point.y}`).join(' ')}
        fill="none"
        className="stroke-orange-700"
        strokeWidth={3}
      />
      {waitPoints.map((point) => (
        <circle key={point.x} cx={point.x} cy={point.y} r={4} className="fill-orange-700" />
      ))}
      {[0, weeks.length - 1].map((index) => (
        <text
          key={index}
          x={index * slot + slot / 2}
          y={chart.height - 8}
          textAnchor={index === 0 ? 'start' : 'end'}
          className="fill-slate-700 text-[13px]"
        >
          {weeks[index]?.weekOf}
        </text>
      ))}
    </svg>
  );
}

/** The staff home's first view: what waits per kind, whether the 24-hour promise is kept, and the weeks behind it. */
export function InboxOverviewPanel() {
  const headingId = useId();
  const tableId = useId();
  const { data: overview, error: failure } = useInboxOverview();
  const error = failure ? failureMessage(failure, String(failure)) : undefined;

  const share = overview ? promiseShareText(overview.promise) : null;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        Overview
      </h2>
      <FormAlert message={error} />
      {!overview && !error && <p className="mt-2 text-slate-700">Loading the overview…</p>}
      {overview && (
        <div className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <div>
            <StaffRows
              caption="Waiting, by kind"
              captionShown
              columns={kindColumns}
              rows={overview.kinds}
              rowKey={(row) => row.kind}
              ruled
            />
            <p className="mt-4 text-sm text-slate-900">
              {share
                ? `Answered within ${replyPromiseHours} hours, last ${promiseWindowDays} days: ${share}.`
                : `Nothing has come due in the last ${promiseWindowDays} days, so the ${replyPromiseHours}-hour promise has not been tested yet.`}
            </p>
          </div>
          <figure>
            <figcaption className="font-semibold text-slate-900">
              Submissions per week and median time to the first reply
            </figcaption>
            <p className="mt-1 flex flex-wrap gap-4 text-xs text-slate-700">
              <span>
                <span aria-hidden="true" className="mr-1 inline-block size-3 bg-teal-700" />
                Submissions
              </span>
              <span>
                <span aria-hidden="true" className="mr-1 inline-block h-1 w-4 bg-orange-700 align-middle" />
                Median first reply
              </span>
            </p>
            <WeeklyChart weeks={overview.weeks} describedBy={tableId} />
            <details className="mt-2 text-sm">
              <summary className="cursor-pointer text-teal-800 underline">The weeks as a table</summary>
              <StaffRows
                caption="Submissions and median first reply per week, IST"
                id={tableId}
                tableClassName="mt-2 w-full text-left"
                columns={weekColumns}
                rows={overview.weeks}
                rowKey={(week) => week.weekOf}
                ruled
              />
            </details>
          </figure>
        </div>
      )}
    </section>
  );
}
