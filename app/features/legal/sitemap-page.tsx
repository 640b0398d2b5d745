import { PageIntro } from '#app/components/ui/page-intro.tsx';
import type { SitemapGroup } from './sitemap-groups.ts';

export function SitemapPage({
  title,
  lead,
  groups,
}: {
  title: string;
  lead: string;
  groups: SitemapGroup[];
}) {
  return (
    <>
      <PageIntro title={title} lead={lead} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        {groups.map((group, index) => (
          <section key={group.title} aria-labelledby={`sitemap-group-${index}`}>
            <h2 id={`sitemap-group-${index}`} className="text-xl font-semibold text-slate-900">
              {group.title}
            </h2>
            <ul className="mt-4 space-y-4">
              {group.pages.map((entry) => (
                <li key={entry.path}>
                  <a href={entry.path} className="font-medium text-teal-800 underline hover:text-teal-900">
                    {entry.path === '/' ? 'Home' : entry.title}
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
