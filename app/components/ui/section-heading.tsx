import type { ReactNode } from 'react';
import { cn } from './class-names.ts';

/** The eyebrow, h2 and lead that open a section of the home, about and contact pages (docs/design.md "Type scale"). */
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
    <hgroup className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center')}>
      <p className="text-eyebrow font-bold text-accent-strong uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {title}
      </h2>
      {children && <p className="mt-3 text-ink-muted sm:text-lg">{children}</p>}
    </hgroup>
  );
}

/**
 * A full-width section of the home page under its centred heading, named by it: `id` is the
 * section's anchor and `${id}-title` its heading's.
 */
export function HeadedSection({
  id,
  className,
  heading: { eyebrow, title, lead },
  children,
}: {
  id: string;
  /** The band's padding and background. */
  className: string;
  /** The section's own words for its heading: often its whole content block, which has more. */
  heading: { eyebrow: string; title: string; lead: ReactNode };
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={className}>
      <div className="mx-auto max-w-7xl">
        <SectionHeading id={`${id}-title`} eyebrow={eyebrow} title={title}>
          {lead}
        </SectionHeading>
        {children}
      </div>
    </section>
  );
}
