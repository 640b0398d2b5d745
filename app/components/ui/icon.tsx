import { cn } from './class-names.ts';
import type { IconName } from './icon-names.ts';
// A file of its own (never a data: URI): <use> only follows same-origin URLs, and the browser caches it.
import spriteUrl from './icons.svg?url&no-inline';

/**
 * A decorative Lucide icon from the sprite (icons.svg), drawn in the text colour. Whoever shows it
 * names the action or content in text or in an aria-label; the icon is hidden from assistive tech.
 * The stroke width sits on this svg so the symbol's shapes inherit it through <use>.
 */
export function Icon({
  name,
  className,
  strokeWidth = 2,
}: {
  name: IconName;
  className?: string;
  strokeWidth?: number;
}) {
  // One size utility only: which of two would win depends on the stylesheet, not on this order.
  const sized = className !== undefined && /(?:^|\s)size-/.test(className);
  return (
    <svg
      className={cn(!sized && 'size-4', 'shrink-0', className)}
      aria-hidden="true"
      focusable="false"
      width="24"
      height="24"
      strokeWidth={strokeWidth}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
