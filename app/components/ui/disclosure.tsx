import type { ReactNode } from 'react';
import { cn } from './class-names.ts';
import { Icon } from './icon.tsx';

/**
 * A `<details>` that keeps a long list short on a phone: closed there, opened by a tap with no
 * script (so it works before hydration). From its `openFrom` breakpoint up (640 px for `sm`, 768 px
 * for `md`, the default) it is always open and its summary a plain label (app.css,
 * `[data-disclosure]`), all in the stylesheet so it costs no script.
 */
export function Disclosure({
  summary,
  openFrom = 'md',
  className,
  summaryClassName,
  children,
}: {
  /** The always-visible part, often a heading. */
  summary: ReactNode;
  openFrom?: 'sm' | 'md';
  className?: string;
  summaryClassName?: string;
  children: ReactNode;
}) {
  return (
    <details data-disclosure={openFrom} className={cn('group', className)}>
      <summary className={cn('flex items-center justify-between gap-3 rounded-sm', summaryClassName)}>
        {summary}
        <Icon name="chevron-down" className="size-5 shrink-0 group-open:rotate-180" />
      </summary>
      {children}
    </details>
  );
}
