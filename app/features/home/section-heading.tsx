import type { ReactNode } from 'react';

/** The eyebrow, h2 and lead that open each home section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <p className="text-sm font-semibold tracking-wider text-teal-700 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {children && <p className="mt-4 text-lg text-slate-700">{children}</p>}
    </div>
  );
}
