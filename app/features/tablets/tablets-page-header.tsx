import type { ReactNode } from 'react';

export const tabletsSubtitle = 'Manage your medicine inventory';

/** The heading block of /tablets; the same height in every state, so nothing jumps when the state changes. */
export function TabletsPageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <header className="flex min-h-24 flex-wrap items-end justify-between gap-4 border-b border-slate-200 pb-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-2 text-lg text-slate-700">{tabletsSubtitle}</p>
        <a href="/admin/dashboard" className="mt-1 inline-block font-medium text-teal-800 underline">
          Staff Inbox
        </a>
      </div>
      {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
    </header>
  );
}
