import { PageIntro } from '#app/components/ui/page-intro.tsx';
import { useContent } from '#languages/content.ts';
import { labelId, useTranslate } from '#languages/messages.ts';
import type { PageSummary } from '#app/pages.ts';
import { sitemapContent } from './sitemap-content.ts';
import type { SitemapGroup } from './sitemap-groups.ts';

/** A page's link text: its title, or for the home page the navigation's word for it. */
function linkLabel(entry: PageSummary, homeLabel: string): string {
  return entry.kind === 'home' ? homeLabel : entry.title;
}

export function SitemapPage({
  title,
  lead,
  groups,
}: {
  title: string;
  lead: string;
  groups: SitemapGroup[];
}) {
  const texts = useContent('legal.sitemap', sitemapContent);
  const { t } = useTranslate();
  const homeLabel = t(labelId('Home'));
  return (
    <>
      <PageIntro title={title} lead={lead} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        {groups.map((group, index) => (
          <section key={group.id} aria-labelledby={`sitemap-group-${index}`}>
            <h2 id={`sitemap-group-${index}`} className="text-xl font-semibold text-slate-900">
              {texts.groups[group.id]}
            </h2>
            <ul className="mt-4 space-y-4">
              {group.pages.map((entry) => (
                <li key={entry.path}>
                  <a href={entry.path} className="font-medium text-teal-800 underline hover:text-teal-900">
                    {linkLabel(entry, homeLabel)}
                  </a>
                  <p className="mt-1 text-sm text-slate-700">{entry.description}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
