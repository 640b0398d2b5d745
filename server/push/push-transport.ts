import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import webpush, { WebPushError } from 'web-push';
import { companyEmail } from '#contract/company.ts';
import type { AlertPayload } from '#contract/staff-alerts.ts';
import type { StaffPushRepository } from '../store/staff-push-repository.ts';
import { isPushServiceEndpoint, PrivateAddressError, publicOnlyAgent } from './push-endpoint-guard.ts';
import type { VapidKeys } from './vapid-keys.ts';

/** An alert for one staff browser: where its push service takes it, the browser's keys, and what it says. */
export interface PushMessage {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  payload: AlertPayload;
  urgency: 'normal' | 'high';
}

export interface PushTransportOptions {
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
}

/** How long a push service keeps an alert for a browser that is offline (its TTL), in seconds. */
export const alertTtlSeconds = 24 * 60 * 60;

/** A push service that did not take an alert; the message names its host only, never the browser's address. */
export class PushRefusedError extends Error {
  override name = 'PushRefusedError';
}

/**
 * The push channel's transport: Web Push, signed with the site's VAPID key, the payload encrypted
 * for the browser by the `web-push` library. It answers `dropped` for an alert that can never be
 * delivered: to a push address that is not a known push service's, to a private address, or to a
 * subscription its push service says is gone (404 or 410), which is then forgotten. Any other
 * failure throws, to be tried again later.
 */
export function webPushTransport(options: PushTransportOptions) {
  const agent = options.agent ?? publicOnlyAgent();
  const acceptsEndpoint = options.acceptsEndpoint ?? isPushServiceEndpoint;
  const { keys, log, subscriptions } = options;
  return {
    /** Whether alerts may be sent to this push address. */
    accepts: acceptsEndpoint,
    async send(message: PushMessage): Promise<'sent' | 'dropped'> {
      // One kept before push addresses were checked is never called, and is forgotten.
      if (!acceptsEndpoint(message.endpoint)) {
        log.warn('an alert was not sent to a browser whose push address is not a known push service');
        await subscriptions.forget(message.endpoint);
        return 'dropped';
      }
      try {
        await webpush.sendNotification(
          { endpoint: message.endpoint, keys: message.keys },
          JSON.stringify(message.payload),
          {
            vapidDetails: {
              subject: `mailto:${companyEmail}`,
              publicKey: keys.publicKey,
              privateKey: keys.privateKey,
            },
            TTL: alertTtlSeconds,
            urgency: message.urgency,
            timeout: 10_000,
            agent,
          },
        );
        return 'sent';
      } catch (error) {
        if (error instanceof PrivateAddressError) {
          log.warn(`an alert was not sent: ${error.message}`);
          return 'dropped';
        }
        const status = error instanceof WebPushError ? error.statusCode : undefined;
        if (status === 404 || status === 410) {
          await subscriptions.forget(message.endpoint);
          return 'dropped';
        }
        // The push service's host only: the address itself names the browser.
        throw new PushRefusedError(
          `the push service at ${new URL(message.endpoint).host} answered ${status ?? (error instanceof Error ? error.message : 'nothing')}`,
        );
      }
    },
    close: () => {
      if (!options.agent) agent.destroy();
    },
  };
}

export type PushTransport = ReturnType<typeof webPushTransport>;
