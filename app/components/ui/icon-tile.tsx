import { cn } from './class-names.ts';
import { Icon } from './icon.tsx';
import type { IconName } from './icon-names.ts';

const sizes = {
  sm: { tile: 'size-10', icon: 'size-5' },
  md: { tile: 'size-12', icon: 'size-6' },
  lg: { tile: 'size-14', icon: 'size-7' },
} as const;

/** The decorative icon on a card: a rounded teal tile, hidden from screen readers. */
export function IconTile({ icon, size = 'md' }: { icon: IconName; size?: keyof typeof sizes }) {
  return (
    <span
      className={cn(
        'flex shrink-0 items-center justify-center rounded-control bg-brand-100 text-brand-800',
        sizes[size].tile,
      )}
      aria-hidden="true"
    >
      <Icon name={icon} className={sizes[size].icon} />
    </span>
  );
}
