import { siteConfig } from '#app/lib/site-config.ts';
import { useContent } from '#languages/content.ts';
import { fillText, richText, useTranslate } from '#languages/messages.ts';
import { localHref } from '#languages/translated-pages.ts';
import { complianceContent } from './compliance-content.ts';
import { ContactDetails } from './contact-details.tsx';
import { LegalSection } from './legal-document.tsx';

export function ComplianceNotice() {
  const texts = useContent('legal.compliance', complianceContent);
  const { t, locale } = useTranslate();
  return (
    <>
      <p>{fillText(texts.intro, { legalName: siteConfig.legalName })}</p>

      <LegalSection title={texts.scheduleH.title}>
        <p>{fillText(texts.scheduleH.text, { badge: t('catalogue.prescriptionRequired') })}</p>
        <p className="rounded-lg border border-rose-200 bg-rose-50 p-4 font-semibold text-rose-900">
          {t('catalogue.scheduleHCaution')}
        </p>
        <p>{texts.scheduleH.after}</p>
      </LegalSection>

      <LegalSection title={texts.noSale.title}>
        <p>
          {richText(texts.noSale.text, {
            requestQuote: <a href={localHref('/request-quote', locale)}>{texts.noSale.requestQuoteLink}</a>,
          })}
        </p>
      </LegalSection>

      <LegalSection title={texts.advertising.title}>
        <ul>
          {texts.advertising.items.map((item) => (
            <li key={item}>
              {richText(item, {
                termsOfUse: <a href={localHref('/terms', locale)}>{texts.advertising.termsLink}</a>,
              })}
            </li>
          ))}
        </ul>
      </LegalSection>

      <LegalSection title={texts.sideEffects.title}>
        <p>{texts.sideEffects.text}</p>
      </LegalSection>

      <LegalSection title={texts.contact.title}>
        <p>{texts.contact.lead}</p>
        <ContactDetails addressee={texts.contact.addressee} />
      </LegalSection>
    </>
  );
}
