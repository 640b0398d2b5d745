import type { Ref } from 'react';
import { Icon } from '#app/components/ui/icon.tsx';
import { useTranslate } from '#languages/messages.ts';

interface MobileMenuButtonProps {
  ref: Ref<HTMLButtonElement>;
  open: boolean;
  menuId: string;
  onToggle: () => void;
}

/** Shows or hides the menu on screens narrower than 768 px. */
export function MobileMenuButton({ ref, open, menuId, onToggle }: MobileMenuButtonProps) {
  const { t } = useTranslate();
  return (
    <button
      ref={ref}
      type="button"
      aria-expanded={open}
      aria-controls={menuId}
      data-menu-button
      onClick={onToggle}
      className="inline-flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-brand-50 md:hidden"
    >
      <Icon name={open ? 'x' : 'menu'} className="size-6" />
      <span className="sr-only">{t('layout.menu')}</span>
    </button>
  );
}
