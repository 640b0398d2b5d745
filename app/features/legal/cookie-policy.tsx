import { LegalSection } from './legal-document.tsx';
import { staffDeviceCookie, staffSessionCookie } from './staff-session-cookie.ts';
import { declarationCookie, declarationTexts } from '#contract/prescribing-info.ts';
import { languageCookie, languageOfferCookie } from '#contract/language-choice.ts';

export function CookiePolicy() {
  return (
    <>
      <p>
        Cookies are small files a website stores in your browser. This website sets at most five: two only for
        authorised staff who sign in, one that remembers, until you close your browser, that you declared you
        are a healthcare professional before reading our prescribing information, one that remembers the
        language you chose for our pages, and one that notes we once offered you a page in your browser&apos;s
        language. We use no analytics, no advertising, no tracking and no third-party cookies, so there is
        nothing to accept or refuse when you browse.
      </p>

      <LegalSection title="The cookies we set">
        <div className="mt-4 overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">Cookies set by this website</caption>
            <thead>
              <tr className="border-b-2 border-slate-300">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Name
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Purpose
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  When it is set
                </th>
                <th scope="col" className="py-2 font-semibold">
                  How long it lasts
                </th>
              </tr>
            </thead>
            <tbody>
              <tr className="border-b border-slate-200 align-top">
                <th scope="row" className="py-3 pr-4 font-mono font-normal">
                  {staffSessionCookie.name}
                </th>
                <td className="py-3 pr-4">
                  Keeps an authorised staff member signed in to the tablet management screen. Strictly
                  necessary.
                </td>
                <td className="py-3 pr-4">Only after a staff member enters the admin key on /tablets.</td>
                <td className="py-3">
                  {staffSessionCookie.lifetime}, or until the staff member signs out or{' '}
                  {staffSessionCookie.idleTimeout} pass without use.
                </td>
              </tr>
              <tr className="border-b border-slate-200 align-top">
                <th scope="row" className="py-3 pr-4 font-mono font-normal">
                  {staffDeviceCookie.name}
                </th>
                <td className="py-3 pr-4">
                  Tells the server that this browser has signed in before, so that failed attempts by others
                  on the same network do not lock the staff member out. Strictly necessary.
                </td>
                <td className="py-3 pr-4">
                  Only after a staff member enters the right admin key on /tablets.
                </td>
                <td className="py-3">{staffDeviceCookie.lifetime}.</td>
              </tr>
              <tr className="border-b border-slate-200 align-top">
                <th scope="row" className="py-3 pr-4 font-mono font-normal">
                  {declarationCookie.name}
                </th>
                <td className="py-3 pr-4">
                  Remembers that you declared you are a registered medical practitioner, pharmacist or
                  hospital professional in India, so that our prescribing information opens without asking
                  again on every page. Strictly necessary for those pages.
                </td>
                <td className="py-3 pr-4">
                  Only when you choose “{declarationTexts.yes}” on the declaration asked before our
                  prescribing information.
                </td>
                <td className="py-3">
                  Until you close your browser: it has no expiry date, so your browser deletes it at the end
                  of the session (a browser set to restore your last session may keep it until then).
                </td>
              </tr>
              <tr className="border-b border-slate-200 align-top">
                <th scope="row" className="py-3 pr-4 font-mono font-normal">
                  {languageCookie.name}
                </th>
                <td className="py-3 pr-4">
                  Remembers the language you chose for our pages (English, Telugu or Hindi), so that a page we
                  publish in that language opens in it on your next visit. We never choose a language for you
                  from your browser&apos;s settings.
                </td>
                <td className="py-3 pr-4">
                  Only when you choose a language in the language links at the top of a page (or in the menu
                  on a phone).
                </td>
                <td className="py-3">
                  {languageCookie.lifetime}, or until you choose another language or delete it.
                </td>
              </tr>
              <tr className="border-b border-slate-200 align-top">
                <th scope="row" className="py-3 pr-4 font-mono font-normal">
                  {languageOfferCookie.name}
                </th>
                <td className="py-3 pr-4">
                  Notes that a page has once offered you its Telugu or Hindi version, because your browser
                  asks for that language first, so that the offer is not repeated. It holds only the word
                  &ldquo;yes&rdquo;.
                </td>
                <td className="py-3 pr-4">
                  The first time a page that we also publish in your browser&apos;s first language shows you
                  that offer, unless you have already chosen a language.
                </td>
                <td className="py-3">{languageOfferCookie.lifetime}.</td>
              </tr>
            </tbody>
          </table>
        </div>
        <p>
          The staff session cookie holds a random session number and the device cookie a signed random number;
          neither holds anything about you. Both are marked HttpOnly (scripts cannot read them) and
          SameSite=Strict (other websites cannot make your browser send them). The declaration cookie holds
          only the word “{declarationCookie.value}”: nothing about who you are, and we keep no record of it on
          our side. It is marked HttpOnly and SameSite=Lax, so that a link to our prescribing information from
          another website still finds your declaration; other websites cannot make your browser send it in any
          other way. The language cookie holds only the language&apos;s code (en, te or hi); both language
          cookies have the same HttpOnly and SameSite=Lax marks. When the site is served over HTTPS all of
          them are sent only over a secure connection, and their names start with __Host-, so that only this
          website can set them.
        </p>
      </LegalSection>

      <LegalSection title="No tracking">
        <p>
          This website does not use analytics services, advertising networks, social media pixels,
          fingerprinting or similar technologies, and it does not load content from other websites that could
          set their own cookies.
        </p>
      </LegalSection>

      <LegalSection title="Controlling cookies">
        <p>
          You can see and delete cookies in your browser’s settings. Blocking the staff cookies only stops the
          staff sign-in from working. Blocking the declaration cookie means the declaration is asked again and
          our prescribing information does not open. Blocking the language cookie means our pages open in the
          language of the address you follow. Every other page works the same.
        </p>
        <p>
          How we handle personal data in general is explained in our <a href="/privacy">privacy policy</a>.
        </p>
      </LegalSection>
    </>
  );
}
