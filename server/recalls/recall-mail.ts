import { companyName, companyPhone } from '#contract/company.ts';
import {
  type Recall,
  recallClassTexts,
  recallReasonLabels,
  recallSubscriptionLimits,
} from '#contract/recalls.ts';
import type { OutgoingMail } from '../mail/mail-outbox.ts';
import { recallTitle } from '../site/recall-html.ts';

/** The mail that asks the owner of an address to confirm a subscription. */
export function confirmationMail(to: string, productName: string, confirmUrl: string): OutgoingMail {
  return {
    to,
    subject: `Confirm: recall notices of ${productName}`,
    text: [
      `Someone, we hope you, asked ${companyName} to email this address whenever we recall a batch of ${productName}.`,
      '',
      `To confirm, open this link within ${recallSubscriptionLimits.confirmHours} hours and press "Confirm":`,
      confirmUrl,
      '',
      'If it was not you, ignore this mail: without confirmation we send nothing more and delete the address.',
    ].join('\n'),
  };
}

/** The answer to a second request for an address already subscribed: nothing changed, and how to stop. */
export function alreadySubscribedMail(to: string, productName: string, unsubscribeUrl: string): OutgoingMail {
  return {
    to,
    subject: `Already subscribed: recall notices of ${productName}`,
    text: [
      `Someone, we hope you, asked ${companyName} again to email this address the recall notices of ${productName}.`,
      'This address already gets them, so nothing has changed.',
      '',
      `To stop them: ${unsubscribeUrl}`,
    ].join('\n'),
  };
}

/** A notice mailed to a subscriber, with the link that unsubscribes in one click. */
export function noticeMail(
  to: string,
  recall: Recall,
  noticeUrl: string,
  unsubscribeUrl: string,
): OutgoingMail {
  return {
    to,
    subject: `${recall.recallClass === 'I' ? 'URGENT: ' : ''}${recallTitle(recall)}`,
    text: [
      `${recallTitle(recall)}: batches ${recall.batches.map((batch) => batch.batchNumber).join(', ')}.`,
      `Class ${recall.recallClass}: ${recallClassTexts[recall.recallClass].meaning}.`,
      `Reason: ${recallReasonLabels[recall.reason]}.`,
      '',
      recall.details,
      '',
      'If you are a patient:',
      recall.patientAction,
      '',
      'If you are a pharmacy or distributor:',
      recall.pharmacyAction,
      '',
      'If you are a doctor or hospital:',
      recall.doctorAction,
      '',
      `The notice: ${noticeUrl}`,
      `Questions: ${companyPhone.display}.`,
      '',
      `You get this mail because you asked for recall notices of ${recall.productName}. To stop them: ${unsubscribeUrl}`,
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
      `${recallTitle(recall)} (batches ${recall.batches.map((batch) => batch.batchNumber).join(', ')}) is public now: ${noticeUrl}`,
      `Class ${recall.recallClass}: CDSCO expects the recall to start within ${recallClassTexts[recall.recallClass].startsWithin}.`,
      `${subscribers} ${subscribers === 1 ? 'subscriber was' : 'subscribers were'} mailed the notice.`,
    ].join('\n'),
  };
}
