import { FiguresBand } from '#app/components/ui/figures-band.tsx';
import { buttonVariants } from '#app/components/ui/button-variants.ts';
import { Icon } from '#app/components/ui/icon.tsx';
import { PageIntro } from '#app/components/ui/page-intro.tsx';
import { siteConfig } from '#app/lib/site-config.ts';
import { SectionHeading } from '#app/components/ui/section-heading.tsx';
import { aboutStats, storySlides, timeline, type TimelineEntry } from './about-content.ts';
import { PrincipleList } from './principle-list.tsx';
import { Timeline } from './timeline.tsx';

// What only this page shows stays in its own module, out of the home page's bundle.
/**
 * The about page's journey: the founding, then what stands today and what is announced, taken from
 * the site's own catalogue and service pages, so no date or figure is claimed that did not happen.
 */
const journey: readonly TimelineEntry[] = [
  ...timeline,
  {
    when: 'Today',
    title: 'Four product ranges and four services',
    text: 'Prescription medicines, OTC products, supplements and medical devices, with clinical research, drug manufacturing, quality assurance and regulatory affairs for our partners.',
  },
  {
    when: 'Next',
    title: 'New therapy ranges',
    text: 'Cardiovascular, neurological, pain management, metabolic and oncology ranges are being prepared and will be listed as they are ready.',
  },
];

interface Audience {
  title: string;
  text: string;
  to: string;
  linkLabel: string;
}

/** What the company makes and for whom (SPEC §1), each with the page that serves them. */
const audiences: readonly Audience[] = [
  {
    title: 'Patients and families',
    text: 'Genuine medicines, supplements and home devices such as thermometers and blood pressure monitors, with a reply to every question within 24 hours.',
    to: '/products',
    linkLabel: 'Browse our products',
  },
  {
    title: 'Doctors and hospitals',
    text: 'Prescription medicines across cardiovascular, neurological, metabolic, respiratory and immune health, supplied on time to wards and clinics.',
    to: '/products/prescription-medicines',
    linkLabel: 'See prescription medicines',
  },
  {
    title: 'Pharmacies and bulk buyers',
    text: 'OTC products, supplements and devices in bulk, quoted within 24 hours and shipped across India.',
    to: '/request-quote',
    linkLabel: 'Request a quote',
  },
  {
    title: 'Partners in research and manufacturing',
    text: 'Clinical research, drug manufacturing, quality assurance and regulatory affairs as contract services.',
    to: '/services',
    linkLabel: 'Explore our services',
  },
];

/**
 * /about: the home page's About at full length, its story told in three rows rather than a carousel
 * (no script to load), with what we make, for whom, and our journey.
 */
export function AboutPage({ title, lead }: { title: string; lead: string }) {
  return (
    <>
      <PageIntro title={title} lead={lead} />
      <section aria-labelledby="story-heading" className="px-4 py-14 sm:py-20">
        <div className="mx-auto grid max-w-7xl items-center gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading
              id="story-heading"
              eyebrow="Our story"
              title="Healthcare from Hyderabad"
              align="start"
            >
              {siteConfig.blurb}
            </SectionHeading>
            <p className="mt-4 text-ink-muted">
              Our office and team are in IDA Nacharam, Hyderabad. Our chat and forms are open around the
              clock, our phone line {siteConfig.salesHours}; we ship across India and we answer every enquiry
              within {siteConfig.replyWithin}.
            </p>
            <FiguresBand figures={aboutStats} className="mt-8" />
          </div>
          <ol className="space-y-6">
            {storySlides.map((slide) => (
              <li key={slide.title} className="grid items-center gap-4 sm:grid-cols-[2fr_3fr]">
                <img
                  src={slide.image}
                  alt={slide.imageAlt}
                  width={800}
                  height={500}
                  loading="lazy"
                  decoding="async"
                  className="h-auto w-full rounded-card"
                />
                <div>
                  <h3 className="text-xl font-bold text-ink">{slide.title}</h3>
                  <p className="mt-1 text-ink-muted">{slide.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section aria-labelledby="principles-heading" className="bg-mist px-4 py-14 sm:py-20">
        <div className="mx-auto max-w-7xl">
          <SectionHeading
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
            <SectionHeading
              id="audiences-heading"
              eyebrow="What we make"
              title="For Whom We Work"
              align="start"
            >
              Medicines, supplements, medical devices and contract services, each for the people who need
              them.
            </SectionHeading>
            <ul className="mt-8 divide-y divide-slate-200 border-y border-slate-200">
              {audiences.map((audience) => (
                <li key={audience.title} className="py-5">
                  <h3 className="text-lg font-bold text-ink">{audience.title}</h3>
                  <p className="mt-1 text-ink-muted">{audience.text}</p>
                  <a
                    href={audience.to}
                    className="mt-2 inline-flex items-center gap-1.5 font-semibold text-brand-800 underline-offset-4 hover:underline"
                  >
                    {audience.linkLabel}
                    <Icon name="arrow-right" className="size-4" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      <section aria-labelledby="journey-heading" className="bg-brand-50 px-4 py-14 sm:py-20">
        <div className="mx-auto max-w-3xl">
          <SectionHeading id="journey-heading" eyebrow="Since 2025" title="Our Journey" align="start" />
          <div className="mt-8">
            <Timeline entries={journey} headingLevel={3} />
          </div>
          <p className="mt-10 flex flex-wrap gap-4">
            <a href="/contact" className={buttonVariants({ variant: 'primary', size: 'lg' })}>
              Contact our team
            </a>
            <a href="/products" className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
              Browse our products
            </a>
          </p>
        </div>
      </section>
    </>
  );
}
