import type { ReactNode } from 'react';
import { cn } from '#app/components/ui/class-names.ts';

interface CompanyHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  /** 'start' beside other content, 'center' above it (docs/design.md "Type scale"). */
  align?: 'center' | 'start';
  children?: ReactNode;
}

/** The eyebrow, h2 and lead that open a section of the about and contact pages and home sections. */
export function CompanyHeading({ id, eyebrow, title, align = 'center', children }: CompanyHeadingProps) {
  return (
    <hgroup className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center')}>
      <p className="text-eyebrow font-bold text-accent-strong uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {title}
      </h2>
      {children && <p className="mt-3 text-lg text-ink-muted">{children}</p>}
    </hgroup>
  );
}
