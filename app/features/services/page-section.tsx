import type { ReactNode } from 'react';

/** A titled band of a service page; the heading names the section for assistive technology. */
export function PageSection({
  id,
  title,
  lead,
  tinted = false,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  tinted?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={tinted ? 'bg-slate-50' : undefined}>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id={`${id}-heading`} className="text-3xl font-bold text-slate-900">
          {title}
        </h2>
        {lead && <p className="mt-3 max-w-3xl text-lg text-slate-700">{lead}</p>}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
