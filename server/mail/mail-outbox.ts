import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { SealedText } from '../auth/sealed-text.ts';
import type { MailOutboxRepository } from '../store/mail-outbox-repository.ts';

/** A mail to one person. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Where an answer to the mail goes, when not to the sender. */
  replyTo?: string;
  /** Further header fields, such as a mailing list's List-Unsubscribe (RFC 2369, RFC 8058). */
  headers?: Record<string, string>;
}

/** The wait before the next try of a failed send: doubling from `baseMs`, at most an hour. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** attempts, 60 * 60 * 1000);
}

/** A sender that works through an outbox: `drain` sends what is due now, `stop` ends it. */
export interface OutboxSender {
  drain(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Runs `sendDue` every `pollMs` and whenever `drain` is called, never two runs at once (a call
 * during a run answers that run). Stopping waits for a run under way, then closes the transport.
 */
export function pollOutbox(
  sendDue: () => Promise<number>,
  {
    pollMs,
    transport,
    onReadFailed,
  }: { pollMs: number; transport: { close(): void }; onReadFailed: (error: unknown) => void },
): OutboxSender {
  let running: Promise<number> | undefined;
  let stopped = false;
  const drain = () => {
    running ??= sendDue().finally(() => {
      running = undefined;
    });
    return running;
  };
  const timer = setInterval(() => {
    if (!stopped) drain().catch(onReadFailed);
  }, pollMs);
  timer.unref();

  return {
    drain,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
      transport.close();
    },
  };
}

export interface MailSenderOptions {
  smtpUrl: string;
  from: string;
  log: FastifyBaseLogger;
  /** How often the outbox is looked at. */
  pollMs?: number;
  /** First retry delay; each later one doubles, up to an hour. */
  retryBaseMs?: number;
  /** Told each time the sender reads the outbox or tries a mail: it is alive. */
  onProgress?: () => void;
  /** Told of each mail the mail server did not take. */
  onSendFailed?: () => void;
}

/**
 * Mails to people, through the store: `queue` keeps the message sealed in the outbox (it may
 * carry a one-time link), and `startSending` has every instance send what is due, each mail leased
 * to one instance at a time, retried with a growing delay, and removed only once the mail server
 * took it (at least once) or once it has expired.
 */
export class MailOutbox {
  readonly #store: MailOutboxRepository;
  readonly #sealed: SealedText;

  constructor(store: MailOutboxRepository, sealed: SealedText) {
    this.#store = store;
    this.#sealed = sealed;
  }

  /** Queues the mail; it is dropped unsent after `expiresAt` (milliseconds since the epoch). */
  async queue(mail: OutgoingMail, expiresAt: number): Promise<void> {
    await this.#store.add(this.seal(mail), expiresAt);
  }

  /** Queues the mails together, all of them or none; each is dropped unsent after `expiresAt`. */
  async queueAll(mails: readonly OutgoingMail[], expiresAt: number): Promise<void> {
    await this.#store.addAll(
      mails.map((mail) => this.seal(mail)),
      expiresAt,
    );
  }

  /** Drops every queued mail to this address (a person's data erased), answering their ids. */
  async dropMailsTo(address: string): Promise<number[]> {
    const wanted = address.trim().toLowerCase();
    const dropped: number[] = [];
    for (const { id, message } of await this.#store.all()) {
      const opened = this.#sealed.open(message);
      if (opened === undefined) continue;
      if ((JSON.parse(opened) as OutgoingMail).to.trim().toLowerCase() !== wanted) continue;
      await this.#store.markSent(id);
      dropped.push(Number(id));
    }
    return dropped;
  }

  /** The mail as the outbox keeps it, for a caller that queues it in a transaction of its own. */
  seal(mail: OutgoingMail): string {
    return this.#sealed.seal(JSON.stringify(mail));
  }

  startSending(options: MailSenderOptions): OutboxSender {
    const transport = nodemailer.createTransport(options.smtpUrl);
    const retryBaseMs = options.retryBaseMs ?? 30_000;
    const leaseMs = 120_000;

    const sendDue = async (): Promise<number> => {
      let sent = 0;
      for (;;) {
        const { mails, expired } = await this.#store.claim(10, leaseMs);
        options.onProgress?.();
        if (expired > 0) options.log.warn(`${expired} queued mails expired before the mail server took them`);
        if (mails.length === 0) return sent;
        for (const { id, message, attempts } of mails) {
          const opened = this.#sealed.open(message);
          if (opened === undefined) {
            // Sealed under another session secret: no instance with this one can ever read it.
            options.log.warn(`queued mail ${id} cannot be opened with this SESSION_SECRET and is dropped`);
            await this.#store.markSent(id);
            continue;
          }
          try {
            await transport.sendMail({ from: options.from, ...(JSON.parse(opened) as OutgoingMail) });
            await this.#store.markSent(id);
            sent += 1;
          } catch (error) {
            options.onSendFailed?.();
            const delay = retryDelayMs(attempts, retryBaseMs);
            const reason = error instanceof Error ? error.message : String(error);
            // The mail's id only: its recipient and text stay out of the log.
            options.log.warn(`mail ${id} failed (${reason}); retrying in ${Math.round(delay / 1000)} s`);
            await this.#store.markFailed(id, Date.now() + delay, reason);
          }
          options.onProgress?.();
        }
      }
    };

    return pollOutbox(sendDue, {
      pollMs: options.pollMs ?? 5_000,
      transport,
      onReadFailed: (error) => options.log.warn({ err: error }, 'the mail outbox could not be read'),
    });
  }
}
