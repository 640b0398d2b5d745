import { companyEmail, companyName } from '#contract/company.ts';
import { istDateTime } from '#contract/ist-date-time.ts';
import type { LeadKind, SubmissionFields } from '#contract/lead-fields.ts';
import { fillPlaceholders } from '#contract/fill-placeholders.ts';
import { type Quotation, quotationText } from '#contract/quotation.ts';
import { replyPromiseHours } from '#contract/reply-rules.ts';
import type { VisitorLanguage } from '#contract/visitor-language.ts';
import { personalFields } from '../store/lead-personal-fields.ts';
import { mailKindName, mailTextsIn } from './mail-texts.ts';
import type { OutgoingMail } from './mail-outbox.ts';

/** The request a mail tells of: its kind, reference and when it arrived. */
export interface MailedRequest {
  kind: LeadKind;
  reference: string;
  createdAt: string;
}

/**
 * The address mails about a submission go to: the one the visitor gave, and for an adverse-event
 * report only when the reporter agreed to be contacted.
 */
export function visitorAddress(lead: { kind: LeadKind; fields: SubmissionFields }): string | undefined {
  if (lead.kind === 'adverse-event' && lead.fields.consentToContact !== true) return undefined;
  const address = lead.fields[personalFields[lead.kind].email];
  return typeof address === 'string' && address !== '' ? address : undefined;
}

/** "quote request Q-2026-7K3M9PXD", in the visitor's language. */
function requestName(lead: MailedRequest, language: VisitorLanguage): string {
  return `${mailKindName(lead.kind, language)} ${lead.reference}`;
}

/**
 * The mail that confirms a submission to the visitor, in the language of the page they sent it
 * from: its reference, when it arrived, our reply promise and the private link to the request's
 * page (`link`, already in that language). None of what they typed is repeated in it.
 */
export function submissionConfirmationMail(
  lead: MailedRequest,
  to: string,
  link: string,
  language: VisitorLanguage,
): OutgoingMail {
  const texts = mailTextsIn(language);
  const what = requestName(lead, language);
  return {
    to,
    replyTo: companyEmail,
    subject: fillPlaceholders(texts.confirmation.subject, { what }),
    text: [
      fillPlaceholders(texts.confirmation.received, { what, received: istDateTime(lead.createdAt) }),
      fillPlaceholders(texts.confirmation.answerPromise, { hours: String(replyPromiseHours) }),
      '',
      texts.request.pageLink,
      link,
      fillPlaceholders(texts.request.writeToUs, { email: companyEmail, reference: lead.reference }),
      '',
      '-- ',
      companyName,
    ].join('\n'),
  };
}

/**
 * The mail that carries a reply: the text as staff wrote it (as they wrote it, whatever the
 * language), its quotation, then the reference it answers and the private link to the request's
 * page, in the visitor's language.
 */
export function replyMail(
  lead: MailedRequest,
  to: string,
  reply: { body: string; quotation?: Quotation; link: string },
  language: VisitorLanguage = 'en',
): OutgoingMail {
  const { body, quotation, link } = reply;
  const texts = mailTextsIn(language);
  const what = requestName(lead, language);
  return {
    to,
    replyTo: companyEmail,
    subject: fillPlaceholders(texts.reply.subject, { what }),
    text: [
      body,
      '',
      ...(quotation ? [...quotationText(quotation, texts.quotation), ''] : []),
      '-- ',
      companyName,
      fillPlaceholders(texts.reply.inAnswer, { what, received: istDateTime(lead.createdAt) }),
      quotation ? texts.request.pageLinkWithQuotation : texts.request.pageLink,
      link,
      fillPlaceholders(texts.request.writeToUs, { email: companyEmail, reference: lead.reference }),
    ].join('\n'),
  };
}
