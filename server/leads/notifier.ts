import type { LeadDetail } from '#contract/inbox.ts';
import { istDateTime } from '#contract/ist-date-time.ts';
import { type LeadKind, leadKinds } from '#contract/lead-fields.ts';
import { leadFieldLabels } from '#contract/lead-field-labels.ts';
import { leadKindLabels } from '#contract/lead-texts.ts';
import { leadValueText } from '#contract/lead-values.ts';
import type { OutboxSource } from '../outbox/outbox.ts';
import type { NotificationOutboxRepository } from '../store/notification-outbox-repository.ts';

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
 * The staff notification mails of new submissions, as the outbox's poller takes them: each is kept
 * in the transaction that stores its submission (decision 017), and goes to the kind's addresses
 * through the mail transport (decision 062). The log names the reference only.
 */
export function staffNotifications(
  store: NotificationOutboxRepository,
  recipients: Record<LeadKind, string[]>,
): OutboxSource {
  return {
    claim: async (limit, leaseMs) =>
      (await store.claim(limit, leaseMs)).map(({ lead, attempts }) => ({
        channel: 'mail',
        failureSource: 'staff-notification',
        name: `notification of ${lead.reference}`,
        attempts,
        message: { to: recipients[lead.kind].join(', '), ...notificationMail(lead) },
        done: () => store.markNotified(lead.id),
        failed: (retryAt, reason) => store.markNotifyFailed(lead.id, retryAt, reason),
      })),
  };
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
