/** The quote form's own words (`quote.form`); its fields' labels are the contract's (`field.quote`). */
export const quoteFormContent = {
  formName: 'Quote request',
  requiredNote: 'Fields marked {asterisk} are required.',
  asteriskName: 'with an asterisk',
  quantityHint: 'Number of units, packs or devices.',
  requirementsHint: 'Strengths, pack sizes, delivery location, licences or anything else we should know.',
  timelinePlaceholder: 'Select a timeline',
  moreProducts: 'More products',
  moreProductsHint:
    'Need more than one product? Add up to {count} more here; another line appears as you fill one in. Pick a name from our catalogue or type your own.',
  productPlaceholder: 'Pick from the list or type a name',
  quantityPlaceholder: 'Units',
  processing: 'Processing...',
  submit: 'Submit Quote Request',
};

/** The confirmation SPEC §8 gives, in place and on the page a form sent without script lands on (`quote.confirmation`). */
export const quoteConfirmationContent = {
  title: 'Quote Request Submitted',
  text: "We've received your request and will contact you within 24 hours.",
  browseProducts: 'Browse Products',
};

/** The quote page's side panel (`quote.page`); the hours are the site's (`site.hours`). */
export const quotePageContent = {
  talkHeading: 'Prefer to talk to us?',
  talkText: 'Hospitals, pharmacies, clinics and distributors can reach our sales team directly.',
  hours: 'Calls {salesHours}; email {anyHour}, answered within {replyWithin}',
};

/** What happens to the details sent with the form (`quote.dataNotice`). */
export const quoteDataNoticeContent = {
  heading: 'What happens to your details',
  use: 'When you submit, your details and request are sent to {name} and stored on our servers in India, with the time you agreed to our terms and privacy policy. Our sales team uses them only to prepare your quote and contact you about it. We keep them for two years, then delete them; we never sell them or share them for marketing.',
  rights:
    'To see, correct or erase what we hold about you, write to {email} or call {phone} ({salesHours}). Our {privacy} explains your rights under the Digital Personal Data Protection Act, 2023.',
  privacyLink: 'privacy policy',
};
