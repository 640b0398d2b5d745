import type { ReactNode } from 'react';
import { cn } from './class-names.ts';
import { Icon } from './icon.tsx';

/**
 * From the breakpoint up the content shows whether the details are open or not (the
 * `::details-content` pseudo-element), and the summary is a plain label: no toggle, no chevron.
 */
const alwaysOpenFrom = {
  sm: {
    details: 'sm:details-content:[content-visibility:visible] sm:[&>summary]:pointer-events-none',
    chevron: 'sm:hidden',
  },
  md: {
    details: 'md:details-content:[content-visibility:visible] md:[&>summary]:pointer-events-none',
    chevron: 'md:hidden',
  },
} as const;

/**
 * A `<details>` that keeps a long list short on a phone: closed there, opened by a tap with no
 * script (so it works before hydration), and always open from the `openFrom` breakpoint up.
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
    <details className={cn('group', alwaysOpenFrom[openFrom].details, className)}>
      <summary
        className={cn(
          'flex cursor-pointer list-none items-center justify-between gap-3 rounded-sm [&::-webkit-details-marker]:hidden',
          summaryClassName,
        )}
      >
        {summary}
        <Icon
          name="chevron-down"
          className={cn(
            'size-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none',
            alwaysOpenFrom[openFrom].chevron,
          )}
        />
      </summary>
      {children}
    </details>
  );
}
