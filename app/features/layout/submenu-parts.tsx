import { useTranslate } from '#languages/messages.ts';
import { useDomId } from '#app/lib/dom-id.ts';
import type { SubmenuProps } from './navigation.ts';

/**
 * What a header entry with a list draws the same at either width: the id of its list, the link to
 * its overview page and the attributes of the button that shows and hides the list.
 */
export function useSubmenu(
  { label, to, active, open, onChoose }: SubmenuProps,
  linkClass: (active: boolean) => string,
) {
  const listId = useDomId();
  const { t } = useTranslate();
  return {
    listId,
    overviewLink: (
      <a
        href={to}
        aria-current={active ? 'page' : undefined}
        className={linkClass(active)}
        onClick={onChoose}
      >
        {label}
      </a>
    ),
    toggle: {
      type: 'button',
      'aria-expanded': open,
      'aria-controls': listId,
      'aria-label': t('layout.showSubmenu', { label }),
    } as const,
  };
}
