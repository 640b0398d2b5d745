import type { ReactNode } from 'react';
import { PageIntro } from '#app/components/ui/page-intro.tsx';
import { siteConfig } from '#app/lib/site-config.ts';
import { accessibilityStandard, accessibilityStatementDate } from './accessibility-statement.ts';

function StatementSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10 first:mt-0">
      <h2 id={id} className="text-2xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /accessibility: the standard we meet, how it is tested (only what e2e/ and scripts/ really do),
 * what is known not to meet it, and how to tell us about a barrier.
 */
export function AccessibilityPage({ title, lead }: { title: string; lead: string }) {
  const { name, level, href } = accessibilityStandard;
  return (
    <article>
      <PageIntro title={title} lead={lead}>
        <p className="mt-4 text-sm text-slate-700">
          Statement prepared on{' '}
          <time dateTime={accessibilityStatementDate.iso}>{accessibilityStatementDate.display}</time>
        </p>
      </PageIntro>
      <div className="mx-auto max-w-3xl px-4 py-12 text-slate-800 sm:px-6 [&_a]:font-medium [&_a]:text-teal-800 [&_a]:underline [&_li]:mt-2 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6">
        <StatementSection id="standard-heading" title="The standard we meet">
          <p>
            {siteConfig.name} wants everyone to be able to use this website, whether they see, hear, move or
            read in their own way. We build and test it to the <a href={href}>{name}</a>, level {level}. As
            far as our tests and checks show, the public pages meet that standard, except for the limits
            listed below.
          </p>
          <p>
            In practice: the pages fit a phone’s width without scrolling sideways; every control is built to
            be used with the keyboard alone and shows a clear focus ring; form errors are announced with the
            field they belong to; each public page is plain HTML that the server sends complete, so reading it
            and sending its forms does not depend on JavaScript; and slide shows pause when you ask and never
            move by themselves when your device asks for reduced motion.
          </p>
        </StatementSection>

        <StatementSection id="testing-heading" title="How we test">
          <ul>
            <li>
              Automated accessibility checks with axe-core, against the WCAG 2.0, 2.1 and 2.2 rules of levels
              A and AA, in our end-to-end tests: on every page of the site at desktop width, and on many pages
              again at phone width (390 px) and with their menus, dialogs, chat and form errors open. Any
              violation fails the tests.
            </li>
            <li>
              Every public page is loaded at 390, 768, 1366 and 1920 px wide: nothing may spill over the side
              of the window, and no control may be covered by another.
            </li>
            <li>Every built page goes through the Nu HTML Checker of the W3C; any error fails the tests.</li>
            <li>
              Keyboard tests: the header’s menus and dropdowns, the phone menu, the slide shows, the chat
              (focus stays inside it, Escape closes it and focus returns), the newsletter form and the staff
              catalogue screen are used with the keyboard alone.
            </li>
            <li>
              The contrast of every pair of text and background colours we use is measured, and meets level
              AA.
            </li>
          </ul>
          <p>
            Automated checks find only some barriers. We are grateful when you tell us about one they missed.
          </p>
        </StatementSection>

        <StatementSection id="limits-heading" title="Known limits">
          <ul>
            <li>
              <strong>English only.</strong> The pages are in English. The chat understands some questions in
              Telugu and answers those in Telugu, but there are no Telugu or Hindi pages yet.
            </li>
            <li>
              <strong>PDF downloads are not tagged.</strong> The manufacturing brochure, the quality report
              and the quotations we send are PDFs with a title and a language, whose text can be read,
              searched and copied, but their headings and tables are not marked up for screen readers.
              Everything in them is also on a web page: the brochure on{' '}
              <a href="/services/drug-manufacturing">Drug Manufacturing</a>, the report on{' '}
              <a href="/services/quality-assurance">Quality Assurance</a>, and a quotation on the page of your
              request.
            </li>
            <li>
              <strong>Scanning a pack</strong> on the Check a Pack page needs a camera. Typing the pack’s code
              or its batch number does the same without one.
            </li>
            <li>
              <strong>Staff screens.</strong> The screens our staff use (the catalogue, the inbox, accounts
              and the audit log) are checked with axe in the same tests, but keyboard tests cover the
              catalogue screen and the others only in part so far; signing in with a passkey uses the
              browser’s and the device’s own dialogs, which we do not control.
            </li>
            <li>
              <strong>Other websites.</strong> The directions link opens Google Maps, and the social links
              open other websites; we cannot vouch for their accessibility.
            </li>
          </ul>
        </StatementSection>

        <StatementSection id="report-heading" title="Tell us about a barrier">
          <p>
            If something on this website is hard or impossible for you to use, or you need a page or a
            document in another format, tell us which page, what you were trying to do and what you use (for
            example a screen reader or magnification):
          </p>
          <ul>
            <li>
              with the <a href="/contact">contact form</a>, at any hour;
            </li>
            <li>
              by email to <a href={siteConfig.email.href}>{siteConfig.email.display}</a>, at any hour;
            </li>
            <li>
              by phone on <a href={siteConfig.phone.href}>{siteConfig.phone.display}</a>,{' '}
              {siteConfig.salesHours}.
            </li>
          </ul>
          <p>
            We reply within {siteConfig.replyWithin} and tell you what we will do about it. Every way to reach
            us is on our <a href="/support">Customer Support</a> page.
          </p>
        </StatementSection>
      </div>
    </article>
  );
}
