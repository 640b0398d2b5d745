import { useCallback, useRef } from 'react';
import { Link } from 'react-router';
import { DesktopDropdown } from './desktop-dropdown.tsx';
import { desktopNavLinkClass } from './nav-styles.ts';
import type { NavAction } from './nav-state.ts';
import { type DropdownId, isPageEntryCurrent, mainNavigation, type NavCurrent } from './navigation.ts';
import { SectionLink } from './section-link.tsx';
import { useOutsidePointerDown } from './use-outside-pointer-down.ts';

interface DesktopNavProps {
  openDropdown: DropdownId | null;
  current: NavCurrent;
  dispatch: (action: NavAction) => void;
}

/** The navigation of screens from 768 px up: one row of links, two of them with dropdowns. */
export function DesktopNav({ openDropdown, current, dispatch }: DesktopNavProps) {
  const navRef = useRef<HTMLElement>(null);
  const closeAll = useCallback(() => dispatch({ type: 'close-all' }), [dispatch]);
  useOutsidePointerDown(navRef, openDropdown !== null, closeAll);

  return (
    <nav ref={navRef} aria-label="Main" className="hidden md:block">
      <ul className="flex items-center gap-0.5 lg:gap-1">
        {mainNavigation.map((entry) => {
          switch (entry.kind) {
            case 'page': {
              const isCurrent = isPageEntryCurrent(entry, current);
              return (
                <li key={entry.to}>
                  <Link
                    to={entry.to}
                    aria-current={isCurrent ? 'page' : undefined}
                    className={desktopNavLinkClass(isCurrent)}
                    onClick={closeAll}
                  >
                    {entry.label}
                  </Link>
                </li>
              );
            }
            case 'section': {
              const isCurrent = current.shownSection === entry.section;
              return (
                <li key={entry.section}>
                  <SectionLink
                    section={entry.section}
                    aria-current={isCurrent ? 'location' : undefined}
                    className={desktopNavLinkClass(isCurrent)}
                    onClick={closeAll}
                  >
                    {entry.label}
                  </SectionLink>
                </li>
              );
            }
            case 'dropdown':
              return (
                <DesktopDropdown
                  key={entry.id}
                  id={entry.id}
                  label={entry.label}
                  to={entry.to}
                  items={entry.items}
                  open={openDropdown === entry.id}
                  onOpen={(id) => dispatch({ type: 'open-dropdown', id })}
                  onClose={(id) => dispatch({ type: 'close-dropdown', id })}
                  onToggle={(id) => dispatch({ type: 'toggle-dropdown', id })}
                  onChoose={closeAll}
                />
              );
          }
        })}
      </ul>
    </nav>
  );
}
