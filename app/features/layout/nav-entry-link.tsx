import type { ReactNode } from 'react';
import { isPageEntryCurrent, isWithinPath, type NavCurrent, type NavEntry } from './navigation.ts';
import { SectionLink } from './section-link.tsx';

type LinkEntry = Exclude<NavEntry, { kind: 'dropdown' }>;
type DropdownEntry = Extract<NavEntry, { kind: 'dropdown' }>;

/**
 * A top-level entry that is a page or a home section, marked current where the visitor is:
 * the desktop row and the mobile menu differ only in its look.
 */
export function NavEntryLink({
  entry,
  current,
  linkClass,
  onChoose,
}: {
  entry: LinkEntry;
  current: NavCurrent;
  linkClass: (isCurrent: boolean) => string;
  onChoose: () => void;
}) {
  if (entry.kind === 'section') {
    const isCurrent = current.shownSection === entry.section;
    return (
      <SectionLink
        section={entry.section}
        aria-current={isCurrent ? 'location' : undefined}
        className={linkClass(isCurrent)}
        onClick={onChoose}
      >
        {entry.label}
      </SectionLink>
    );
  }
  const isCurrent = isPageEntryCurrent(entry, current);
  return (
    <a
      href={entry.to}
      aria-current={isCurrent ? 'page' : undefined}
      className={linkClass(isCurrent)}
      onClick={onChoose}
    >
      {entry.label}
    </a>
  );
}

/** The React key of a top-level entry. */
export function navEntryKey(entry: NavEntry): string {
  return entry.kind === 'section' ? entry.section : entry.kind === 'dropdown' ? entry.id : entry.to;
}

/**
 * The header's entries as list items: each dropdown drawn by `dropdown`, told whether the visitor is
 * within its pages, and each other entry a link.
 */
export function NavEntryItems({
  entries,
  current,
  linkClass,
  onChoose,
  dropdown,
}: {
  entries: readonly NavEntry[];
  current: NavCurrent;
  linkClass: (isCurrent: boolean) => string;
  onChoose: () => void;
  dropdown: (entry: DropdownEntry, active: boolean) => ReactNode;
}) {
  return entries.map((entry) =>
    entry.kind === 'dropdown' ? (
      dropdown(entry, isWithinPath(current.pathname, entry.to))
    ) : (
      <li key={navEntryKey(entry)}>
        <NavEntryLink entry={entry} current={current} linkClass={linkClass} onChoose={onChoose} />
      </li>
    ),
  );
}
