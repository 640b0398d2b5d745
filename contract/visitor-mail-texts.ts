/**
 * The words of every mail to a visitor, in English, by part: a submission's confirmation, a staff
 * reply with its quotation, and the recall subscription's and notices' mails. The catalogues
 * translate them as `mail.*` (`languages/messages/{te,hi}/mail.json`); placeholders take the
 * reference, times, addresses and names. `{what}` is a request's kind and reference ("quote request
 * Q-2026-7K3M9PXD"), the kind named as the request's page names it. Staff mails are not among them: they stay English.
 */
export const visitorMailTexts = {
  request: {
    pageLink: 'See where it stands and answer on its page (a private link: keep it to yourself):',
    pageLinkWithQuotation:
      'See where it stands, download the quotation as a PDF, and answer on its page (a private link: keep it to yourself):',
    writeToUs: 'Or reply to this mail, or write to {email}, quoting {reference}.',
  },
  confirmation: {
    subject: 'We received your {what}',
    received: 'Thank you: we received your {what} on {received}.',
    answerPromise: 'We answer within {hours} hours.',
  },
  reply: {
    subject: 'Your {what}',
    inAnswer: 'In answer to your {what}, received {received}.',
  },
  quotation: {
    heading: 'Quotation, prices valid until {validUntil}:',
    subtotal: 'Subtotal: {amount}',
    gst: 'GST {rate}% on {taxable}: {tax}',
    total: 'Total: {amount}',
  },
  recallConfirmation: {
    subject: 'Confirm: recall notices of {product}',
    asked:
      'Someone, we hope you, asked {company} to email this address whenever we recall a batch of {product}.',
    openLink: 'To confirm, open this link within {hours} hours and press "{confirm}":',
    notYou:
      'If it was not you, ignore this mail: without confirmation we send nothing more and delete the address.',
  },
  recallAlready: {
    subject: 'Already subscribed: recall notices of {product}',
    asked:
      'Someone, we hope you, asked {company} again to email this address the recall notices of {product}.',
    nothingChanged: 'This address already gets them, so nothing has changed.',
    stop: 'To stop them: {url}',
  },
  recallNotice: {
    urgentSubject: 'URGENT: {title}',
    batches: '{title}: batches {batches}.',
    reason: 'Reason: {reason}.',
    patient: 'If you are a patient:',
    pharmacy: 'If you are a pharmacy or distributor:',
    doctor: 'If you are a doctor or hospital:',
    notice: 'The notice: {url}',
    questions: 'Questions: {phone}.',
    why: 'You get this mail because you asked for recall notices of {product}. To stop them: {url}',
  },
};

export type VisitorMailTexts = typeof visitorMailTexts;
