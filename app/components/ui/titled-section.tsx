import type { ReactNode } from 'react';

/**
 * A section of a reading page (help, pack check, recalls, accessibility) named by its h2: the
 * heading's id labels the section, so assistive technology lists it under its title.
 */
export function TitledSection({
  id,
  headingId,
  title,
  className,
  children,
}: {
  /** The section's own id, where a link points at it. */
  id?: string;
  headingId: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-2xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
