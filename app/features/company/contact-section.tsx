import { Disclosure } from '#app/components/ui/disclosure.tsx';
import { AssistancePanel, ContactCards } from './contact-cards.tsx';
import { HeadedSection } from '#app/components/ui/section-heading.tsx';
import { Island } from '#app/lib/island.tsx';
import { ContactForm } from './contact-form.tsx';
import { useContent } from '#languages/content.ts';
import { contactSectionContent } from './contact-content.ts';

/**
 * The home page's Contact: the cards, the 24/7 panel and the message form, which a phone shows
 * folded under one tap (with or without scripts) and wider screens show open beside the cards.
 */
export function ContactSection() {
  const texts = useContent('home.contact', contactSectionContent);
  return (
    <HeadedSection id="contact" className="bg-mist px-4 py-12 sm:px-6 sm:py-20" heading={texts}>
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-5 lg:gap-8">
        <div className="space-y-3 lg:col-span-2">
          <ContactCards layout="stack" />
          <AssistancePanel />
        </div>
        <Disclosure
          openFrom="sm"
          className="lg:col-span-3"
          summaryClassName="min-h-14 rounded-card border border-brand-700 bg-white px-5 py-3 font-semibold text-brand-800 sm:hidden"
          summary={<span>{texts.openForm}</span>}
        >
          <div className="pt-3 sm:pt-0">
            <Island name="contact-form" component={ContactForm} props={{}} load="on-use" />
          </div>
        </Disclosure>
      </div>
    </HeadedSection>
  );
}
