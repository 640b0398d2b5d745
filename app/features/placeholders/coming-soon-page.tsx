import { buttonVariants } from '#app/components/ui/button-variants.ts';
import { StateIllustration } from '#app/components/ui/state-illustration.tsx';
import { useContent } from '#languages/content.ts';
import { fillText, useTranslate } from '#languages/messages.ts';
import { localHref } from '#languages/translated-pages.ts';
import type { PageSummary } from '#app/pages.ts';
import { placeholderContent } from './placeholder-content.ts';

type PlaceholderTexts = typeof placeholderContent;

/** Which of SPEC §2's placeholder texts a page shows, by its kind. */
function placeholderText(entry: PageSummary, texts: PlaceholderTexts): { badge: string; lead: string } {
  if (entry.path.endsWith('/careers')) return { badge: texts.dashboardBadge, lead: texts.careersLead };
  if (entry.kind === 'dashboard') {
    const summary = (entry.summary ?? entry.description).replace(/[.।]$/, '');
    return { badge: texts.dashboardBadge, lead: fillText(texts.dashboardLead, { summary }) };
  }
  if (entry.kind === 'category-placeholder') return { badge: texts.pageBadge, lead: texts.categoryLead };
  return { badge: texts.pageBadge, lead: texts.pageLead };
}

export function ComingSoonPage({ entry }: { entry: PageSummary }) {
  const texts = useContent('placeholder', placeholderContent);
  const { locale } = useTranslate();
  const { badge, lead } = placeholderText(entry, texts);
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-14 text-center sm:py-20">
      <StateIllustration name="coming-soon" className="mb-8 h-auto w-56 sm:w-72" />
      <p className="rounded-full bg-brand-50 px-4 py-1 text-sm font-semibold tracking-wide text-brand-800 uppercase">
        {badge}
      </p>
      <h1 className="mt-6 text-4xl font-bold text-ink sm:text-5xl">{entry.title}</h1>
      {entry.kind === 'dashboard' && (
        <p className="mt-3 text-lg text-ink-muted">{entry.summary ?? entry.description}</p>
      )}
      <p className="mt-6 text-lg text-ink-muted">{lead}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-4">
        <a href={localHref('/', locale)} className={buttonVariants({ variant: 'primary', size: 'lg' })}>
          {texts.backToHome}
        </a>
        <a
          href={localHref('/products', locale)}
          className={buttonVariants({ variant: 'secondary', size: 'lg' })}
        >
          {texts.browseProducts}
        </a>
      </div>
    </section>
  );
}
