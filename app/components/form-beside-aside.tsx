import type { ReactNode } from 'react';

/**
 * The body of a page built round one form: a notice above the form's card and, from 1024 px, a
 * narrow column beside them with the other ways to reach us.
 */
export function FormBesideAside({
  notice,
  form,
  aside,
}: {
  notice: ReactNode;
  form: ReactNode;
  aside: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_22rem] lg:px-8">
      <div className="space-y-8">
        {notice}
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">{form}</div>
      </div>
      {aside}
    </div>
  );
}
