import type { ReactNode } from 'react';
import { clsx } from 'clsx';

/** The eyebrow, heading and lead that open a company section; centred on the home page. */
export function CompanyHeading({
  id,
  eyebrow,
  title,
  align = 'center',
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  align?: 'center' | 'start';
  children?: ReactNode;
}) {
  return (
    <div className={clsx('max-w-3xl', align === 'center' && 'mx-auto text-center')}>
      <p className="text-sm font-semibold tracking-wider text-teal-700 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {children && <p className="mt-3 text-lg text-slate-700">{children}</p>}
    </div>
  );
}
