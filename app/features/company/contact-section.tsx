import { ContactCards, AssistancePanel } from './contact-cards.tsx';
import { CompanyHeading } from './company-heading.tsx';
import { ContactForm } from './contact-form.tsx';

export function ContactSection({ onStartLiveChat }: { onStartLiveChat: () => void }) {
  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-mist px-4 py-14 sm:py-20">
      <div className="mx-auto max-w-7xl">
        <CompanyHeading id="contact-title" eyebrow="Get in touch" title="Contact Us">
          Questions about a product, an order or a bulk quote? We reply within 24 hours.
        </CompanyHeading>
        <div className="mt-8 grid items-start gap-6 lg:grid-cols-5 lg:gap-8">
          <div className="space-y-3 lg:col-span-2">
            <ContactCards layout="stack" />
            <AssistancePanel onStartLiveChat={onStartLiveChat} />
          </div>
          <div className="lg:col-span-3">
            <ContactForm />
          </div>
        </div>
      </div>
    </section>
  );
}
