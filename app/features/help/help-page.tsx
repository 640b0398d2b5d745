import type { ReactNode } from 'react';
import { Icon } from '#app/components/ui/icon.tsx';
import { PageIntro } from '#app/components/ui/page-intro.tsx';
import { chatLinks } from '#app/data/answers/links.ts';
import type { CatalogueMentions } from '#app/data/answers/catalogue-mentions.ts';
import { useContent } from '#languages/content.ts';
import type { Locale } from '#languages/locales.ts';
import { richText, useTranslate } from '#languages/messages.ts';
import { localHref } from '#languages/translated-pages.ts';
import { siteConfig } from '#app/lib/site-config.ts';
import { type OpeningHours, useOpeningHours } from '#app/data/opening-hours.ts';
import { answerFactsIn, isPageLink, type AnswerLinkKey } from './help-answers.ts';
import { helpPageContent } from './help-content.ts';
import { linkParts } from './page-links.tsx';

const answerLinkClass = 'font-medium text-teal-800 underline hover:text-teal-900';
const linkClass = 'font-medium text-teal-800 underline';

/** What an answer's placeholders stand for: its facts, and its mentions of pages and contacts as links. */
function answerParts(
  texts: typeof helpPageContent,
  hours: OpeningHours,
  locale: Locale,
  catalogue: CatalogueMentions,
): Record<string, ReactNode> {
  const links = Object.entries(chatLinks).map(([key, link]) => [
    key,
    <a href={localHref(link.to, locale)} className={answerLinkClass}>
      {isPageLink(link) ? (texts.pageNames[key as AnswerLinkKey] ?? link.text) : link.text}
    </a>,
  ]);
  return { ...answerFactsIn(locale, hours, catalogue), ...Object.fromEntries(links) };
}

/**
 * /help: the questions people ask most, each answered with the chat's own reply (app/data/answers),
 * so the page and the chat never disagree. Native disclosures: the page needs no script.
 */
export function HelpPage({
  title,
  lead,
  catalogue,
}: {
  title: string;
  lead: string;
  catalogue: CatalogueMentions;
}) {
  const { locale } = useTranslate();
  const texts = useContent('help.page', helpPageContent);
  const hours = useOpeningHours();
  const answerPlaceholders = answerParts(texts, hours, locale, catalogue);
  return (
    <>
      <PageIntro title={title} lead={lead} />
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-12 text-slate-800 sm:px-6">
        <nav aria-labelledby="help-topics-heading">
          <h2 id="help-topics-heading" className="text-lg font-semibold text-slate-900">
            {texts.topicsHeading}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {texts.topics.map((topic) => (
              <li key={topic.id}>
                <a
                  href={`#${topic.id}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-teal-800 hover:border-teal-700"
                >
                  {topic.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {texts.topics.map((topic) => (
          <section
            key={topic.id}
            id={topic.id}
            aria-labelledby={`${topic.id}-heading`}
            className="scroll-mt-24"
          >
            <h2 id={`${topic.id}-heading`} className="text-2xl font-semibold text-slate-900">
              {topic.title}
            </h2>
            <div className="mt-4 space-y-3">
              {topic.questions.map((entry) => (
                <details
                  key={entry.id}
                  data-help-question={entry.id}
                  className="group rounded-xl border border-slate-200 bg-white shadow-sm"
                >
                  <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
                    {entry.question}
                    <Icon name="chevron-down" className="size-5 shrink-0 group-open:rotate-180" />
                  </summary>
                  <p data-help-answer="" className="px-4 pb-4">
                    {richText(entry.answer, answerPlaceholders)}
                  </p>
                </details>
              ))}
            </div>
          </section>
        ))}
        <section aria-labelledby="more-help-heading" className="rounded-xl bg-brand-50 p-6">
          <h2 id="more-help-heading" className="text-xl font-semibold text-slate-900">
            {texts.moreHeading}
          </h2>
          <p className="mt-2">
            {richText(texts.moreText, {
              ...linkParts(texts.links, locale, linkClass),
              phone: (
                <a href={siteConfig.phone.href} className={linkClass}>
                  {siteConfig.phone.display}
                </a>
              ),
              hours: hours.phoneLine,
            })}
          </p>
        </section>
      </div>
    </>
  );
}
