import type { ReactNode } from 'react';
import { PageIntro } from '#app/components/ui/page-intro.tsx';

/** When the legal texts were last reviewed; change it with every change of their substance. */
export const legalTextsUpdated = { iso: '2026-11-26', display: '26 November 2026' } as const;

/** The frame of a legal page: heading, review date and readable prose. */
export function LegalDocument({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: ReactNode;
}) {
  // The article holds its own heading (the h1 in the intro), as a document should.
  return (
    <article>
      <PageIntro title={title} lead={lead}>
        <p className="mt-4 text-sm text-slate-700">
          Last updated: <time dateTime={legalTextsUpdated.iso}>{legalTextsUpdated.display}</time>
        </p>
      </PageIntro>
      <div className="mx-auto max-w-3xl px-4 py-12 text-slate-800 sm:px-6 [&_a]:font-medium [&_a]:text-teal-800 [&_a]:underline [&_li]:mt-2 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6">
        {children}
      </div>
    </article>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10 first:mt-0">
      <h2 className="text-2xl font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}
