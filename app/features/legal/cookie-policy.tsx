import { cn } from '#app/components/ui/class-names.ts';
import { useContent } from '#languages/content.ts';
import { fillText, richText, useTranslate } from '#languages/messages.ts';
import { localHref } from '#languages/translated-pages.ts';
import { declarationCookie, declarationTexts } from '#contract/prescribing-info.ts';
import { languageCookie, languageOfferCookie } from '#contract/language-choice.ts';
import { cookiePolicyContent } from './cookie-policy-content.ts';
import { LegalSection } from './legal-document.tsx';
import { cookieLifetime, formatDuration } from './legal-formats.ts';
import { staffDeviceCookie, staffSessionCookie } from './staff-session-cookie.ts';

/** One cookie in the table: its name heads the row. */
function CookieRow({
  name,
  purpose,
  whenSet,
  lasts,
}: {
  name: string;
  purpose: string;
  whenSet: string;
  lasts: string;
}) {
  return (
    <tr className="border-b border-slate-200 align-top">
      <th scope="row" className="py-3 pr-4 font-mono font-normal">
        {name}
      </th>
      <td className="py-3 pr-4">{purpose}</td>
      <td className="py-3 pr-4">{whenSet}</td>
      <td className="py-3">{lasts}</td>
    </tr>
  );
}

export function CookiePolicy() {
  const texts = useContent('legal.cookies', cookiePolicyContent);
  const { locale } = useTranslate();
  const { columns, rows } = texts.cookies;
  return (
    <>
      <p>{texts.intro}</p>

      <LegalSection title={texts.cookies.title}>
        <div className="mt-4 overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{texts.cookies.caption}</caption>
            <thead>
              <tr className="border-b-2 border-slate-300">
                {[columns.name, columns.purpose, columns.whenSet, columns.lasts].map(
                  (heading, index, all) => (
                    <th
                      key={index}
                      scope="col"
                      className={cn('py-2', index < all.length - 1 && 'pr-4', 'font-semibold')}
                    >
                      {heading}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              <CookieRow
                name={staffSessionCookie.name}
                {...rows.staffSession}
                lasts={fillText(rows.staffSession.lasts, {
                  lifetime: formatDuration(staffSessionCookie.lifetime, locale),
                  idleTimeout: formatDuration(staffSessionCookie.idleTimeout, locale),
                })}
              />
              <CookieRow
                name={staffDeviceCookie.name}
                {...rows.staffDevice}
                lasts={fillText(rows.staffDevice.lasts, {
                  lifetime: formatDuration(staffDeviceCookie.lifetime, locale),
                })}
              />
              <CookieRow
                name={declarationCookie.name}
                {...rows.declaration}
                whenSet={fillText(rows.declaration.whenSet, { yes: declarationTexts.yes })}
              />
              <CookieRow
                name={languageCookie.name}
                {...rows.language}
                lasts={fillText(rows.language.lasts, { lifetime: cookieLifetime(languageCookie, locale) })}
              />
              <CookieRow
                name={languageOfferCookie.name}
                {...rows.languageOffer}
                purpose={fillText(rows.languageOffer.purpose, { word: languageOfferCookie.value })}
                lasts={fillText(rows.languageOffer.lasts, {
                  lifetime: cookieLifetime(languageOfferCookie, locale),
                })}
              />
            </tbody>
          </table>
        </div>
        <p>{fillText(texts.cookies.details, { word: declarationCookie.value })}</p>
      </LegalSection>

      <LegalSection title={texts.noTracking.title}>
        <p>{texts.noTracking.text}</p>
      </LegalSection>

      <LegalSection title={texts.control.title}>
        <p>{texts.control.text}</p>
        <p>
          {richText(texts.control.privacy, {
            privacyPolicy: <a href={localHref('/privacy', locale)}>{texts.control.privacyLink}</a>,
          })}
        </p>
      </LegalSection>
    </>
  );
}
