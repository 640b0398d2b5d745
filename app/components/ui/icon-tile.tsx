import type { LucideIcon } from 'lucide-react';
import { cn } from './class-names.ts';

const sizes = {
  md: { tile: 'size-12', icon: 'size-6' },
  lg: { tile: 'size-14', icon: 'size-7' },
} as const;

/** The decorative icon on a card: a rounded teal tile, hidden from screen readers. */
export function IconTile({ icon: Icon, size = 'md' }: { icon: LucideIcon; size?: keyof typeof sizes }) {
  return (
    <span
      className={cn(
        'flex items-center justify-center rounded-xl bg-teal-100 text-teal-800',
        sizes[size].tile,
      )}
      aria-hidden="true"
    >
      <Icon className={sizes[size].icon} />
    </span>
  );
}
