import type { FastifyRequest } from 'fastify';
import { type Recall, recallNoticePath, recallTitle } from '#contract/recalls.ts';
import { pageUrlIn } from '../mail/mail-texts.ts';
import type { Outbox, QueuedMessage } from '../outbox/outbox.ts';
import type { PushAlerts } from '../push/push-alerts.ts';
import type { RecallSubscriptionRepository } from '../store/recall-subscription-repository.ts';
import { inLanguage, unsubscribePath } from './recall-links.ts';
import { noticeMail, staffRecallMail } from './recall-mail.ts';

export interface RecallAnnouncement {
  subscriptions: RecallSubscriptionRepository;
  outbox: Outbox;
  /** Whether mails are sent (SMTP_URL is set); alerts are either way. */
  mails: boolean;
  alerts: PushAlerts;
  /** Staff addresses mailed of every notice (NOTIFY_TO's drug-safety recipients). */
  staffAddresses: readonly string[];
  /** Keys the unsubscribe links. */
  linkKey: string;
  siteOrigin: (request: FastifyRequest) => string;
  /** Told when messages were queued, so the poller sends them now rather than at its next look. */
  onQueued?: () => void;
}

/** A notice mail is worth sending for a week; after that the notice page says more. */
const noticeMailLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/**
 * What publishing a notice sets off: a mail to every confirmed subscriber of the product and to
 * staff, and an alert in staff browsers (urgent for Class I), all queued in the outbox together
 * before the publisher is answered, so none is lost to a restart; the outbox's poller sends them.
 */
export function recallAnnouncer(options: RecallAnnouncement) {
  return async (recall: Recall, request: FastifyRequest): Promise<void> => {
    const origin = options.siteOrigin(request);
    const noticeUrl = `${origin}${recallNoticePath(recall.id)}`;
    const expiresAt = Date.now() + noticeMailLifetimeMs;
    const mails: QueuedMessage[] = [];
    if (options.mails) {
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
      for (const message of [...notices, ...toStaff]) mails.push({ channel: 'mail', message, expiresAt });
    }
    const alerts = await options.alerts.recallAlerts({
      title: recallTitle(recall),
      recallClass: recall.recallClass,
      url: '/admin/recalls',
    });
    await options.outbox.queueAll([...mails, ...alerts]);
    if (mails.length + alerts.length > 0) options.onQueued?.();
  };
}
