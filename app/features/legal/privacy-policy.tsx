import type { ReactNode } from 'react';
import { siteConfig } from '#app/lib/site-config.ts';
import { useContent } from '#languages/content.ts';
import { fillText, richText, useTranslate } from '#languages/messages.ts';
import { localHref } from '#languages/translated-pages.ts';
import { declarationCookie } from '#contract/prescribing-info.ts';
import { ContactDetails } from './contact-details.tsx';
import { LegalSection } from './legal-document.tsx';
import { formatDuration } from './legal-formats.ts';
import { privacyContent } from './privacy-content.ts';
import { failedSignInRetention, staffDeviceCookie, staffSessionCookie } from './staff-session-cookie.ts';

/** A list item led by its subject in bold: "Contact form: your name, …". */
function LabelledItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li>
      <strong>{label}</strong> {children}
    </li>
  );
}

export function PrivacyPolicy() {
  const texts = useContent('legal.privacy', privacyContent);
  const { locale } = useTranslate();
  const { technical, retention } = texts;
  return (
    <>
      <p>{fillText(texts.intro, { legalName: siteConfig.legalName, shortName: siteConfig.shortName })}</p>

      <LegalSection title={texts.forms.title}>
        <p>{texts.forms.text}</p>
        <ul>
          {texts.forms.items.map((item) => (
            <LabelledItem key={item.label} label={item.label}>
              {item.text}
            </LabelledItem>
          ))}
        </ul>
        <p>{texts.forms.abuse}</p>
      </LegalSection>

      <LegalSection title={texts.contacting.title}>
        {texts.contacting.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </LegalSection>

      <LegalSection title={technical.title}>
        <ul>
          <LabelledItem label={technical.serverLogs.label}>{technical.serverLogs.text}</LabelledItem>
          <LabelledItem label={technical.staffCookies.label}>
            {richText(technical.staffCookies.text, {
              sessionCookie: <code>{staffSessionCookie.name}</code>,
              lifetime: formatDuration(staffSessionCookie.lifetime, locale),
              deviceCookie: <code>{staffDeviceCookie.name}</code>,
            })}
          </LabelledItem>
          <LabelledItem label={technical.declaration.label}>
            {richText(technical.declaration.text, {
              cookie: <code>{declarationCookie.name}</code>,
              word: declarationCookie.value,
            })}
          </LabelledItem>
          <LabelledItem label={technical.staffSignIns.label}>
            {fillText(technical.staffSignIns.text, {
              retention: formatDuration(failedSignInRetention, locale),
            })}
          </LabelledItem>
          <li>
            {richText(technical.noTracking, {
              cookiePolicy: <a href={localHref('/cookies', locale)}>{technical.cookiePolicyLink}</a>,
            })}
          </li>
        </ul>
      </LegalSection>

      <LegalSection title={texts.sharing.title}>
        <p>{texts.sharing.text}</p>
      </LegalSection>

      <LegalSection title={retention.title}>
        <ul>
          {retention.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
          <li>
            {fillText(retention.staffCookies, {
              lifetime: formatDuration(staffSessionCookie.lifetime, locale),
              idleTimeout: formatDuration(staffSessionCookie.idleTimeout, locale),
              deviceLifetime: formatDuration(staffDeviceCookie.lifetime, locale),
            })}
          </li>
        </ul>
        <p>{retention.end}</p>
      </LegalSection>

      <LegalSection title={texts.rights.title}>
        <p>{texts.rights.lead}</p>
        <ul>
          {texts.rights.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </LegalSection>

      <LegalSection title={texts.grievance.title}>
        <p>{texts.grievance.text}</p>
        <ContactDetails addressee={texts.grievance.addressee} />
      </LegalSection>

      <LegalSection title={texts.children.title}>
        <p>{texts.children.text}</p>
      </LegalSection>

      <LegalSection title={texts.changes.title}>
        <p>{texts.changes.text}</p>
      </LegalSection>
    </>
  );
}
