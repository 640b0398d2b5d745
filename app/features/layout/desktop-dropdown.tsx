import { type FocusEvent, type KeyboardEvent, type PointerEvent, useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { Icon } from '#app/components/ui/icon.tsx';
import { cn } from '#app/components/ui/class-names.ts';
import { desktopNavLinkClass, dropdownItemClass } from './nav-styles.ts';
import { useSubmenu } from './submenu-parts.tsx';
import type { DropdownId, SubmenuProps } from './navigation.ts';
import { nextFocusIndex } from './roving-focus.ts';
import { useEscapeKey } from './use-escape-key.ts';

interface DesktopDropdownProps extends SubmenuProps {
  onOpen: (id: DropdownId) => void;
  onClose: (id: DropdownId) => void;
}

/**
 * A top-level entry with a dropdown list, as a disclosure: the label links to the overview page and
 * a separate button shows the list. Opens while a mouse hovers it; by keyboard, Enter/Space on the
 * button toggles, ArrowDown opens and enters the list, arrows move in it, and Escape closes it
 * (returning focus to the button when focus was inside).
 */
export function DesktopDropdown(props: DesktopDropdownProps) {
  const { id, items, open, onOpen, onClose, onToggle, onChoose } = props;
  const { listId, overviewLink, toggle } = useSubmenu(props, desktopNavLinkClass);
  const entryRef = useRef<HTMLLIElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // A mouse opens the list by hovering; its click on the button then keeps it open instead of closing it.
  const openedByHover = useRef(false);

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  const openAndFocus = (index: 'first' | 'last') => {
    flushSync(() => onOpen(id));
    const all = links();
    all[index === 'first' ? 0 : all.length - 1]?.focus();
  };

  // The header's code loads when it is first used, often while the pointer already rests on an
  // entry, which app.css shows until now: the entry opens as a hover would have opened it.
  useEffect(() => {
    if (!entryRef.current?.matches(':hover')) return;
    openedByHover.current = true;
    onOpen(id);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, as the part appears

  useEscapeKey(open, () => {
    const focusWasInside = entryRef.current?.contains(document.activeElement) ?? false;
    onClose(id);
    if (focusWasInside) toggleRef.current?.focus();
  });

  const handlePointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || open) return;
    openedByHover.current = true;
    onOpen(id);
  };

  const handlePointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    openedByHover.current = false;
    onClose(id);
  };

  const handleToggleClick = () => {
    // The click that follows a hover-open keeps the list open; `open` may not show the hover yet.
    if (openedByHover.current) {
      openedByHover.current = false;
      onOpen(id);
      return;
    }
    onToggle(id);
  };

  const handleToggleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const handleListKeyDown = (event: KeyboardEvent) => {
    const all = links();
    const current = all.findIndex((link) => link === document.activeElement);
    const next = nextFocusIndex(event.key, current, all.length);
    if (next === undefined) return;
    event.preventDefault();
    all[next]?.focus();
  };

  const handleBlur = (event: FocusEvent) => {
    if (open && !event.currentTarget.contains(event.relatedTarget)) onClose(id);
  };

  return (
    <li
      ref={entryRef}
      data-dropdown
      className="relative"
      onPointerEnter={handlePointerEnter}
      onPointerLeave={handlePointerLeave}
      onBlur={handleBlur}
    >
      <div className="flex items-center">
        {overviewLink}
        <button
          ref={toggleRef}
          {...toggle}
          onClick={handleToggleClick}
          onKeyDown={handleToggleKeyDown}
          className="inline-flex size-6 items-center justify-center rounded-md text-slate-700 hover:bg-brand-50 hover:text-brand-800 lg:size-8"
        >
          <Icon
            name="chevron-down"
            className={cn('size-4 transition-transform motion-reduce:transition-none', open && 'rotate-180')}
          />
        </button>
      </div>
      {/* The top padding keeps the pointer inside the entry on its way from the button to the list. */}
      <div id={listId} data-dropdown-list hidden={!open} className="absolute top-full left-0 z-50 pt-2">
        <ul ref={listRef} className="w-64 rounded-lg bg-white p-2 shadow-lg ring-1 ring-slate-200">
          {items.map((item) => (
            <li key={item.to}>
              <a
                href={item.to}
                className={dropdownItemClass}
                onClick={onChoose}
                onKeyDown={handleListKeyDown}
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
