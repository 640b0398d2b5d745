import { Icon } from '#app/components/ui/icon.tsx';
import { buttonVariants } from '#app/components/ui/button-variants.ts';
import { cn } from '#app/components/ui/class-names.ts';
import { serviceFacts } from './service-facts.ts';
import { MobileSubmenu } from './mobile-submenu.tsx';
import { mobileNavLinkClass } from './nav-styles.ts';
import type { NavAction, NavState } from './nav-state.ts';
import { isWithinPath, mainNavigation, type NavCurrent, requestQuoteLink } from './navigation.ts';
import { NavEntryLink, navEntryKey } from './nav-entry-link.tsx';

interface MobileMenuProps {
  id: string;
  state: NavState;
  current: NavCurrent;
  dispatch: (action: NavAction) => void;
}

/** The collapsible menu of screens narrower than 768 px. */
export function MobileMenu({ id, state, current, dispatch }: MobileMenuProps) {
  const closeAll = () => dispatch({ type: 'close-all' });

  return (
    <div
      id={id}
      data-mobile-menu
      hidden={!state.mobileMenuOpen}
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-t border-slate-200 bg-white md:hidden"
    >
      <nav aria-label="Main" className="mx-auto max-w-7xl px-4 py-3">
        <ul className="flex flex-col gap-1">
          {mainNavigation.map((entry) =>
            entry.kind === 'dropdown' ? (
              <MobileSubmenu
                key={entry.id}
                id={entry.id}
                label={entry.label}
                to={entry.to}
                items={entry.items}
                active={isWithinPath(current.pathname, entry.to)}
                open={state.openDropdown === entry.id}
                onToggle={(dropdown) => dispatch({ type: 'toggle-dropdown', id: dropdown })}
                onChoose={closeAll}
              />
            ) : (
              <li key={navEntryKey(entry)}>
                <NavEntryLink
                  entry={entry}
                  current={current}
                  linkClass={(isCurrent) => cn(mobileNavLinkClass(isCurrent), 'w-full')}
                  onChoose={closeAll}
                />
              </li>
            ),
          )}
        </ul>
        <a
          href={requestQuoteLink.to}
          className={cn(buttonVariants({ size: 'lg' }), 'mt-4 w-full')}
          onClick={closeAll}
        >
          {requestQuoteLink.label}
        </a>
        <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 border-t border-slate-200 pt-4 text-sm text-slate-700">
          {serviceFacts.map((fact) => (
            <span key={fact.icon} className="inline-flex items-center gap-1.5">
              <Icon name={fact.icon} className="size-4 text-brand-700" />
              {fact.text}
            </span>
          ))}
        </p>
      </nav>
    </div>
  );
}
