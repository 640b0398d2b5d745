import { isPageEntryCurrent, type NavCurrent, type NavEntry } from './navigation.ts';
import { SectionLink } from './section-link.tsx';

type LinkEntry = Exclude<NavEntry, { kind: 'dropdown' }>;

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
