import { Disclosure } from '#app/components/ui/disclosure.tsx';
import { FiguresBand } from '#app/components/ui/figures-band.tsx';
import { Icon } from '#app/components/ui/icon.tsx';
import { siteConfig } from '#app/lib/site-config.ts';
import { aboutSectionContent } from './about-content.ts';
import { useContent } from '#languages/content.ts';
import { fillText, useTranslate } from '#languages/messages.ts';
import { localHref } from '#languages/translated-pages.ts';
import { HeadedSection } from '#app/components/ui/section-heading.tsx';
import { PrincipleList } from './principle-list.tsx';
import { StoryCarousel } from './story-carousel.tsx';
import { Island } from '#app/lib/island.tsx';
import { Timeline } from './timeline.tsx';

const summaryClass = 'min-h-14 border-t border-slate-200 py-3 text-xl font-bold text-ink md:border-t-0';

/**
 * The home page's About: every text of SPEC §2, the principles and the timeline folded away on a
 * phone (a tap opens them, with or without scripts), and the full story a link away.
 */
export function AboutSection() {
  const texts = useContent('home.about', aboutSectionContent);
  const { t, locale } = useTranslate();
  return (
    <HeadedSection
      id="about"
      className="px-4 py-12 sm:px-6 sm:py-20"
      heading={{
        eyebrow: texts.eyebrow,
        title: fillText(texts.title, { name: siteConfig.name }),
        lead: t('site.blurb'),
      }}
    >
      <FiguresBand figures={texts.stats} className="mt-8" />
      <div className="mt-8 grid items-start gap-x-12 gap-y-6 lg:grid-cols-2">
        <Island name="story-carousel" component={StoryCarousel} props={{}} />
        <div className="border-b border-slate-200 md:border-b-0">
          <Disclosure
            openFrom="md"
            summaryClassName={summaryClass}
            summary={<h3>{texts.principlesHeading}</h3>}
          >
            <div className="pt-2 pb-6">
              <PrincipleList layout="list" />
            </div>
          </Disclosure>
          <Disclosure openFrom="md" summaryClassName={summaryClass} summary={<h3>{texts.journeyHeading}</h3>}>
            <div className="pt-2 pb-6">
              <Timeline entries={texts.timeline} headingLevel={4} />
            </div>
          </Disclosure>
        </div>
      </div>
      <p className="mt-6 text-center lg:text-start">
        <a
          href={localHref('/about', locale)}
          className="inline-flex items-center gap-2 font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          {texts.readStory}
          <Icon name="arrow-right" className="size-4" />
        </a>
      </p>
    </HeadedSection>
  );
}
