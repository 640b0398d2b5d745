import type { ReactNode, Ref } from 'react';

/**
 * A panel of a staff screen named by its h2, with the sentence that says what it is for. The
 * heading's id labels the section; `emphasis` marks the one panel that asks something of the
 * person before anything else on the screen can go on. Given a `headingRef`, the heading can take
 * focus, for a screen that moves focus to the panel it has just opened.
 */
export function StaffPanel({
  headingId,
  title,
  intro,
  emphasis = false,
  headingRef,
  children,
}: {
  headingId: string;
  headingRef?: Ref<HTMLHeadingElement>;
  title: ReactNode;
  intro: ReactNode;
  emphasis?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className={
        emphasis
          ? 'rounded-xl border-2 border-teal-700 bg-white p-5 sm:p-6'
          : 'rounded-xl border border-slate-200 bg-white p-5 sm:p-6'
      }
    >
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className={
          headingRef ? 'text-xl font-bold text-slate-900 outline-none' : 'text-xl font-bold text-slate-900'
        }
      >
        {title}
      </h2>
      <p className="mt-1 text-slate-700">{intro}</p>
      {children}
    </section>
  );
}
