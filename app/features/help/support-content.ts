const written = 'Within {replyWithin}, nights, Sundays and holidays included';

/**
 * /support's words (`help.support`). The numbers, addresses and hours come from the site
 * configuration through placeholders; the hours in words are translated as content.
 */
export const supportPageContent = {
  emergencyHeading: 'In an emergency, call {ambulance} or {emergency}',
  emergencyText:
    'Do not wait for us: call an ambulance on {ambulance} or the emergency number {emergency}, or go to the nearest hospital.',
  anyHourHeading: 'What our {anyHour} support means',
  anyHourText:
    'You can reach us at any hour: the chat answers at once, and the contact form, the quote request, the side-effect report and email take your message {anyHour}. We reply to each within {replyWithin}, counted around the clock, nights, Sundays and holidays included.',
  hoursText: 'People answer the phone {phoneLine}, and our office is open for visits {office}.',
  channelsHeading: 'Ways to reach us',
  open: 'Open:',
  answer: 'We answer:',
  /** Each way in (./support-channels.ts): what it is for, its link's words and how soon we answer. */
  channels: {
    phone: {
      title: 'Phone',
      text: 'Talk to our team about orders, stock, prices, or anything you would rather say than write.',
      answer: 'At once, while the line is open',
    },
    email: {
      title: 'Email',
      text: 'Write to us about anything, and attach what helps, such as a photo of a damaged pack.',
      answer: written,
    },
    'contact-form': {
      title: 'Contact form',
      text: 'Send us a message from the contact page. You get a reference and a private page where our reply appears.',
      action: 'Write to us',
      answer: written,
    },
    quote: {
      title: 'Quote request',
      text: 'Prices for hospitals, clinics, pharmacies and other buyers of larger quantities.',
      action: 'Request a quote',
      answer: written,
    },
    'adverse-event': {
      title: 'Side-effect report',
      text: 'Tell our drug safety team about a suspected side effect of one of our products. They review every report.',
      action: 'Report a side effect',
      answer: `${written}, when you leave an email address and agree to be contacted`,
    },
    chat: {
      title: 'Chat',
      text: 'A scripted assistant on the home and contact pages: quick answers about products, orders, hours and how to reach us, the same as our Help Center.',
      action: 'Chat on the contact page',
      answer: 'At once',
    },
    visit: {
      title: 'Visit us',
      text: 'Our office: {legalName}, {address}.',
      action: 'Map and directions',
      answer: 'In person, while the office is open',
    },
  },
  moreHeading: 'More help',
  more: [
    'Answers to common questions, the same as the chat gives: our {helpCenter}.',
    'Is a pack genuine, or recalled? {packCheck} and see {recalls}.',
    'A side effect of any medicine, ours or not, can also be reported to the national Pharmacovigilance Programme of India (PvPI) on its toll-free helpline {pvpiHelpline}.',
    'A barrier on this website? Our {accessibility} says how to tell us.',
  ],
  links: {
    helpCenter: { text: 'Help Center', href: '/help' },
    packCheck: { text: 'Check a Pack', href: '/verify' },
    recalls: { text: 'Product Recalls', href: '/recalls' },
    accessibility: { text: 'accessibility statement', href: '/accessibility' },
  },
};

export type SupportPageTexts = typeof supportPageContent;
