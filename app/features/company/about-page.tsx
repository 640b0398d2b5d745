import { FiguresBand } from '#app/components/ui/figures-band.tsx';
import { buttonVariants } from '#app/components/ui/button-variants.ts';
import { Icon } from '#app/components/ui/icon.tsx';
import { LazyImage } from '#app/components/ui/lazy-image.tsx';
import { PageIntro } from '#app/components/ui/page-intro.tsx';
import { HeadedSection, SectionBeside } from '#app/components/ui/section-heading.tsx';
import { aboutSectionContent, storyContent } from './about-content.ts';
import { aboutPageContent } from './about-page-content.ts';
import { useOpeningHours } from '#app/data/opening-hours.ts';
import { useContent } from '#languages/content.ts';
import { fillText, useTranslate } from '#languages/messages.ts';
import { localHref } from '#languages/translated-pages.ts';
import { PrincipleList } from './principle-list.tsx';
import { Timeline } from './timeline.tsx';

/**
 * /about: the home page's About at full length, its story told in three rows rather than a carousel
 * (no script to load), with what we make, for whom, and our journey.
 */
export function AboutPage({ title, lead }: { title: string; lead: string }) {
  const texts = useContent('company.about', aboutPageContent);
  const { stats, timeline } = useContent('home.about', aboutSectionContent);
  const { slides } = useContent('company.story', storyContent);
  const hours = useOpeningHours();
  const { t, locale } = useTranslate();
  return (
    <>
      <PageIntro title={title} lead={lead} />
      <SectionBeside
        id="story"
        className="px-4 py-14 sm:py-20"
        row="items-center gap-10 lg:grid-cols-2"
        heading={{ eyebrow: texts.storyEyebrow, title: texts.storyTitle, lead: t('site.blurb') }}
        beside={
          <ol className="space-y-6">
            {slides.map((slide) => (
              <li key={slide.image} className="grid items-center gap-4 sm:grid-cols-[2fr_3fr]">
                <LazyImage
                  src={slide.image}
                  alt={slide.imageAlt}
                  width={800}
                  height={500}
                  className="rounded-card"
                />
                <div>
                  <h3 className="text-xl font-bold text-ink">{slide.title}</h3>
                  <p className="mt-1 text-ink-muted">{slide.text}</p>
                </div>
              </li>
            ))}
          </ol>
        }
      >
        <p className="mt-4 text-ink-muted">
          {fillText(texts.whereWeWork, { salesHours: hours.phoneLine, replyWithin: hours.replyWithin })}
        </p>
        <FiguresBand figures={stats} className="mt-8" />
      </SectionBeside>
      <HeadedSection
        id="principles"
        className="bg-mist px-4 py-14 sm:py-20"
        heading={{ eyebrow: texts.principlesEyebrow, title: texts.principlesTitle }}
      >
        <div className="mt-10">
          <PrincipleList layout="columns" />
        </div>
      </HeadedSection>
      <SectionBeside
        id="audiences"
        className="px-4 py-14 sm:py-20"
        row="items-center gap-10 lg:grid-cols-[2fr_3fr]"
        heading={{ eyebrow: texts.audiencesEyebrow, title: texts.audiencesTitle, lead: texts.audiencesLead }}
        besideFirst
        beside={
          <LazyImage
            src="/images/company/what-we-make.svg"
            alt=""
            width={640}
            height={520}
            className="mx-auto max-w-md"
          />
        }
      >
        <ul className="mt-8 divide-y divide-slate-200 border-y border-slate-200">
          {texts.audiences.map((audience) => (
            <li key={audience.to} className="py-5">
              <h3 className="text-lg font-bold text-ink">{audience.title}</h3>
              <p className="mt-1 text-ink-muted">{audience.text}</p>
              <a
                href={localHref(audience.to, locale)}
                className="mt-2 inline-flex items-center gap-1.5 font-semibold text-brand-800 underline-offset-4 hover:underline"
              >
                {audience.linkLabel}
                <Icon name="arrow-right" className="size-4" />
              </a>
            </li>
          ))}
        </ul>
      </SectionBeside>
      <HeadedSection
        id="journey"
        className="bg-brand-50 px-4 py-14 sm:py-20"
        width="narrow"
        heading={{ eyebrow: texts.journeyEyebrow, title: texts.journeyTitle }}
      >
        <div className="mt-8">
          <Timeline entries={[...timeline, ...texts.laterJourney]} headingLevel={3} />
        </div>
        <p className="mt-10 flex flex-wrap gap-4">
          <a
            href={localHref('/contact', locale)}
            className={buttonVariants({ variant: 'primary', size: 'lg' })}
          >
            {texts.contactTeam}
          </a>
          <a
            href={localHref('/products', locale)}
            className={buttonVariants({ variant: 'secondary', size: 'lg' })}
          >
            {texts.browseProducts}
          </a>
        </p>
      </HeadedSection>
    </>
  );
}
