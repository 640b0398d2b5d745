import { useTranslate } from '#app/i18n/messages.ts';
import { useDomId } from '#app/lib/dom-id.ts';
import type { SubmenuProps } from './navigation.ts';

/** The id of an entry's list, and the attributes of the button that shows and hides it. */
export function useSubmenuToggle({ label, open }: Pick<SubmenuProps, 'label' | 'open'>) {
  const listId = useDomId();
  const { t } = useTranslate();
  return {
    listId,
    toggle: {
      type: 'button',
      'aria-expanded': open,
      'aria-controls': listId,
      'aria-label': t('layout.showSubmenu', { label }),
    } as const,
  };
}

/** The entry's own overview page, beside the button that shows its list. */
export function SubmenuOverviewLink({
  to,
  label,
  active,
  onChoose,
  linkClass,
}: Pick<SubmenuProps, 'to' | 'label' | 'active' | 'onChoose'> & { linkClass: (active: boolean) => string }) {
  return (
    <a href={to} aria-current={active ? 'page' : undefined} className={linkClass(active)} onClick={onChoose}>
      {label}
    </a>
  );
}
