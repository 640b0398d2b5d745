import { useCallback, useRef } from 'react';
import { DesktopDropdown } from './desktop-dropdown.tsx';
import { desktopNavLinkClass } from './nav-styles.ts';
import type { NavAction } from './nav-state.ts';
import { type DropdownId, isWithinPath, type NavCurrent, type NavEntry } from './navigation.ts';
import { useTranslate } from '#app/i18n/messages.ts';
import { NavEntryLink, navEntryKey } from './nav-entry-link.tsx';
import { useOutsidePointerDown } from './use-outside-pointer-down.ts';

interface DesktopNavProps {
  /** The header's entries in the page's language. */
  entries: readonly NavEntry[];
  openDropdown: DropdownId | null;
  current: NavCurrent;
  dispatch: (action: NavAction) => void;
}

/** The navigation of screens from 768 px up: one row of links, two of them with dropdowns. */
export function DesktopNav({ entries, openDropdown, current, dispatch }: DesktopNavProps) {
  const { t } = useTranslate();
  const navRef = useRef<HTMLElement>(null);
  const closeAll = useCallback(() => dispatch({ type: 'close-all' }), [dispatch]);
  useOutsidePointerDown(navRef, openDropdown !== null, closeAll);

  return (
    <nav ref={navRef} aria-label={t('layout.mainNav')} className="hidden md:block">
      <ul className="flex items-center gap-0.5 lg:gap-1">
        {entries.map((entry) =>
          entry.kind === 'dropdown' ? (
            <DesktopDropdown
              key={entry.id}
              id={entry.id}
              label={entry.label}
              to={entry.to}
              items={entry.items}
              active={isWithinPath(current.pathname, entry.to)}
              open={openDropdown === entry.id}
              onOpen={(id) => dispatch({ type: 'open-dropdown', id })}
              onClose={(id) => dispatch({ type: 'close-dropdown', id })}
              onToggle={(id) => dispatch({ type: 'toggle-dropdown', id })}
              onChoose={closeAll}
            />
          ) : (
            <li key={navEntryKey(entry)}>
              <NavEntryLink
                entry={entry}
                current={current}
                linkClass={desktopNavLinkClass}
                onChoose={closeAll}
              />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
