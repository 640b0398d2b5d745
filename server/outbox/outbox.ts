import type { FastifyBaseLogger } from 'fastify';
import type { SealedText } from '../auth/sealed-text.ts';
import type { OutgoingMail } from '../mail/mail-transport.ts';
import type { PushMessage } from '../push/push-transport.ts';
import type { Channel, OutboxRepository } from '../store/outbox-repository.ts';

/** What each channel carries. */
interface ChannelMessages {
  mail: OutgoingMail;
  push: PushMessage;
}

/** A message to queue on its channel, dropped unsent after `expiresAt` (milliseconds since the epoch). */
export type QueuedMessage = {
  [C in Channel]: { channel: C; message: ChannelMessages[C]; expiresAt: number };
}[Channel];

/** How a channel's messages leave: `dropped` when one can never be delivered; a throw means try again later. */
interface Transport<M> {
  send(message: M): Promise<'sent' | 'dropped'>;
  close(): void;
}

export type Transports = { [C in Channel]?: Transport<ChannelMessages[C]> };

/** What the failure counters are told: the channel, or the staff notifications of new submissions. */
export type FailureSource = Channel | 'staff-notification';

/** A message due now, leased to this instance. */
export type DueMessage = {
  [C in Channel]: {
    channel: C;
    failureSource: FailureSource;
    /** How the log names it: an id or a reference, never an address or a text. */
    name: string;
    attempts: number;
    /** Undefined when it cannot be read here: it is dropped. */
    message: ChannelMessages[C] | undefined;
    /** It was sent or will never be: it leaves the outbox. */
    done(): Promise<void>;
    failed(retryAt: number, reason: string): Promise<void>;
  };
}[Channel];

/** Where due messages are claimed from. */
export interface OutboxSource {
  claim(limit: number, leaseMs: number): Promise<DueMessage[]>;
}

/**
 * Messages to people and staff browsers, through the store: each queued sealed (a mail may carry a
 * one-time link, an alert a browser's push address and keys) with its channel, until the poller
 * (`startOutbox`) hands it to that channel's transport.
 */
export class Outbox {
  readonly #store: OutboxRepository;
  readonly #sealed: SealedText;

  constructor(store: OutboxRepository, sealed: SealedText) {
    this.#store = store;
    this.#sealed = sealed;
  }

  /** Queues the messages together, all of them or none. */
  async queueAll(messages: readonly QueuedMessage[]): Promise<void> {
    await this.#store.addAll(
      messages.map(({ channel, message, expiresAt }) => ({
        channel,
        payload: this.seal(message),
        expiresAt,
      })),
    );
  }

  /** The message as the outbox keeps it, for a caller that queues it in a transaction of its own. */
  seal(message: ChannelMessages[Channel]): string {
    return this.#sealed.seal(JSON.stringify(message));
  }

  /** The queued messages of the channel that this instance can read, with their ids. */
  async opened<C extends Channel>(channel: C): Promise<{ id: string; message: ChannelMessages[C] }[]> {
    const rows = await this.#store.all(channel);
    return rows.flatMap(({ id, payload }) => {
      const text = this.#sealed.open(payload);
      return text === undefined ? [] : [{ id, message: JSON.parse(text) as ChannelMessages[C] }];
    });
  }

  /** Removes a queued message unsent. */
  drop(id: string): Promise<void> {
    return this.#store.markSent(id);
  }

  /** The due messages of these channels, as the poller takes them; expired ones are dropped on the way. */
  source(channels: readonly Channel[], log: FastifyBaseLogger): OutboxSource {
    return {
      claim: async (limit, leaseMs) => {
        const { rows, expired } = await this.#store.claim(channels, limit, leaseMs);
        if (expired > 0) log.warn(`${expired} queued messages expired before they could be sent`);
        return rows.map(({ id, channel, payload, attempts }) => {
          const text = this.#sealed.open(payload);
          return {
            channel,
            failureSource: channel,
            name: `${channel === 'mail' ? 'mail' : 'alert'} ${id}`,
            attempts,
            message: text === undefined ? undefined : JSON.parse(text),
            done: () => this.#store.markSent(id),
            failed: (retryAt: number, reason: string) => this.#store.markFailed(id, retryAt, reason),
          } as DueMessage;
        });
      },
    };
  }
}

/** The wait before the next try of a failed send: doubling from `baseMs`, at most an hour. */
function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** attempts, 60 * 60 * 1000);
}

/** The outbox poller: `drain` sends what is due now, `stop` ends it. */
export interface OutboxSender {
  drain(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Runs `sendDue` every `pollMs` and whenever `drain` is called, never two runs at once: a call
 * during a run has it look once more before it ends, and answers that run. Stopping waits for a
 * run under way, then closes the transports.
 */
function pollOutbox(
  sendDue: () => Promise<number>,
  {
    pollMs,
    close,
    onReadFailed,
  }: { pollMs: number; close: () => void; onReadFailed: (error: unknown) => void },
): OutboxSender {
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;
  const drain = () => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let sent = 0;
      do {
        again = false;
        sent += await sendDue();
      } while (again && !stopped);
      return sent;
    })().finally(() => {
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
      close();
    },
  };
}

export interface OutboxPollerOptions {
  outbox: Outbox;
  /** A transport for each channel this instance sends; the others' messages are left to other instances. */
  transports: Transports;
  /** The staff notifications of new submissions, kept with them, sent through the mail transport. */
  notifications?: OutboxSource;
  log: FastifyBaseLogger;
  /** How often the outbox is looked at. */
  pollMs?: number;
  /** First retry delay; each later one doubles, up to an hour. */
  retryBaseMs?: number;
  /** Told each time the poller reads the outbox or tries a message: it is alive. */
  onProgress?: () => void;
  /** Told of each message its transport did not take. */
  onSendFailed?: (source: FailureSource) => void;
}

/**
 * The one poller of every channel: every instance polls, each message is leased to one instance at
 * a time, handed to its channel's transport, retried with a growing delay when that fails, and
 * removed only once the transport took it (at least once: a crash between the two sends it again),
 * once it can never be delivered, or once it has expired.
 */
export function startOutbox(options: OutboxPollerOptions): OutboxSender {
  const { transports, log } = options;
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const leaseMs = 120_000;
  const channels = (Object.keys(transports) as Channel[]).filter((channel) => transports[channel]);
  const sources = [
    ...(options.notifications && transports.mail ? [options.notifications] : []),
    options.outbox.source(channels, log),
  ];

  async function deliver(due: DueMessage): Promise<boolean> {
    if (due.message === undefined) {
      // Sealed under another session secret: no instance with this one can ever read it.
      log.warn(`queued ${due.name} cannot be opened with this SESSION_SECRET and is dropped`);
      await due.done();
      return false;
    }
    const transport = transports[due.channel] as Transport<typeof due.message> | undefined;
    if (!transport) return false;
    try {
      const outcome = await transport.send(due.message);
      await due.done();
      return outcome === 'sent';
    } catch (error) {
      options.onSendFailed?.(due.failureSource);
      const delay = retryDelayMs(due.attempts, retryBaseMs);
      const reason = error instanceof Error ? error.message : String(error);
      log.warn(`${due.name} failed (${reason}); retrying in ${Math.round(delay / 1000)} s`);
      await due.failed(Date.now() + delay, reason);
      return false;
    }
  }

  async function sendDue(): Promise<number> {
    let sent = 0;
    for (const source of sources) {
      for (;;) {
        const due = await source.claim(10, leaseMs);
        options.onProgress?.();
        if (due.length === 0) break;
        for (const message of due) {
          if (await deliver(message)) sent += 1;
          options.onProgress?.();
        }
      }
    }
    return sent;
  }

  return pollOutbox(sendDue, {
    pollMs: options.pollMs ?? 5_000,
    close: () => {
      for (const transport of Object.values(transports)) transport.close();
    },
    onReadFailed: (error) => log.warn({ err: error }, 'the outbox could not be read'),
  });
}
