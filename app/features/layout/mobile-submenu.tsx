import { Icon } from '#app/components/ui/icon.tsx';
import { cn } from '#app/components/ui/class-names.ts';
import { dropdownItemClass, mobileNavLinkClass } from './nav-styles.ts';
import { useSubmenu } from './submenu-parts.tsx';
import type { SubmenuProps } from './navigation.ts';

/** An entry of the mobile menu whose list opens and closes with a tap on its button. */
export function MobileSubmenu(props: SubmenuProps) {
  const { id, items, open, onToggle, onChoose } = props;
  const { listId, overviewLink, toggle } = useSubmenu(props, mobileNavLinkClass);
  return (
    <li>
      <div className="flex items-center gap-1">
        {overviewLink}
        <button
          {...toggle}
          data-submenu-toggle
          onClick={() => onToggle(id)}
          className="inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-brand-50"
        >
          <Icon
            name="chevron-down"
            className={cn('size-5 transition-transform motion-reduce:transition-none', open && 'rotate-180')}
          />
        </button>
      </div>
      <ul id={listId} data-submenu hidden={!open} className="mt-1 mb-2 ml-3 border-l-2 border-brand-100 pl-3">
        {items.map((item) => (
          <li key={item.to}>
            <a href={item.to} className={cn(dropdownItemClass, 'min-h-11 text-base')} onClick={onChoose}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}
