import { Icon } from '#app/components/ui/icon.tsx';
import type { IconName } from '#app/components/ui/icon-names.ts';
import { siteConfig } from '#app/lib/site-config.ts';
import { aboutStats, principles, timeline } from './about-content.ts';
import { SectionHeading } from './section-heading.tsx';
import { StatList } from './stat-list.tsx';
import { StoryCarousel } from './story-carousel.tsx';

const principleIcons: readonly IconName[] = ['target', 'eye', 'gem'];

export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-title" className="px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="about-title" eyebrow="About us" title={`About ${siteConfig.name}`}>
          {siteConfig.blurb}
        </SectionHeading>
        <StatList stats={aboutStats} className="mt-10" />
        <div className="mt-12 grid items-start gap-10 lg:grid-cols-2">
          <StoryCarousel />
          <div className="space-y-4">
            {principles.map((principle, index) => {
              const icon = principleIcons[index % principleIcons.length] ?? 'target';
              return (
                <article key={principle.title} className="flex gap-4 rounded-2xl border border-slate-200 p-5">
                  <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-teal-100 text-teal-800">
                    <Icon name={icon} className="size-5" />
                  </span>
                  <div>
                    <h3 className="text-lg font-bold text-slate-900">{principle.title}</h3>
                    <p className="mt-1 text-slate-700">{principle.text}</p>
                  </div>
                </article>
              );
            })}
          </div>
        </div>
        <div className="mt-14">
          <h3 className="text-center text-2xl font-bold text-slate-900">Our Journey</h3>
          <ol className="mx-auto mt-6 max-w-2xl border-l-4 border-teal-200 pl-6">
            {timeline.map((entry) => (
              <li key={entry.year} className="relative pb-2">
                <span
                  aria-hidden="true"
                  className="absolute top-1.5 -left-[2.15rem] size-4 rounded-full border-4 border-white bg-teal-700"
                />
                <p className="text-sm font-bold text-teal-800">
                  <time dateTime={String(entry.year)}>{entry.year}</time>
                </p>
                <h4 className="text-lg font-semibold text-slate-900">{entry.title}</h4>
                <p className="text-slate-700">{entry.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
