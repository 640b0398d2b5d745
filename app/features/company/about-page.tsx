import { Link } from 'react-router';
import { Icon } from '#app/components/ui/icon.tsx';
import { PageIntro } from '#app/components/ui/page-intro.tsx';
import { siteConfig } from '#app/lib/site-config.ts';
import { aboutStats, audiences, journey } from './about-content.ts';
import { CompanyHeading } from './company-heading.tsx';
import { FigureBand } from './figure-band.tsx';
import { PrincipleList } from './principle-list.tsx';
import { StoryCarousel } from './story-carousel.tsx';
import { Timeline } from './timeline.tsx';

/** /about: the home page's About at full length, with what we make, for whom, and our journey. */
export function AboutPage({ title, lead }: { title: string; lead: string }) {
  return (
    <>
      <PageIntro title={title} lead={lead} />
      <section aria-labelledby="story-heading" className="px-4 py-14 sm:py-20">
        <div className="mx-auto grid max-w-7xl items-center gap-10 lg:grid-cols-2">
          <div>
            <CompanyHeading
              id="story-heading"
              eyebrow="Our story"
              title="Healthcare from Hyderabad"
              align="start"
            >
              {siteConfig.blurb}
            </CompanyHeading>
            <p className="mt-4 text-slate-700">
              Our office and team are in IDA Nacharam, Hyderabad. Our support line is open around the clock,
              we ship across India and we answer every enquiry within 24 hours.
            </p>
            <FigureBand stats={aboutStats} className="mt-8" />
          </div>
          <StoryCarousel />
        </div>
      </section>
      <section aria-labelledby="principles-heading" className="bg-slate-50 px-4 py-14 sm:py-20">
        <div className="mx-auto max-w-7xl">
          <CompanyHeading
            id="principles-heading"
            eyebrow="What guides us"
            title="Mission, Vision and Values"
          />
          <div className="mt-10">
            <PrincipleList layout="columns" />
          </div>
        </div>
      </section>
      <section aria-labelledby="audiences-heading" className="px-4 py-14 sm:py-20">
        <div className="mx-auto grid max-w-7xl items-center gap-10 lg:grid-cols-[2fr_3fr]">
          <img
            src="/images/company/what-we-make.svg"
            alt=""
            width={640}
            height={520}
            loading="lazy"
            decoding="async"
            className="mx-auto h-auto w-full max-w-md"
          />
          <div>
            <CompanyHeading
              id="audiences-heading"
              eyebrow="What we make"
              title="For Whom We Work"
              align="start"
            >
              Medicines, supplements, medical devices and contract services, each for the people who need
              them.
            </CompanyHeading>
            <ul className="mt-8 divide-y divide-slate-200 border-y border-slate-200">
              {audiences.map((audience) => (
                <li key={audience.title} className="py-5">
                  <h3 className="text-lg font-bold text-slate-900">{audience.title}</h3>
                  <p className="mt-1 text-slate-700">{audience.text}</p>
                  <Link
                    to={audience.to}
                    className="mt-2 inline-flex items-center gap-1.5 font-semibold text-teal-800 underline-offset-4 hover:underline"
                  >
                    {audience.linkLabel}
                    <Icon name="arrow-right" className="size-4" />
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      <section aria-labelledby="journey-heading" className="bg-teal-50 px-4 py-14 sm:py-20">
        <div className="mx-auto max-w-3xl">
          <CompanyHeading id="journey-heading" eyebrow="Since 2025" title="Our Journey" align="start" />
          <div className="mt-8">
            <Timeline entries={journey} headingLevel={3} />
          </div>
          <p className="mt-10 flex flex-wrap gap-4">
            <Link
              to="/contact"
              className="inline-flex items-center rounded-full bg-teal-700 px-6 py-3 font-semibold text-white hover:bg-teal-800"
            >
              Contact our team
            </Link>
            <Link
              to="/products"
              className="inline-flex items-center rounded-full border border-teal-700 bg-white px-6 py-3 font-semibold text-teal-800 hover:bg-teal-50"
            >
              Browse our products
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
