import { PageIntro } from '#app/components/ui/page-intro.tsx';
import { buttonVariants } from '#app/components/ui/button-variants.ts';
import { LazyImage } from '#app/components/ui/lazy-image.tsx';
import { postalAddressLine, siteConfig } from '#app/lib/site-config.ts';
import { AssistancePanel, ContactCards } from './contact-cards.tsx';
import { SectionBeside } from '#app/components/ui/section-heading.tsx';
import { Island } from '#app/lib/island.tsx';
import { ContactForm } from './contact-form.tsx';
import { useContent } from '#languages/content.ts';
import { contactPageContent, contactSectionContent } from './contact-content.ts';

const directionsUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
  `${siteConfig.legalName}, ${postalAddressLine()}`,
)}`;

/** The sketch of the streets around the office, with its caption. */
function LocationSketch({ alt, caption }: { alt: string; caption: string }) {
  return (
    <figure>
      <LazyImage
        src="/images/company/nacharam-location.svg"
        alt={alt}
        width={960}
        height={600}
        className="rounded-card border border-slate-200"
      />
      <figcaption className="mt-2 text-sm text-ink-muted">{caption}</figcaption>
    </figure>
  );
}

/** /contact: the contact cards and hours, the message form, and a sketch of where to find us. */
export function ContactPage({ title, lead }: { title: string; lead: string }) {
  const texts = useContent('company.contactPage', contactPageContent);
  const section = useContent('home.contact', contactSectionContent);
  return (
    <>
      <PageIntro title={title} lead={lead} />
      <section aria-labelledby="reach-heading" className="px-4 py-12 sm:py-16">
        <div className="mx-auto max-w-7xl">
          <h2 id="reach-heading" className="sr-only">
            {texts.reachHeading}
          </h2>
          <ContactCards layout="row" />
        </div>
      </section>
      <SectionBeside
        id="write-to-us"
        className="bg-mist px-4 py-12 sm:py-16"
        row="items-start gap-8 lg:grid-cols-5"
        column="space-y-6 lg:col-span-2"
        heading={{ eyebrow: texts.messageEyebrow, title: texts.messageTitle, lead: section.lead }}
        beside={
          <div className="lg:col-span-3">
            <Island name="contact-form" component={ContactForm} props={{}} />
          </div>
        }
      >
        <AssistancePanel />
      </SectionBeside>
      <SectionBeside
        id="visit"
        className="px-4 py-12 sm:py-16"
        row="items-center gap-8 lg:grid-cols-[3fr_2fr]"
        heading={{ eyebrow: texts.visitEyebrow, title: texts.visitTitle, lead: texts.visitLead }}
        besideFirst
        beside={<LocationSketch alt={texts.mapAlt} caption={texts.mapCaption} />}
      >
        <p className="mt-4 font-medium text-ink">{postalAddressLine()}</p>
        <a
          href={directionsUrl}
          className={`${buttonVariants({ variant: 'primary', size: 'lg' })} mt-6`}
          rel="noopener"
        >
          {texts.directions}
          <span className="sr-only">{texts.directionsNote}</span>
        </a>
      </SectionBeside>
    </>
  );
}
