import { Icon } from '#app/components/ui/icon.tsx';
import { buttonVariants } from '#app/components/ui/button-variants.ts';
import { cn } from '#app/components/ui/class-names.ts';
import type { IconName } from '#app/components/ui/icon-names.ts';
import { useTranslate } from '#languages/messages.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { MobileSubmenu } from './mobile-submenu.tsx';
import { mobileNavLinkClass } from './nav-styles.ts';
import type { NavAction, NavState } from './nav-state.ts';
import type { NavCurrent, NavEntry, NavItem } from './navigation.ts';
import { NavEntryItems } from './nav-entry-link.tsx';

interface MobileMenuProps {
  id: string;
  /** The header's entries, its quote link and its facts, in the page's language. */
  entries: readonly NavEntry[];
  quoteLink: NavItem;
  facts: readonly { icon: IconName; text: string }[];
  state: NavState;
  current: NavCurrent;
  dispatch: (action: NavAction) => void;
}

/** The collapsible menu of screens narrower than 768 px. */
export function MobileMenu({ id, entries, quoteLink, facts, state, current, dispatch }: MobileMenuProps) {
  const { t } = useTranslate();
  const closeAll = () => dispatch({ type: 'close-all' });

  return (
    <div
      id={id}
      data-mobile-menu
      hidden={!state.mobileMenuOpen}
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-t border-slate-200 bg-white md:hidden"
    >
      <nav aria-label={t('layout.mainNav')} className="mx-auto max-w-7xl px-4 py-3">
        <ul className="flex flex-col gap-1">
          <NavEntryItems
            entries={entries}
            current={current}
            linkClass={(isCurrent) => cn(mobileNavLinkClass(isCurrent), 'w-full')}
            onChoose={closeAll}
            dropdown={(entry, active) => (
              <MobileSubmenu
                key={entry.id}
                id={entry.id}
                label={entry.label}
                to={entry.to}
                items={entry.items}
                active={active}
                open={state.openDropdown === entry.id}
                onToggle={(dropdown) => dispatch({ type: 'toggle-dropdown', id: dropdown })}
                onChoose={closeAll}
              />
            )}
          />
        </ul>
        <a
          href={quoteLink.to}
          className={cn(buttonVariants({ size: 'lg' }), 'mt-4 w-full')}
          onClick={closeAll}
        >
          {quoteLink.label}
        </a>
        <LanguageSwitcher pathname={current.pathname} tone="menu" className="mt-4" />
        <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 border-t border-slate-200 pt-4 text-sm text-slate-700">
          {facts.map((fact) => (
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
