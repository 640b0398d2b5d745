import { companyName, companyPhone } from '#contract/company.ts';
import { fillPlaceholders } from '#contract/fill-placeholders.ts';
import { type Recall, recallClassTexts, recallSubscriptionLimits, recallTitle } from '#contract/recalls.ts';
import type { VisitorLanguage } from '#contract/visitor-language.ts';
import type { OutgoingMail } from '../mail/mail-outbox.ts';
import { mailTextsIn } from '../mail/mail-texts.ts';
import { recallTexts } from './recall-texts.ts';

/** The batches a notice names, as a list: "B2026A, B2026B". */
const batchNumbers = (recall: Recall) => recall.batches.map((batch) => batch.batchNumber).join(', ');

/** The mail that asks the owner of an address to confirm a subscription, in the page's language. */
export function confirmationMail(
  to: string,
  productName: string,
  confirmUrl: string,
  language: VisitorLanguage = 'en',
): OutgoingMail {
  const texts = mailTextsIn(language).recallConfirmation;
  const words = { company: companyName, product: productName };
  return {
    to,
    subject: fillPlaceholders(texts.subject, words),
    text: [
      fillPlaceholders(texts.asked, words),
      '',
      fillPlaceholders(texts.openLink, {
        hours: String(recallSubscriptionLimits.confirmHours),
        confirm: recallTexts(language).page.confirm,
      }),
      confirmUrl,
      '',
      texts.notYou,
    ].join('\n'),
  };
}

/** The answer to a second request for an address already subscribed: nothing changed, and how to stop. */
export function alreadySubscribedMail(
  to: string,
  productName: string,
  unsubscribeUrl: string,
  language: VisitorLanguage = 'en',
): OutgoingMail {
  const texts = mailTextsIn(language).recallAlready;
  const words = { company: companyName, product: productName };
  return {
    to,
    subject: fillPlaceholders(texts.subject, words),
    text: [
      fillPlaceholders(texts.asked, words),
      texts.nothingChanged,
      '',
      fillPlaceholders(texts.stop, { url: unsubscribeUrl }),
    ].join('\n'),
  };
}

/**
 * A notice mailed to a subscriber in their language, with the link that unsubscribes in one click.
 * What staff wrote (what was found, what to do) stays in their English, as on the notice's page,
 * which a translated mail says first.
 */
export function noticeMail(
  to: string,
  recall: Recall,
  noticeUrl: string,
  unsubscribeUrl: string,
  language: VisitorLanguage = 'en',
): OutgoingMail {
  const texts = mailTextsIn(language).recallNotice;
  const { page, banner, classes, reasons } = recallTexts(language);
  const title = recallTitle(recall, banner.title);
  return {
    to,
    subject: recall.recallClass === 'I' ? fillPlaceholders(texts.urgentSubject, { title }) : title,
    text: [
      fillPlaceholders(texts.batches, { title, batches: batchNumbers(recall) }),
      fillPlaceholders(page.classLine, {
        recallClass: recall.recallClass,
        meaning: classes[recall.recallClass].meaning,
      }),
      fillPlaceholders(texts.reason, { reason: reasons[recall.reason] }),
      '',
      ...(language === 'en' ? [] : [page.inEnglish, '']),
      recall.details,
      '',
      texts.patient,
      recall.patientAction,
      '',
      texts.pharmacy,
      recall.pharmacyAction,
      '',
      texts.doctor,
      recall.doctorAction,
      '',
      fillPlaceholders(texts.notice, { url: noticeUrl }),
      fillPlaceholders(texts.questions, { phone: companyPhone.display }),
      '',
      fillPlaceholders(texts.why, { product: recall.productName, url: unsubscribeUrl }),
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** What staff are mailed when a notice is published: no subscriber's data, the notice's address. */
export function staffRecallMail(
  to: string,
  recall: Recall,
  noticeUrl: string,
  subscribers: number,
): OutgoingMail {
  return {
    to,
    subject: `[RECALL] ${recallTitle(recall)} published`,
    text: [
      `${recallTitle(recall)} (batches ${batchNumbers(recall)}) is public now: ${noticeUrl}`,
      `Class ${recall.recallClass}: CDSCO expects the recall to start within ${recallClassTexts[recall.recallClass].startsWithin}.`,
      `${subscribers} ${subscribers === 1 ? 'subscriber was' : 'subscribers were'} mailed the notice.`,
    ].join('\n'),
  };
}
