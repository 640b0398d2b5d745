import type { ReactNode } from 'react';
import { cn } from './class-names.ts';
import { Icon } from './icon.tsx';

/**
 * A `<details>` that keeps a long list short on a phone: closed there, opened by a tap with no
 * script (so it works before hydration), and always open from the `openFrom` breakpoint up, where the
 * stylesheet shows its content and hides the chevron (app.css, `[data-open-from]`).
 */
export function Disclosure({
  summary,
  openFrom,
  className,
  summaryClassName,
  children,
}: {
  /** The always-visible part, often a heading. */
  summary: ReactNode;
  openFrom: 'sm' | 'md';
  className?: string;
  summaryClassName?: string;
  children: ReactNode;
}) {
  return (
    <details data-open-from={openFrom} className={cn('group', className)}>
      <summary
        className={cn(
          'flex cursor-pointer list-none items-center justify-between gap-3 rounded-sm [&::-webkit-details-marker]:hidden',
          summaryClassName,
        )}
      >
        {summary}
        <Icon
          name="chevron-down"
          className="size-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      {children}
    </details>
  );
}
