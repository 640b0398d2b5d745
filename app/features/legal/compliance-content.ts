/**
 * Every text of the compliance notice (`legal.compliance`). The company's name, the prescription
 * badge and the links fill the `{…}` placeholders; the statutory caution is the catalogue's.
 */
export const complianceContent = {
  intro:
    '{legalName} makes and supplies medicines, health supplements and medical devices under Indian law. This notice explains the rules this website follows when it presents our products.',
  scheduleH: {
    title: 'Prescription medicines and the Schedule H notice',
    text: 'Medicines listed in Schedule H of the Drugs Rules, 1945 may be sold only on a prescription. On this website, every item that needs a prescription is marked “{badge}” and carries the statutory caution:',
    after:
      'Prescription items have no purchase button. Please take your prescription to a licensed pharmacy, and follow the dose your doctor has prescribed.',
  },
  noSale: {
    title: 'No online sale of medicines',
    text: 'This website does not sell, take orders for or deliver medicines to consumers. Prices are indicative list prices shown for information. Hospitals, pharmacies and distributors holding the licences the Drugs and Cosmetics Act, 1940 requires can {requestQuote} for bulk supplies.',
    requestQuoteLink: 'request a quote',
  },
  advertising: {
    title: 'Advertising and product claims',
    items: [
      'We follow the Drugs and Magic Remedies (Objectionable Advertisements) Act, 1954: we do not advertise medicines for the diseases and conditions listed in its Schedule, nor promise magic, guaranteed or miraculous cures.',
      'Product descriptions are information, not medical advice or a promise of results. See our {termsOfUse}.',
      'Our dealings with healthcare professionals follow the Uniform Code for Pharmaceutical Marketing Practices, 2024.',
      'Health supplements are foods regulated by the Food Safety and Standards Authority of India. They are not medicines and are not meant to diagnose, treat, cure or prevent any disease.',
      'Medical devices are supplied under the Medical Devices Rules, 2017.',
    ],
    termsLink: 'terms of use',
  },
  sideEffects: {
    title: 'Reporting side effects',
    text: 'If you have a side effect or a quality problem with one of our products, please tell your doctor or pharmacist and tell us. We record every report and pass it on to the Pharmacovigilance Programme of India as the law requires. You can also report it directly to that programme.',
  },
  contact: {
    title: 'Compliance contact',
    lead: 'To report a concern about our products, our website or our promotional material, contact:',
    addressee: 'Compliance Officer',
  },
};
