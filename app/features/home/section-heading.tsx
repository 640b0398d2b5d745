import type { ReactNode } from 'react';
import { cn } from '#app/components/ui/class-names.ts';

/** The eyebrow, h2 and lead that open each home section (docs/design.md "Type scale"). */
export function SectionHeading({
  id,
  eyebrow,
  title,
  align = 'center',
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  /** 'start' beside other content, 'center' above it. */
  align?: 'center' | 'start';
  children?: ReactNode;
}) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center')}>
      <p className="text-eyebrow font-bold text-accent-strong uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {title}
      </h2>
      {children && <p className="mt-3 text-lg text-ink-muted">{children}</p>}
    </div>
  );
}
