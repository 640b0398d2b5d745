import type { ReactNode } from 'react';
import { PageIntro } from '#app/components/ui/page-intro.tsx';
import { useContent } from '#languages/content.ts';
import { richText, useTranslate } from '#languages/messages.ts';
import { legalDocumentContent } from './legal-document-content.ts';
import { formatLegalDate } from './legal-formats.ts';

/** When the legal texts were last reviewed; change it with every change of their substance. */
export const legalTextsUpdated = { iso: '2026-11-26' } as const;

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
  const texts = useContent('legal.document', legalDocumentContent);
  const { locale } = useTranslate();
  // The article holds its own heading (the h1 in the intro), as a document should.
  return (
    <article>
      <PageIntro title={title} lead={lead}>
        <p className="mt-4 text-sm text-slate-700">
          {richText(texts.lastUpdated, {
            date: (
              <time dateTime={legalTextsUpdated.iso}>{formatLegalDate(legalTextsUpdated.iso, locale)}</time>
            ),
          })}
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
