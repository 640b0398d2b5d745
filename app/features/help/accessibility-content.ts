/**
 * The accessibility statement's words (`help.accessibility`). The standard, the date and the
 * company's contacts are facts, put in through placeholders; a limit's `{title}` is its bold lead-in.
 */
export const accessibilityContent = {
  prepared: 'Statement prepared on {date}',
  standard: {
    id: 'standard-heading',
    title: 'The standard we meet',
    paragraphs: [
      '{companyName} wants everyone to be able to use this website, whether they see, hear, move or read in their own way. We build and test it to the {standard}, level {level}. As far as our tests and checks show, the public pages meet that standard, except for the limits listed below.',
      'In practice: the pages fit a phone’s width without scrolling sideways; every control is built to be used with the keyboard alone and shows a clear focus ring; form errors are announced with the field they belong to; each public page is plain HTML that the server sends complete, so reading it and sending its forms does not depend on JavaScript; and slide shows pause when you ask and never move by themselves when your device asks for reduced motion.',
    ],
  },
  testing: {
    id: 'testing-heading',
    title: 'How we test',
    items: [
      'Automated accessibility checks with axe-core, against the WCAG 2.0, 2.1 and 2.2 rules of levels A and AA, in our end-to-end tests: on every page of the site at desktop width, and on many pages again at phone width (390 px) and with their menus, dialogs, chat and form errors open. Any violation fails the tests.',
      'Every public page is loaded at 390, 768, 1366 and 1920 px wide: nothing may spill over the side of the window, and no control may be covered by another.',
      'Every built page goes through the Nu HTML Checker of the W3C; any error fails the tests.',
      'Keyboard tests: the header’s menus and dropdowns, the phone menu, the slide shows, the chat (focus stays inside it, Escape closes it and focus returns), the newsletter form and the staff catalogue screen are used with the keyboard alone.',
      'The contrast of every pair of text and background colours we use is measured, and meets level AA.',
    ],
    closing:
      'Automated checks find only some barriers. We are grateful when you tell us about one they missed.',
  },
  limits: {
    id: 'limits-heading',
    title: 'Known limits',
    items: [
      {
        title: 'Telugu and Hindi drafts.',
        text: '{title} Every public page is also in Telugu and Hindi, as drafts a native speaker has yet to review, except the prescribing information for professionals, which stays in the English of each medicine’s approved leaflet. A recall notice’s own words, the brochure and report PDFs and the quotations we send are in English. The chat answers in English, Telugu or Hindi, as it is written to.',
      },
      {
        title: 'PDF downloads are not tagged.',
        text: '{title} The manufacturing brochure, the quality report and the quotations we send are PDFs with a title and a language, whose text can be read, searched and copied, but their headings and tables are not marked up for screen readers. Everything in them is also on a web page: the brochure on {drugManufacturing}, the report on {qualityAssurance}, and a quotation on the page of your request.',
      },
      {
        title: 'Scanning a pack',
        text: '{title} on the Check a Pack page needs a camera. Typing the pack’s code or its batch number does the same without one.',
      },
      {
        title: 'Staff screens.',
        text: '{title} The screens our staff use (the catalogue, the inbox, accounts and the audit log) are checked with axe in the same tests, but keyboard tests cover the catalogue screen and the others only in part so far; signing in with a passkey uses the browser’s and the device’s own dialogs, which we do not control.',
      },
      {
        title: 'Other websites.',
        text: '{title} The directions link opens Google Maps, and the social links open other websites; we cannot vouch for their accessibility.',
      },
    ],
  },
  report: {
    id: 'report-heading',
    title: 'Tell us about a barrier',
    intro:
      'If something on this website is hard or impossible for you to use, or you need a page or a document in another format, tell us which page, what you were trying to do and what you use (for example a screen reader or magnification):',
    ways: [
      'with the {contactForm}, at any hour;',
      'by email to {email}, at any hour;',
      'by phone on {phone}, {phoneLine}.',
    ],
    reply:
      'We reply within {replyWithin} and tell you what we will do about it. Every way to reach us is on our {support} page.',
  },
  links: {
    drugManufacturing: { text: 'Drug Manufacturing', href: '/services/drug-manufacturing' },
    qualityAssurance: { text: 'Quality Assurance', href: '/services/quality-assurance' },
    contactForm: { text: 'contact form', href: '/contact' },
    support: { text: 'Customer Support', href: '/support' },
  },
};
