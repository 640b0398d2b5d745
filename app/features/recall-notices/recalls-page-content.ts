/**
 * The words of `/recalls` around its notices (theirs are contract/recalls.ts `recallPageTexts`), in
 * English; a translated page's are the catalogues' `recall.form.*`.
 */
export const recallsPageContent = {
  checkHeading: 'Is my pack affected?',
  check:
    'A notice names the batches it recalls: compare them with the batch number (B. No.) printed on your pack, or {checkLink} by its QR code or batch number. A recalled batch is answered as recalled, with what to do.',
  checkLink: 'check your pack',
  mailHeading: 'Get recall notices by email',
  mailLead:
    'Choose a product and we will email you whenever we recall a batch of it. We first send a link to confirm your address; nothing more is sent until you confirm it within {hours} hours.',
  product: 'Product',
  chooseProduct: 'Choose a product',
  email: 'Email',
  privacy:
    'We use your address only to mail recall notices of this product. Every mail has a link that unsubscribes you at once and deletes your address. See our {privacyLink}.',
  privacyLink: 'privacy policy',
  submit: 'Email me recall notices',
  feed: 'Or follow the notices in a feed reader: {feedLink}.',
  feedLink: 'recall notices as an Atom feed',
  classesHeading: 'How recalls are classed',
  classesLead:
    'We class every recall as the Central Drugs Standard Control Organisation (CDSCO) defines it, and start it within the time CDSCO sets for its class:',
  classLabel: 'Class {recallClass}',
  classItem: '{classLabel}: {meaning}; the recall starts within {startsWithin}.',
  quality:
    'A batch found “not of standard quality” is one of ours that failed a test of quality; it is not a fake. Packs that only look like ours are recalled as “spurious”.',
};
