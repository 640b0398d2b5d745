/**
 * The words of a visitor's request page (`request.page`). The contact details, limits and hours come
 * in through placeholders; the contract's own messages and statuses are translated as its content
 * (`request.messages`, `request.status`, scripts/translations/content-sources.ts).
 */
export const visitorRequestContent = {
  title: 'Your request {reference}',
  noScript:
    'This page needs JavaScript: the key to your request stays in your browser and is never sent in the address. Or write to {email}, quoting your reference.',
  opening: 'Opening your request…',
  couldNotOpen: 'Could not open your request',
  writeOrCall: 'Write to {email} or call {phone}, quoting your reference.',
  received:
    '{kind}, received {date}. Keep this page’s link to yourself: it opens your request without a password.',
  repliesHeading: 'Replies',
  noReply: 'No reply yet. We answer within {hours} hours of receiving a request.',
  you: 'You',
  quotationCaption: 'Our quotation',
  downloadQuotation: 'Download the quotation (PDF)',
  answerHeading: 'Answer us',
  answerLabel: 'Your answer',
  answerHint: 'Up to {max} characters. It joins this page and reaches our team at once.',
  answerSent: 'Your answer is with us. We reply within {hours} hours.',
  answerNotSent: 'Your answer was not sent',
  sending: 'Sending…',
  sendAnswer: 'Send answer',
  // The API client's words (app/lib/api-client.ts), which this page does not load until a request is open.
  networkFailure: 'Could not reach the server. Check your internet connection and try again.',
};

export type VisitorRequestTexts = typeof visitorRequestContent;
