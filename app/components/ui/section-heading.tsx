import type { ReactNode } from 'react';
import { cn } from './class-names.ts';
import { ParsedEnd } from './parsed-end.tsx';

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

/** A section's own words for its heading: often its whole content block, which has more. */
export interface SectionHeadingWords {
  eyebrow: string;
  title: string;
  lead?: ReactNode;
}

/**
 * A full-width band under its heading, named by it: `id` is the section's anchor and `${id}-title`
 * its heading's. The heading is centred above wide content, or starts a narrow column.
 */
export function HeadedSection({
  id,
  className,
  heading: { eyebrow, title, lead },
  width = 'wide',
  children,
}: {
  id: string;
  /** The band's padding and background. */
  className: string;
  heading: SectionHeadingWords;
  width?: 'wide' | 'narrow';
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={className}>
      <div className={cn('mx-auto', width === 'wide' ? 'max-w-7xl' : 'max-w-3xl')}>
        <SectionHeading
          id={`${id}-title`}
          eyebrow={eyebrow}
          title={title}
          align={width === 'wide' ? 'center' : 'start'}
        >
          {lead}
        </SectionHeading>
        {children}
      </div>
    </section>
  );
}

/**
 * A full-width band whose heading starts a column beside something else (a picture, a list, a form),
 * named by it as in `HeadedSection`. Below the large breakpoint the two stack, in the order given.
 * The row is painted once parsed whole: on a slow parse, a column centred beside the other would
 * move as the other arrives (./parsed-end.tsx).
 */
export function SectionBeside({
  id,
  className,
  heading: { eyebrow, title, lead },
  row,
  column,
  beside,
  besideFirst = false,
  children,
}: {
  id: string;
  /** The band's padding and background. */
  className: string;
  heading: SectionHeadingWords;
  /** The row's columns, gap and alignment. */
  row: string;
  /** The heading column's span and spacing, where the row needs them. */
  column?: string;
  beside: ReactNode;
  besideFirst?: boolean;
  /** What follows the heading in its column. */
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={className}>
      <div className={cn('settle-when-parsed mx-auto grid max-w-7xl', row)}>
        {besideFirst && beside}
        <div className={column}>
          <SectionHeading id={`${id}-title`} eyebrow={eyebrow} title={title} align="start">
            {lead}
          </SectionHeading>
          {children}
        </div>
        {!besideFirst && beside}
        <ParsedEnd />
      </div>
    </section>
  );
}
