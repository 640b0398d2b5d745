import { lazy, type ReactNode, Suspense } from 'react';
import { Icon } from '#app/components/ui/icon.tsx';
import { siteConfig } from '#app/lib/site-config.ts';
import { SectionHeading } from './section-heading.tsx';

/**
 * The form's code (the form kit, the sending hook) is a chunk of its own, fetched while the page
 * hydrates; until it arrives React leaves the prerendered form in place, a POST form that works.
 */
const ContactForm = lazy(() =>
  import('./contact-form.tsx').then((module) => ({ default: module.ContactForm })),
);

function ContactCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-teal-100 text-teal-800">
        {icon}
      </span>
      <div>
        <h3 className="font-bold text-slate-900">{title}</h3>
        <div className="mt-1 text-slate-700">{children}</div>
      </div>
    </div>
  );
}

export function ContactSection({ onStartLiveChat }: { onStartLiveChat: () => void }) {
  const { address } = siteConfig;
  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-slate-50 px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="contact-title" eyebrow="Get in touch" title="Contact Us">
          Questions about a product, an order or a bulk quote? We reply within 24 hours.
        </SectionHeading>
        <div className="mt-10 grid items-start gap-8 lg:grid-cols-5">
          <div className="space-y-4 lg:col-span-2">
            <ContactCard icon={<Icon name="phone" className="size-5" />} title="Phone">
              <a href={siteConfig.phone.href} className="font-medium text-teal-800 underline">
                {siteConfig.phone.display}
              </a>
            </ContactCard>
            <ContactCard icon={<Icon name="mail" className="size-5" />} title="Email">
              <a href={siteConfig.email.href} className="font-medium break-all text-teal-800 underline">
                {siteConfig.email.display}
              </a>
            </ContactCard>
            <ContactCard icon={<Icon name="map-pin" className="size-5" />} title="Address">
              <address className="not-italic">
                {siteConfig.legalName}
                <br />
                {address.street}
                <br />
                {address.city}, {address.state} {address.postalCode}
                <br />
                {address.country}
              </address>
            </ContactCard>
            <ContactCard icon={<Icon name="clock" className="size-5" />} title="Business Hours">
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                {siteConfig.businessHours.map((entry) => (
                  <div key={entry.days} className="contents">
                    <dt className="font-medium text-slate-800">{entry.days}</dt>
                    <dd>{entry.hours}</dd>
                  </div>
                ))}
              </dl>
            </ContactCard>
            <div className="rounded-2xl bg-teal-800 p-6 text-white shadow-sm">
              <h3 className="flex items-center gap-2 text-lg font-bold">
                <Icon name="headset" className="size-5" />
                24/7 Assistance
              </h3>
              <p className="mt-2 text-teal-50">
                Need help right now? Our support team is available around the clock.
              </p>
              <div className="mt-4 flex flex-wrap gap-3">
                <a
                  href={siteConfig.phone.href}
                  className="inline-flex items-center gap-2 rounded-full bg-white px-5 py-2.5 font-semibold text-teal-900 hover:bg-teal-50"
                >
                  <Icon name="phone" className="size-4" />
                  Call
                  <span className="sr-only"> {siteConfig.phone.display}</span>
                </a>
                <button
                  type="button"
                  onClick={onStartLiveChat}
                  className="inline-flex items-center gap-2 rounded-full border border-white px-5 py-2.5 font-semibold text-white hover:bg-teal-700"
                >
                  <Icon name="message-circle" className="size-4" />
                  Start Live Chat
                </button>
              </div>
            </div>
          </div>
          <div className="lg:col-span-3">
            <Suspense>
              <ContactForm />
            </Suspense>
          </div>
        </div>
      </div>
    </section>
  );
}
