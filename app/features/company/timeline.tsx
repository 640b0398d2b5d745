import type { TimelineEntry } from './about-content.ts';

/** Milestones on one connected line; a year is marked up as a date, a stage ("Today") is not. */
export function Timeline({
  entries,
  headingLevel,
}: {
  entries: readonly TimelineEntry[];
  /** The level of each entry's title, one below the heading the timeline sits under. */
  headingLevel: 3 | 4;
}) {
  const EntryHeading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ol className="relative ml-2 border-l-2 border-brand-200 pl-6">
      {entries.map((entry) => (
        <li key={entry.when} className="relative pb-6 last:pb-0">
          <span
            aria-hidden="true"
            className="absolute top-1 -left-[2.05rem] size-4 rounded-full border-4 border-white bg-brand-700 ring-2 ring-brand-200"
          />
          <p className="text-sm font-bold tracking-wide text-brand-800 uppercase">
            {/^\d{4}$/.test(entry.when) ? <time dateTime={entry.when}>{entry.when}</time> : entry.when}
          </p>
          <EntryHeading className="mt-0.5 text-lg font-semibold text-ink">{entry.title}</EntryHeading>
          <p className="mt-1 text-ink-muted">{entry.text}</p>
        </li>
      ))}
    </ol>
  );
}
