/**
 * Every text of the cookie policy (`legal.cookies`). The cookies' names, values and lifetimes and
 * the declaration's button are filled into the `{…}` placeholders by the page.
 */
export const cookiePolicyContent = {
  intro:
    "Cookies are small files a website stores in your browser. This website sets at most five: two only for authorised staff who sign in, one that remembers, until you close your browser, that you declared you are a healthcare professional before reading our prescribing information, one that remembers the language you chose for our pages, and one that notes we once offered you a page in your browser's language. We use no analytics, no advertising, no tracking and no third-party cookies, so there is nothing to accept or refuse when you browse.",
  cookies: {
    title: 'The cookies we set',
    caption: 'Cookies set by this website',
    columns: {
      name: 'Name',
      purpose: 'Purpose',
      whenSet: 'When it is set',
      lasts: 'How long it lasts',
    },
    rows: {
      staffSession: {
        purpose:
          'Keeps an authorised staff member signed in to the tablet management screen. Strictly necessary.',
        whenSet: 'Only after a staff member enters the admin key on /tablets.',
        lasts: '{lifetime}, or until the staff member signs out or {idleTimeout} pass without use.',
      },
      staffDevice: {
        purpose:
          'Tells the server that this browser has signed in before, so that failed attempts by others on the same network do not lock the staff member out. Strictly necessary.',
        whenSet: 'Only after a staff member enters the right admin key on /tablets.',
        lasts: '{lifetime}.',
      },
      declaration: {
        purpose:
          'Remembers that you declared you are a registered medical practitioner, pharmacist or hospital professional in India, so that our prescribing information opens without asking again on every page. Strictly necessary for those pages.',
        whenSet: 'Only when you choose “{yes}” on the declaration asked before our prescribing information.',
        lasts:
          'Until you close your browser: it has no expiry date, so your browser deletes it at the end of the session (a browser set to restore your last session may keep it until then).',
      },
      language: {
        purpose:
          "Remembers the language you chose for our pages (English, Telugu or Hindi), so that a page we publish in that language opens in it on your next visit. We never choose a language for you from your browser's settings.",
        whenSet:
          'Only when you choose a language in the language links at the top of a page (or in the menu on a phone).',
        lasts: '{lifetime}, or until you choose another language or delete it.',
      },
      languageOffer: {
        purpose:
          'Notes that a page has once offered you its Telugu or Hindi version, because your browser asks for that language first, so that the offer is not repeated. It holds only the word “{word}”.',
        whenSet:
          "The first time a page that we also publish in your browser's first language shows you that offer, unless you have already chosen a language.",
        lasts: '{lifetime}.',
      },
    },
    details:
      "The staff session cookie holds a random session number and the device cookie a signed random number; neither holds anything about you. Both are marked HttpOnly (scripts cannot read them) and SameSite=Strict (other websites cannot make your browser send them). The declaration cookie holds only the word “{word}”: nothing about who you are, and we keep no record of it on our side. It is marked HttpOnly and SameSite=Lax, so that a link to our prescribing information from another website still finds your declaration; other websites cannot make your browser send it in any other way. The language cookie holds only the language's code (en, te or hi); both language cookies have the same HttpOnly and SameSite=Lax marks. When the site is served over HTTPS all of them are sent only over a secure connection, and their names start with __Host-, so that only this website can set them.",
  },
  noTracking: {
    title: 'No tracking',
    text: 'This website does not use analytics services, advertising networks, social media pixels, fingerprinting or similar technologies, and it does not load content from other websites that could set their own cookies.',
  },
  control: {
    title: 'Controlling cookies',
    text: 'You can see and delete cookies in your browser’s settings. Blocking the staff cookies only stops the staff sign-in from working. Blocking the declaration cookie means the declaration is asked again and our prescribing information does not open. Blocking the language cookie means our pages open in the language of the address you follow. Every other page works the same.',
    privacy: 'How we handle personal data in general is explained in our {privacyPolicy}.',
    privacyLink: 'privacy policy',
  },
};
