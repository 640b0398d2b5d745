import type { FastifyBaseLogger } from 'fastify';
import type { SealedText } from '../auth/sealed-text.ts';
import { Outbox, type OutboxSender, startOutbox } from '../outbox/outbox.ts';
import type { OutboxRepository } from '../store/outbox-repository.ts';
import { mailTransport, type OutgoingMail } from './mail-transport.ts';

export type { OutgoingMail } from './mail-transport.ts';

export interface MailSenderOptions {
  smtpUrl: string;
  from: string;
  log: FastifyBaseLogger;
  /** How often the outbox is looked at. */
  pollMs?: number;
  /** First retry delay; each later one doubles, up to an hour. */
  retryBaseMs?: number;
}

/**
 * Mails to people, on the outbox's mail channel: `queue` keeps the message sealed in the outbox
 * (it may carry a one-time link) until the outbox's poller sends it (decision 062).
 */
export class MailOutbox {
  readonly #outbox: Outbox;

  constructor(store: OutboxRepository, sealed: SealedText) {
    this.#outbox = new Outbox(store, sealed);
  }

  /** Queues the mail; it is dropped unsent after `expiresAt` (milliseconds since the epoch). */
  async queue(mail: OutgoingMail, expiresAt: number): Promise<void> {
    await this.queueAll([mail], expiresAt);
  }

  /** Queues the mails together, all of them or none; each is dropped unsent after `expiresAt`. */
  async queueAll(mails: readonly OutgoingMail[], expiresAt: number): Promise<void> {
    await this.#outbox.queueAll(mails.map((message) => ({ channel: 'mail', message, expiresAt })));
  }

  /** Drops every queued mail to this address (a person's data erased), answering their ids. */
  async dropMailsTo(address: string): Promise<string[]> {
    const wanted = address.trim().toLowerCase();
    const dropped: string[] = [];
    for (const { id, message } of await this.#outbox.opened('mail')) {
      if (message.to.trim().toLowerCase() !== wanted) continue;
      await this.#outbox.drop(id);
      dropped.push(id);
    }
    return dropped;
  }

  /** The mail as the outbox keeps it, for a caller that queues it in a transaction of its own. */
  seal(mail: OutgoingMail): string {
    return this.#outbox.seal(mail);
  }

  /** The outbox's poller with the mail channel alone, for a caller that sends nothing else. */
  startSending(options: MailSenderOptions): OutboxSender {
    return startOutbox({
      outbox: this.#outbox,
      transports: { mail: mailTransport(options) },
      log: options.log,
      pollMs: options.pollMs,
      retryBaseMs: options.retryBaseMs,
    });
  }
}
