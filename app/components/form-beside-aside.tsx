import type { ReactNode } from 'react';
import { Icon } from '#app/components/ui/icon.tsx';
import type { IconName } from '#app/components/ui/icon-names.ts';

const noticeTones = {
  /** Someone may be in danger now: call for help before writing. */
  urgent: 'rounded-xl border-2 border-red-700 bg-red-50 p-5 text-red-900',
  /** This form is not the right one for some: where they should go instead. */
  caution: 'rounded-xl border-2 border-amber-700 bg-amber-50 p-5 text-amber-950',
} as const;

/** A titled part of the page, named by its h2. */
interface TitledPart {
  headingId: string;
  heading: ReactNode;
}

/**
 * The body of a page built round one form: a notice above the form's card and, from 1024 px, a
 * narrow column beside them with the other ways to reach us.
 */
export function FormBesideAside({
  notice,
  form,
  aside,
}: {
  notice: TitledPart & { tone: keyof typeof noticeTones; icon?: IconName; text: ReactNode };
  form: ReactNode;
  aside: TitledPart & { className: string; children: ReactNode };
}) {
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_22rem] lg:px-8">
      <div className="space-y-8">
        <section aria-labelledby={notice.headingId} className={noticeTones[notice.tone]}>
          <h2
            id={notice.headingId}
            className={notice.icon ? 'flex items-center gap-2 text-lg font-bold' : 'text-lg font-bold'}
          >
            {notice.icon && <Icon name={notice.icon} className="size-5" />}
            {notice.heading}
          </h2>
          <p className="mt-2">{notice.text}</p>
        </section>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">{form}</div>
      </div>
      <aside aria-labelledby={aside.headingId} className={aside.className}>
        <h2 id={aside.headingId} className="text-xl font-semibold text-slate-900">
          {aside.heading}
        </h2>
        {aside.children}
      </aside>
    </div>
  );
}
