import { siteConfig } from '#app/lib/site-config.ts';

/** The contact cards' and the 24/7 panel's words, with the hours they give (`company.contactCards`). */
export const contactCardsContent = {
  phone: 'Phone',
  email: 'Email',
  emailHours: '{anyHour}, answered within {replyWithin}',
  address: 'Address',
  businessHours: 'Business Hours',
  officeVisits: 'Office, for visits:',
  assistanceHeading: '24/7 Assistance',
  assistanceText:
    'Need help right now? The chat answers at any hour, and messages sent at any hour are answered within {replyWithin}. Call us {salesHours}.',
  call: 'Call',
  startChat: 'Start Live Chat',
  /** The office's hours day by day, from the site configuration, as each language writes them. */
  officeDays: siteConfig.businessHours,
};

/** The message form's words (`company.contactForm`), with the confirmation SPEC §8 gives. */
export const contactFormContent = {
  title: 'Send us a message',
  requiredNote: 'All fields are required unless marked optional.',
  termsLabel: 'I agree to the terms of use and the privacy policy.',
  termsNote:
    'Read our {terms} and {privacy}. Your message is stored with the time you agreed, so our team can answer it; we keep it for two years.',
  termsLink: 'Terms of Use',
  privacyLink: 'Privacy Policy',
  sending: 'Sending...',
  send: 'Send Message',
  sentTitle: 'Message sent successfully!',
  sentDescription: "We'll get back to you within 24 hours.",
  reference: 'Your reference is {reference}.',
  followRequest: 'Follow your message',
};

/** The home page's Contact section (`home.contact`). */
export const contactSectionContent = {
  eyebrow: 'Get in touch',
  title: 'Contact Us',
  lead: 'Questions about a product, an order or a bulk quote? We reply within 24 hours.',
  openForm: 'Write to us: send a message',
};

/** The contact page's own words (`company.contactPage`). */
export const contactPageContent = {
  reachHeading: 'Ways to reach us',
  messageEyebrow: 'Write to us',
  messageTitle: 'Send Us a Message',
  mapAlt:
    'Sketch map of north-east Hyderabad: our office in the IDA Nacharam industrial area, with Secunderabad and Tarnaka to the west, Habsiguda to the south-west, Uppal to the south and Mallapur to the north-east.',
  mapCaption: 'A sketch, not to scale. Use the directions link for a live map.',
  visitEyebrow: 'Visit us',
  visitTitle: 'Find Us in Nacharam',
  visitLead: 'Our office is in the IDA Nacharam industrial area in north-east Hyderabad, Telangana.',
  directions: 'Get directions',
  directionsNote: ' (opens Google Maps)',
};
