import { siteConfig } from '#app/lib/site-config.ts';
import { useContent } from '#languages/content.ts';
import { fillText, richText, useTranslate } from '#languages/messages.ts';
import { localHref } from '#languages/translated-pages.ts';
import { ContactDetails } from './contact-details.tsx';
import { LegalSection } from './legal-document.tsx';
import { termsContent } from './terms-content.ts';

export function TermsOfUse() {
  const texts = useContent('legal.terms', termsContent);
  const { locale } = useTranslate();
  const company = {
    legalName: siteConfig.legalName,
    city: siteConfig.address.city,
    state: siteConfig.address.state,
  };
  return (
    <>
      <p>{fillText(texts.intro, company)}</p>

      <LegalSection title={texts.advice.title}>
        <p>{texts.advice.text}</p>
      </LegalSection>

      <LegalSection title={texts.noSale.title}>
        {texts.noSale.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </LegalSection>

      <LegalSection title={texts.quotes.title}>
        <p>
          {richText(texts.quotes.text, {
            privacyPolicy: <a href={localHref('/privacy', locale)}>{texts.quotes.privacyLink}</a>,
          })}
        </p>
      </LegalSection>

      <LegalSection title={texts.use.title}>
        <ul>
          {texts.use.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </LegalSection>

      <LegalSection title={texts.intellectualProperty.title}>
        <p>{fillText(texts.intellectualProperty.text, company)}</p>
      </LegalSection>

      <LegalSection title={texts.otherWebsites.title}>
        <p>{texts.otherWebsites.text}</p>
      </LegalSection>

      <LegalSection title={texts.liability.title}>
        <p>{texts.liability.text}</p>
      </LegalSection>

      <LegalSection title={texts.governingLaw.title}>
        <p>{fillText(texts.governingLaw.text, company)}</p>
      </LegalSection>

      <LegalSection title={texts.contact.title}>
        <p>{texts.contact.lead}</p>
        <ContactDetails addressee={texts.contact.addressee} />
      </LegalSection>
    </>
  );
}
