import { Checkbox } from '#app/components/ui/form-controls.tsx';
import { useContent } from '#languages/content.ts';
import { richText, useTranslate } from '#languages/messages.ts';
import { localHref } from '#languages/translated-pages.ts';
import type { Locale } from '#languages/locales.ts';
import type { ReactNode } from 'react';
import { termsAgreementTexts } from './terms-agreement-texts.ts';

const linkClass = 'font-medium text-teal-800 underline hover:text-teal-900';

/**
 * The `{terms}` and `{privacy}` links of a consent sentence, to those pages in the page's language:
 * the parts `richText` puts into it.
 */
export function policyLinks(
  words: { termsLink: string; privacyLink: string },
  locale: Locale,
  className = linkClass,
): { terms: ReactNode; privacy: ReactNode } {
  return {
    terms: (
      <a href={localHref('/terms', locale)} className={className}>
        {words.termsLink}
      </a>
    ),
    privacy: (
      <a href={localHref('/privacy', locale)} className={className}>
        {words.privacyLink}
      </a>
    ),
  };
}

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
      label={richText(texts.label, policyLinks(texts, locale))}
    />
  );
}
