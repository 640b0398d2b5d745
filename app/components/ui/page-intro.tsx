import type { ReactNode } from 'react';

/** The heading block at the top of an inner page. */
export function PageIntro({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <header className="bg-gradient-to-br from-brand-50 to-sky-50 px-4 py-14 text-center sm:py-20">
      <h1 className="text-4xl font-bold text-ink sm:text-5xl">{title}</h1>
      {lead && <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">{lead}</p>}
      {children}
    </header>
  );
}
