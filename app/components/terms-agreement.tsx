import { Checkbox } from '#app/components/ui/form-controls.tsx';
import { useContent } from '#app/i18n/content.ts';
import { richText, useTranslate } from '#app/i18n/messages.ts';
import { localHref } from '#app/i18n/translated-pages.ts';
import { termsAgreementTexts } from './terms-agreement-texts.ts';

const linkClass = 'font-medium text-teal-800 underline hover:text-teal-900';

/**
 * The `agreed` tick a form needs before it is sent: the terms and conditions and the privacy policy.
 * On a translated page its island carries `termsAgreement`.
 */
export function TermsAgreement({ error, className }: { error?: string; className?: string }) {
  const texts = useContent('termsAgreement', termsAgreementTexts);
  const { locale } = useTranslate();
  return (
    <Checkbox
      name="agreed"
      required
      error={error}
      className={className}
      label={richText(texts.label, {
        terms: (
          <a href={localHref('/terms', locale)} className={linkClass}>
            {texts.termsLink}
          </a>
        ),
        privacy: (
          <a href={localHref('/privacy', locale)} className={linkClass}>
            {texts.privacyLink}
          </a>
        ),
      })}
    />
  );
}
