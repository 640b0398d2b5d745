import type { FastifyBaseLogger } from 'fastify';
import { istDateTime } from '#contract/ist-date-time.ts';
import type { LeadKind } from '#contract/lead-fields.ts';
import { leadKindLabels } from '#contract/lead-texts.ts';
import { type AlertPayload, alwaysAlertedKinds } from '#contract/staff-alerts.ts';
import { leadKindsOf } from '#contract/staff-roles.ts';
import type { Outbox, QueuedMessage } from '../outbox/outbox.ts';
import type { PushSubscriptionRecord, StaffPushRepository } from '../store/staff-push-repository.ts';
import { alertTtlSeconds, type PushTransport } from './push-transport.ts';
import type { VapidKeys } from './vapid-keys.ts';

export interface PushAlertsOptions {
  subscriptions: StaffPushRepository;
  /** Where alerts wait for the outbox's poller. */
  outbox: Outbox;
  /** Sends the test alert at once, and says which push addresses are taken. */
  transport: PushTransport;
  keys: VapidKeys;
  log: FastifyBaseLogger;
  /** Told when alerts were queued, so the poller sends them now rather than at its next look. */
  onQueued?: () => void;
  /** Told of each test alert a push service did not take. */
  onSendFailed?: () => void;
}

export interface PushOutcome {
  sent: number;
  failed: number;
}

/** The staff page an alert opens. */
const inboxPage = '/admin/dashboard';
/** An alert is worth delivering as long as a push service would keep it. */
const alertLifetimeMs = alertTtlSeconds * 1000;

/** What the alert of a new submission says: the kind, the reference and the time, no personal data. */
export function submissionAlert(lead: {
  kind: LeadKind;
  reference: string;
  createdAt: string;
}): AlertPayload {
  const label = leadKindLabels[lead.kind];
  return {
    title: `${lead.kind === 'adverse-event' ? '[SAFETY] ' : ''}New ${label.toLowerCase()}`,
    body: `${lead.reference}, received ${istDateTime(lead.createdAt)}. Open the inbox to read it.`,
    url: inboxPage,
  };
}

/**
 * Alerts in staff browsers (Web Push): an alert for each browser that should hear of a new
 * submission or a recall notice is queued in the outbox, and the outbox's poller sends it through
 * the push transport (decision 062), so none is lost to a restart and none holds up an answer.
 */
export class PushAlerts {
  readonly #options: PushAlertsOptions;

  constructor(options: PushAlertsOptions) {
    this.#options = options;
  }

  /** Whether alerts may be sent to this push address (a known push service's). */
  accepts(endpoint: string): boolean {
    return this.#options.transport.accepts(endpoint);
  }

  get publicKey(): string {
    return this.#options.keys.publicKey;
  }

  /**
   * Queues an alert to every browser whose account's roles cover the kind and that chose it, and
   * for an adverse-event report to every drug-safety browser; answers how many.
   */
  async newSubmission(lead: { kind: LeadKind; reference: string; createdAt: string }): Promise<number> {
    const recipients = (await this.#options.subscriptions.recipients()).filter(
      (recipient) =>
        leadKindsOf(recipient.roles).includes(lead.kind) &&
        (recipient.kinds.includes(lead.kind) || alwaysAlertedKinds(recipient.roles).includes(lead.kind)),
    );
    const alerts = alertsTo(
      recipients,
      submissionAlert(lead),
      lead.kind === 'adverse-event' ? 'high' : 'normal',
      Date.now() + alertLifetimeMs,
    );
    await this.#options.outbox.queueAll(alerts);
    if (alerts.length > 0) this.#options.onQueued?.();
    return alerts.length;
  }

  /**
   * The alerts of a recall notice made public, for the caller to queue with its mails: every
   * browser of staff who handle safety, the catalogue or everything hears of it, whatever kinds of
   * submission they chose; a Class I recall urgently.
   */
  async recallAlerts(recall: { title: string; recallClass: string; url: string }): Promise<QueuedMessage[]> {
    const recipients = (await this.#options.subscriptions.recipients()).filter((recipient) =>
      recipient.roles.some((role) => role === 'owner' || role === 'safety' || role === 'catalogue'),
    );
    return alertsTo(
      recipients,
      {
        title: `[RECALL] ${recall.title}`,
        body: 'The notice is public now. Open it to check what it says.',
        url: recall.url,
      },
      recall.recallClass === 'I' ? 'high' : 'normal',
      Date.now() + alertLifetimeMs,
    );
  }

  /**
   * A test alert to every browser of the account, sent at once and tried once: the answer says
   * whether alerts reach them now.
   */
  async test(accountId: string): Promise<PushOutcome> {
    const { transport, log } = this.#options;
    const subscriptions = await this.#options.subscriptions.listOf(accountId);
    const payload: AlertPayload = { title: 'Test alert', body: 'Alerts reach this browser.', url: inboxPage };
    const results = await Promise.all(
      subscriptions.map(({ endpoint, keys }) =>
        transport.send({ endpoint, keys, payload, urgency: 'normal' }).then(
          (outcome) => outcome === 'sent',
          (error: unknown) => {
            this.#options.onSendFailed?.();
            log.warn(`a test alert failed (${error instanceof Error ? error.message : String(error)})`);
            return false;
          },
        ),
      ),
    );
    const sent = results.filter(Boolean).length;
    return { sent, failed: results.length - sent };
  }
}

function alertsTo(
  subscriptions: readonly PushSubscriptionRecord[],
  payload: AlertPayload,
  urgency: 'normal' | 'high',
  expiresAt: number,
): QueuedMessage[] {
  return subscriptions.map(({ endpoint, keys }) => ({
    channel: 'push',
    message: { endpoint, keys, payload, urgency },
    expiresAt,
  }));
}
