import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import webpush, { WebPushError } from 'web-push';
import { companyEmail } from '#contract/company.ts';
import { istDateTime } from '#contract/ist-date-time.ts';
import type { LeadKind } from '#contract/lead-fields.ts';
import { leadKindLabels } from '#contract/lead-texts.ts';
import { type AlertPayload, alwaysAlertedKinds } from '#contract/staff-alerts.ts';
import { leadKindsOf } from '#contract/staff-roles.ts';
import type { PushSubscriptionRecord, StaffPushRepository } from '../store/staff-push-repository.ts';
import { isPushServiceEndpoint, PrivateAddressError, publicOnlyAgent } from './push-endpoint-guard.ts';
import type { VapidKeys } from './vapid-keys.ts';

export interface PushAlertsOptions {
  subscriptions: StaffPushRepository;
  keys: VapidKeys;
  log: FastifyBaseLogger;
  /**
   * Only tests set these two, in code (no setting reads them): the HTTPS agent that trusts their
   * local push service, and the check that accepts its address, which no real push service has.
   * Otherwise only the known push services' addresses are taken, and reached only at public addresses.
   */
  agent?: Agent;
  acceptsEndpoint?: (endpoint: string) => boolean;
  /** Waits between tries of one push; tests shorten them. */
  retryDelaysMs?: readonly number[];
  /** Told of each alert a push service did not take after its retries. */
  onSendFailed?: () => void;
}

export interface PushOutcome {
  sent: number;
  failed: number;
}

/** The staff page an alert opens. */
const inboxPage = '/admin/dashboard';
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
 * Alerts in staff browsers through their push services (Web Push, signed with the site's VAPID
 * key, the payload encrypted for each browser by the `web-push` library). A push service that says
 * a subscription is gone has it forgotten; one that fails is tried twice more, then logged.
 */
export class PushAlerts {
  readonly #options: PushAlertsOptions;
  readonly #agent: Agent;
  readonly #acceptsEndpoint: (endpoint: string) => boolean;

  constructor(options: PushAlertsOptions) {
    this.#options = options;
    this.#agent = options.agent ?? publicOnlyAgent();
    this.#acceptsEndpoint = options.acceptsEndpoint ?? isPushServiceEndpoint;
  }

  /** Whether alerts may be sent to this push address (a known push service's). */
  accepts(endpoint: string): boolean {
    return this.#acceptsEndpoint(endpoint);
  }

  get publicKey(): string {
    return this.#options.keys.publicKey;
  }

  /**
   * Alerts every browser whose account's roles cover the kind and that chose it, and for an
   * adverse-event report every drug-safety browser.
   */
  async newSubmission(lead: { kind: LeadKind; reference: string; createdAt: string }): Promise<PushOutcome> {
    const recipients = (await this.#options.subscriptions.recipients()).filter(
      (recipient) =>
        leadKindsOf(recipient.roles).includes(lead.kind) &&
        (recipient.kinds.includes(lead.kind) || alwaysAlertedKinds(recipient.roles).includes(lead.kind)),
    );
    return this.#sendAll(
      recipients,
      submissionAlert(lead),
      lead.kind === 'adverse-event' ? 'high' : 'normal',
    );
  }

  /**
   * A recall notice made public: every browser of staff who handle safety, the catalogue or
   * everything hears of it, whatever kinds of submission they chose; a Class I recall urgently.
   */
  async recallPublished(recall: { title: string; recallClass: string; url: string }): Promise<PushOutcome> {
    const recipients = (await this.#options.subscriptions.recipients()).filter((recipient) =>
      recipient.roles.some((role) => role === 'owner' || role === 'safety' || role === 'catalogue'),
    );
    return this.#sendAll(
      recipients,
      {
        title: `[RECALL] ${recall.title}`,
        body: 'The notice is public now. Open it to check what it says.',
        url: recall.url,
      },
      recall.recallClass === 'I' ? 'high' : 'normal',
    );
  }

  /** A test alert to every browser of the account. */
  async test(accountId: string): Promise<PushOutcome> {
    const subscriptions = await this.#options.subscriptions.listOf(accountId);
    return this.#sendAll(
      subscriptions,
      { title: 'Test alert', body: 'Alerts reach this browser.', url: inboxPage },
      'normal',
    );
  }

  async #sendAll(
    subscriptions: readonly PushSubscriptionRecord[],
    payload: AlertPayload,
    urgency: 'normal' | 'high',
  ): Promise<PushOutcome> {
    const results = await Promise.all(
      subscriptions.map((subscription) => this.#send(subscription, payload, urgency)),
    );
    const sent = results.filter(Boolean).length;
    return { sent, failed: results.length - sent };
  }

  async #send(subscription: PushSubscriptionRecord, payload: AlertPayload, urgency: 'normal' | 'high') {
    const { keys, log } = this.#options;
    // One kept before push addresses were checked is never called, and is forgotten.
    if (!this.accepts(subscription.endpoint)) {
      log.warn('an alert was not sent to a browser whose push address is not a known push service');
      await this.#options.subscriptions.forget(subscription.endpoint);
      return false;
    }
    const delays = this.#options.retryDelaysMs ?? [2_000, 10_000];
    for (let attempt = 0; ; attempt += 1) {
      try {
        await webpush.sendNotification(
          { endpoint: subscription.endpoint, keys: subscription.keys },
          JSON.stringify(payload),
          {
            vapidDetails: {
              subject: `mailto:${companyEmail}`,
              publicKey: keys.publicKey,
              privateKey: keys.privateKey,
            },
            TTL: 24 * 60 * 60,
            urgency,
            timeout: 10_000,
            agent: this.#agent,
          },
        );
        return true;
      } catch (error) {
        if (error instanceof PrivateAddressError) {
          log.warn(`an alert was not sent: ${error.message}`);
          return false;
        }
        const status = error instanceof WebPushError ? error.statusCode : undefined;
        if (status === 404 || status === 410) {
          await this.#options.subscriptions.forget(subscription.endpoint);
          return false;
        }
        const delay = delays[attempt];
        if (delay === undefined) {
          this.#options.onSendFailed?.();
          // The push service's host only: the address itself names the browser.
          log.warn(
            `an alert to a browser at ${new URL(subscription.endpoint).host} failed (${status ?? (error instanceof Error ? error.message : 'no answer')})`,
          );
          return false;
        }
        await wait(delay);
      }
    }
  }
}
