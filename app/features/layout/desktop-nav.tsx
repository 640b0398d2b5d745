import { useCallback, useRef } from 'react';
import { DesktopDropdown } from './desktop-dropdown.tsx';
import { desktopNavLinkClass } from './nav-styles.ts';
import type { NavAction } from './nav-state.ts';
import type { DropdownId, NavCurrent, NavEntry } from './navigation.ts';
import { useTranslate } from '#languages/messages.ts';
import { NavEntryItems } from './nav-entry-link.tsx';
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
        <NavEntryItems
          entries={entries}
          current={current}
          linkClass={desktopNavLinkClass}
          onChoose={closeAll}
          dropdown={(entry, active) => (
            <DesktopDropdown
              key={entry.id}
              id={entry.id}
              label={entry.label}
              to={entry.to}
              items={entry.items}
              active={active}
              open={openDropdown === entry.id}
              onOpen={(id) => dispatch({ type: 'open-dropdown', id })}
              onClose={(id) => dispatch({ type: 'close-dropdown', id })}
              onToggle={(id) => dispatch({ type: 'toggle-dropdown', id })}
              onChoose={closeAll}
            />
          )}
        />
      </ul>
    </nav>
  );
}
