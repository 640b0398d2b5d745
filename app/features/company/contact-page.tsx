import { PageIntro } from '#app/components/ui/page-intro.tsx';
import { buttonVariants } from '#app/components/ui/button-variants.ts';
import { postalAddressLine, siteConfig } from '#app/lib/site-config.ts';
import { AssistancePanel, ContactCards } from './contact-cards.tsx';
import { SectionHeading } from '#app/components/ui/section-heading.tsx';
import { Island } from '#app/lib/island.tsx';
import { ContactForm, contactFormTexts } from './contact-form.tsx';
import { useContent } from '#languages/content.ts';
import { contactPageContent, contactSectionContent } from './contact-content.ts';

const directionsUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
  `${siteConfig.legalName}, ${postalAddressLine()}`,
)}`;

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
      <section aria-labelledby="message-heading" className="bg-mist px-4 py-12 sm:py-16">
        <div className="mx-auto grid max-w-7xl items-start gap-8 lg:grid-cols-5">
          <div className="space-y-6 lg:col-span-2">
            <SectionHeading
              id="message-heading"
              eyebrow={texts.messageEyebrow}
              title={texts.messageTitle}
              align="start"
            >
              {section.lead}
            </SectionHeading>
            <AssistancePanel />
          </div>
          <div className="lg:col-span-3">
            <Island name="contact-form" component={ContactForm} props={{}} content={contactFormTexts} />
          </div>
        </div>
      </section>
      <section aria-labelledby="location-heading" className="px-4 py-12 sm:py-16">
        <div className="mx-auto grid max-w-7xl items-center gap-8 lg:grid-cols-[3fr_2fr]">
          <figure>
            <img
              src="/images/company/nacharam-location.svg"
              alt={texts.mapAlt}
              width={960}
              height={600}
              loading="lazy"
              decoding="async"
              className="h-auto w-full rounded-card border border-slate-200"
            />
            <figcaption className="mt-2 text-sm text-ink-muted">{texts.mapCaption}</figcaption>
          </figure>
          <div>
            <SectionHeading
              id="location-heading"
              eyebrow={texts.visitEyebrow}
              title={texts.visitTitle}
              align="start"
            >
              {texts.visitLead}
            </SectionHeading>
            <p className="mt-4 font-medium text-ink">{postalAddressLine()}</p>
            <a
              href={directionsUrl}
              className={`${buttonVariants({ variant: 'primary', size: 'lg' })} mt-6`}
              rel="noopener"
            >
              {texts.directions}
              <span className="sr-only">{texts.directionsNote}</span>
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
