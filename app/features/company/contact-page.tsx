import { PageIntro } from '#app/components/ui/page-intro.tsx';
import { buttonVariants } from '#app/components/ui/button-variants.ts';
import { postalAddressLine, siteConfig } from '#app/lib/site-config.ts';
import { AssistancePanel, ContactCards } from './contact-cards.tsx';
import { SectionHeading } from '#app/components/ui/section-heading.tsx';
import { Island } from '#app/lib/island.tsx';
import { ContactForm } from './contact-form.tsx';

const directionsUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
  `${siteConfig.legalName}, ${postalAddressLine()}`,
)}`;

/** /contact: the contact cards and hours, the message form, and a sketch of where to find us. */
export function ContactPage({ title, lead }: { title: string; lead: string }) {
  return (
    <>
      <PageIntro title={title} lead={lead} />
      <section aria-labelledby="reach-heading" className="px-4 py-12 sm:py-16">
        <div className="mx-auto max-w-7xl">
          <h2 id="reach-heading" className="sr-only">
            Ways to reach us
          </h2>
          <ContactCards layout="row" />
        </div>
      </section>
      <section aria-labelledby="message-heading" className="bg-mist px-4 py-12 sm:py-16">
        <div className="mx-auto grid max-w-7xl items-start gap-8 lg:grid-cols-5">
          <div className="space-y-6 lg:col-span-2">
            <SectionHeading
              id="message-heading"
              eyebrow="Write to us"
              title="Send Us a Message"
              align="start"
            >
              Questions about a product, an order or a bulk quote? We reply within 24 hours.
            </SectionHeading>
            <AssistancePanel />
          </div>
          <div className="lg:col-span-3">
            <Island name="contact-form" component={ContactForm} props={{}} />
          </div>
        </div>
      </section>
      <section aria-labelledby="location-heading" className="px-4 py-12 sm:py-16">
        <div className="mx-auto grid max-w-7xl items-center gap-8 lg:grid-cols-[3fr_2fr]">
          <figure>
            <img
              src="/images/company/nacharam-location.svg"
              alt="Sketch map of north-east Hyderabad: our office in the IDA Nacharam industrial area, with Secunderabad and Tarnaka to the west, Habsiguda to the south-west, Uppal to the south and Mallapur to the north-east."
              width={960}
              height={600}
              loading="lazy"
              decoding="async"
              className="h-auto w-full rounded-card border border-slate-200"
            />
            <figcaption className="mt-2 text-sm text-ink-muted">
              A sketch, not to scale. Use the directions link for a live map.
            </figcaption>
          </figure>
          <div>
            <SectionHeading
              id="location-heading"
              eyebrow="Visit us"
              title="Find Us in Nacharam"
              align="start"
            >
              Our office is in the IDA Nacharam industrial area in north-east Hyderabad, Telangana.
            </SectionHeading>
            <p className="mt-4 font-medium text-ink">{postalAddressLine()}</p>
            <a
              href={directionsUrl}
              className={`${buttonVariants({ variant: 'primary', size: 'lg' })} mt-6`}
              rel="noopener"
            >
              Get directions<span className="sr-only"> (opens Google Maps)</span>
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
