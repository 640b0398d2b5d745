import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { LeadDetail } from '#contract/inbox.ts';
import { istDateTime } from '#contract/ist-date-time.ts';
import { type LeadKind, leadKinds } from '#contract/lead-fields.ts';
import { leadFieldLabels } from '#contract/lead-field-labels.ts';
import { leadKindLabels } from '#contract/lead-texts.ts';
import { leadValueText } from '#contract/lead-values.ts';
import { type OutboxSender, pollOutbox, retryDelayMs } from '../mail/mail-outbox.ts';
import type { OutboxRepository } from '../store/outbox-repository.ts';

export interface NotifierOptions {
  outbox: OutboxRepository;
  smtpUrl: string;
  from: string;
  /** Where each kind's notifications go. */
  recipients: Record<LeadKind, string[]>;
  log: FastifyBaseLogger;
  /** How often the outbox is looked at. */
  pollMs?: number;
  /** First retry delay; each later one doubles, up to an hour. */
  retryBaseMs?: number;
  /** Told each time the notifier reads the outbox or tries a mail: it is alive. */
  onProgress?: () => void;
  /** Told of each notification the mail server did not take. */
  onSendFailed?: () => void;
}

/**
 * The mail a new submission sends the company (staff only): its kind, reference, time in IST and
 * fields, each value as the form showed it.
 */
export function notificationMail(lead: LeadDetail) {
  // Looked up by the stored names, which are plain strings.
  const labels: Readonly<Record<string, string>> = leadFieldLabels[lead.kind];
  const lines = Object.entries(lead.fields).map(
    ([key, value]) => `${labels[key] ?? key}: ${leadValueText(key, value)}`,
  );
  const heading = `${leadKindLabels[lead.kind]} ${lead.reference}`;
  return {
    subject: `${lead.kind === 'adverse-event' ? '[SAFETY] ' : ''}${heading}`,
    text: [`${heading}, received ${istDateTime(lead.createdAt)}.`, '', ...lines].join('\n'),
  };
}

/**
 * Sends the outbox: every instance polls it, each row is leased to one instance at a time, a failed
 * send is retried with a growing delay, and a row leaves the outbox only once the mail server took
 * the message (at least once: a crash between the two sends it again).
 */
export function startNotifier(options: NotifierOptions): OutboxSender {
  const transport = nodemailer.createTransport(options.smtpUrl);
  const pollMs = options.pollMs ?? 5_000;
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const leaseMs = 120_000;

  async function sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const entries = await options.outbox.claim(10, leaseMs);
      options.onProgress?.();
      if (entries.length === 0) return sent;
      for (const { lead, attempts } of entries) {
        try {
          await transport.sendMail({
            from: options.from,
            to: options.recipients[lead.kind],
            ...notificationMail(lead),
          });
          await options.outbox.markNotified(lead.id);
          sent += 1;
        } catch (error) {
          options.onSendFailed?.();
          const delay = retryDelayMs(attempts, retryBaseMs);
          const reason = error instanceof Error ? error.message : String(error);
          // The reference only: the submission's personal data stays out of the log.
          options.log.warn(
            `notification of ${lead.reference} failed (${reason}); retrying in ${Math.round(delay / 1000)} s`,
          );
          await options.outbox.markNotifyFailed(lead.id, Date.now() + delay, reason);
        }
        options.onProgress?.();
      }
    }
  }

  return pollOutbox(sendDue, {
    pollMs,
    transport,
    onReadFailed: (error) => options.log.warn({ err: error }, 'the outbox could not be read'),
  });
}

/** NOTIFY_TO: addresses for every kind, and `kind:address` entries for one kind, comma-separated. */
export function parseRecipients(notifyTo: string): Record<LeadKind, string[]> {
  const recipients = Object.fromEntries(leadKinds.map((kind) => [kind, [] as string[]])) as Record<
    LeadKind,
    string[]
  >;
  const everyKind: string[] = [];
  for (const entry of notifyTo
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [kind, address] = entry.split(/:(.*)/s);
    if (address !== undefined && (leadKinds as readonly string[]).includes(kind!))
      recipients[kind as LeadKind].push(address.trim());
    else everyKind.push(entry);
  }
  for (const kind of Object.keys(recipients) as LeadKind[]) {
    if (recipients[kind].length === 0) recipients[kind] = everyKind;
  }
  return recipients;
}
