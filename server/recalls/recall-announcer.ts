import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { type Recall, recallNoticePath } from '#contract/recalls.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';
import { pageUrlIn } from '../mail/mail-texts.ts';
import type { PushAlerts } from '../push/push-alerts.ts';
import { recallTitle } from '../site/recall-html.ts';
import type { RecallSubscriptionRepository } from '../store/recall-subscription-repository.ts';
import { inLanguage, unsubscribePath } from './recall-links.ts';
import { noticeMail, staffRecallMail } from './recall-mail.ts';

export interface RecallAnnouncement {
  subscriptions: RecallSubscriptionRepository;
  mail: MailOutbox | undefined;
  alerts: PushAlerts;
  /** Staff addresses mailed of every notice (NOTIFY_TO's drug-safety recipients). */
  staffAddresses: readonly string[];
  /** Keys the unsubscribe links. */
  linkKey: string;
  siteOrigin: (request: FastifyRequest) => string;
  log: FastifyBaseLogger;
}

/** A notice mail is worth sending for a week; after that the notice page says more. */
const noticeMailLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/**
 * What publishing a notice sets off at once: a mail to every confirmed subscriber of the product and
 * to staff, queued in the outbox before the publisher is answered (so none is lost to a restart),
 * and an alert in staff browsers, urgent for Class I.
 */
export function recallAnnouncer(options: RecallAnnouncement) {
  return async (recall: Recall, request: FastifyRequest): Promise<void> => {
    const origin = options.siteOrigin(request);
    const noticeUrl = `${origin}${recallNoticePath(recall.id)}`;
    const expiresAt = Date.now() + noticeMailLifetimeMs;
    if (options.mail) {
      const subscribers = await options.subscriptions.subscribers(recall.productSlug);
      const notices = subscribers.map(({ id, email, language }) => {
        // The subscriber's language: the mail's words, the notice's page and the unsubscribe page.
        const unsubscribeUrl = `${origin}${inLanguage(unsubscribePath(options.linkKey, id), language)}`;
        const localNotice = pageUrlIn(origin, recallNoticePath(recall.id), language);
        return noticeMail(email, recall, localNotice, unsubscribeUrl, language);
      });
      const toStaff = options.staffAddresses.map((address) =>
        staffRecallMail(address, recall, noticeUrl, notices.length),
      );
      await options.mail.queueAll([...notices, ...toStaff], expiresAt);
    }
    // Browser alerts are extra to the mails and the staff screen: they never hold up the answer.
    void options.alerts
      .recallPublished({ title: recallTitle(recall), recallClass: recall.recallClass, url: '/admin/recalls' })
      .catch((error: unknown) => options.log.warn({ err: error }, 'recall alerts could not be sent'));
  };
}
