import { Icon } from '#app/components/ui/icon.tsx';
import { PageIntro } from '#app/components/ui/page-intro.tsx';
import { helpAnswer, helpTopics } from '#app/data/answers/help-topics.ts';
import { siteConfig } from '#app/lib/site-config.ts';
import { LinkedText } from './linked-text.tsx';

/**
 * /help: the questions people ask most, each answered with the chat's own reply (app/data/answers),
 * so the page and the chat never disagree. Native disclosures: the page needs no script.
 */
export function HelpPage({ title, lead }: { title: string; lead: string }) {
  return (
    <>
      <PageIntro title={title} lead={lead} />
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-12 text-slate-800 sm:px-6">
        <nav aria-labelledby="help-topics-heading">
          <h2 id="help-topics-heading" className="text-lg font-semibold text-slate-900">
            Topics
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {helpTopics.map((topic) => (
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
        {helpTopics.map((topic) => (
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
                  key={entry.question}
                  data-help-question={entry.reply}
                  className="group rounded-xl border border-slate-200 bg-white shadow-sm"
                >
                  <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
                    {entry.question}
                    <Icon name="chevron-down" className="size-5 shrink-0 group-open:rotate-180" />
                  </summary>
                  <p data-help-answer="" className="px-4 pb-4">
                    <LinkedText text={helpAnswer(entry)} />
                  </p>
                </details>
              ))}
            </div>
          </section>
        ))}
        <section aria-labelledby="more-help-heading" className="rounded-xl bg-brand-50 p-6">
          <h2 id="more-help-heading" className="text-xl font-semibold text-slate-900">
            Did not find your answer?
          </h2>
          <p className="mt-2">
            Ask the chat on the{' '}
            <a href="/contact" className="font-medium text-teal-800 underline">
              contact page
            </a>
            : it gives these same answers at any hour. Or see every way to reach us, and when each is open, on
            our{' '}
            <a href="/support" className="font-medium text-teal-800 underline">
              Customer Support
            </a>{' '}
            page. Or call our team on{' '}
            <a href={siteConfig.phone.href} className="font-medium text-teal-800 underline">
              {siteConfig.phone.display}
            </a>{' '}
            ({siteConfig.salesHours}).
          </p>
        </section>
      </div>
    </>
  );
}
