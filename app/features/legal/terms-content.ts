/** Every text of the terms of use (`legal.terms`); the company's name and city fill the `{…}` placeholders. */
export const termsContent = {
  intro:
    'This website is run by {legalName}, {city}, {state}. By using it you accept these terms. If you do not accept them, please do not use the website.',
  advice: {
    title: 'Information, not medical advice',
    text: 'The product and health information on this website is general information for the public and for healthcare professionals. It is not a diagnosis, a prescription or a substitute for advice from a Registered Medical Practitioner. Always read the label and the package insert, and ask your doctor or pharmacist before starting, stopping or changing a medicine. In a medical emergency, call 112 or go to the nearest hospital.',
  },
  noSale: {
    title: 'No online sale of medicines',
    paragraphs: [
      'This website does not sell, dispense or deliver medicines, and you cannot place an order on it. Prescription medicines are supplied only against a valid prescription, through licensed pharmacies and distributors. Bulk supplies are made only to buyers who hold the licences the law requires.',
      'Prices shown are indicative list prices in Indian rupees and may change without notice. They are not an offer to sell.',
    ],
  },
  quotes: {
    title: 'Quote requests',
    text: 'A quote request is an invitation to us to make an offer; it does not create a contract. A quote binds us only when we confirm it in writing, and supplies are then governed by that confirmation. The quote form on this website does not yet transmit your request (see the notice below the form and our {privacyPolicy}), so please also write to us or call us.',
    privacyLink: 'privacy policy',
  },
  use: {
    title: 'Using this website',
    items: [
      'Use the website lawfully and do not try to disrupt it, overload it or get around its security.',
      'The tablet management screen is for authorised staff only. Do not try to access it without authorisation.',
      'Do not copy our content for commercial use without our written permission.',
    ],
  },
  intellectualProperty: {
    title: 'Intellectual property',
    text: 'The texts, images, logos and product names on this website belong to {legalName} or its licensors and are protected by Indian and international law.',
  },
  otherWebsites: {
    title: 'Links to other websites',
    text: 'Links to other websites, such as our social media pages, are given for convenience. We are not responsible for their content or their privacy practices.',
  },
  liability: {
    title: 'Liability',
    text: 'We take care to keep this website accurate and available, but we cannot promise that it is always complete, up to date or free of errors. As far as the law allows, we are not liable for loss arising from the use of the website or from relying on its content. Nothing in these terms limits rights you have as a consumer under the Consumer Protection Act, 2019.',
  },
  governingLaw: {
    title: 'Governing law',
    text: 'These terms are governed by the laws of India. The courts at {city}, {state}, have jurisdiction over any dispute about them.',
  },
  contact: {
    title: 'Contact',
    lead: 'Questions about these terms are welcome:',
    addressee: 'Legal',
  },
};
