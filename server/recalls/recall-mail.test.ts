import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from '#contract/fill-placeholders.ts';
import { type Recall, recallClassTexts } from '#contract/recalls.ts';
import { messagesFor } from '#languages/catalogues.ts';
import type { OutgoingMail } from '../mail/mail-outbox.ts';
import type { Outbox, QueuedMessage } from '../outbox/outbox.ts';
import type { PushAlerts } from '../push/push-alerts.ts';
import type { RecallSubscriptionRepository } from '../store/recall-subscription-repository.ts';
import { recallAnnouncer } from './recall-announcer.ts';
import { alreadySubscribedMail, noticeMail } from './recall-mail.ts';

const recall: Recall = {
  id: 7,
  productSlug: 'neurovital',
  productName: 'NeuroVital',
  batches: [
    { id: 1, batchNumber: 'NV2601', expiresOn: '2028-01-31' },
    { id: 2, batchNumber: 'NV2602', expiresOn: '2028-02-29' },
  ],
  recallClass: 'I',
  reason: 'not-of-standard-quality',
  details: 'Tablets of these batches dissolve too slowly.',
  patientAction: 'Stop taking them and return them to your pharmacy.',
  pharmacyAction: 'Stop selling them and quarantine the stock.',
  doctorAction: 'Prescribe another batch.',
  status: 'open',
  publishedAt: '2026-11-20T10:00:00.000Z',
  completedAt: null,
  version: 1,
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const hi = messagesFor('hi');
const te = messagesFor('te');

describe('a recall notice mailed to a subscriber', () => {
  it('stays word for word in English for an English subscriber', () => {
    const mail = noticeMail('a@example.in', recall, 'https://site/recalls/7', 'https://site/unsubscribe');
    expect(mail.subject).toBe('URGENT: Class I recall of NeuroVital');
    expect(mail.text).toBe(
      [
        'Class I recall of NeuroVital: batches NV2601, NV2602.',
        `Class I: ${recallClassTexts.I.meaning}.`,
        'Reason: Not of standard quality.',
        '',
        recall.details,
        '',
        'If you are a patient:',
        recall.patientAction,
        '',
        'If you are a pharmacy or distributor:',
        recall.pharmacyAction,
        '',
        'If you are a doctor or hospital:',
        recall.doctorAction,
        '',
        'The notice: https://site/recalls/7',
        'Questions: +91 40 4852 7100.',
        '',
        'You get this mail because you asked for recall notices of NeuroVital. To stop them: https://site/unsubscribe',
      ].join('\n'),
    );
  });

  it('is in Hindi for a Hindi subscriber, with the notice’s own words in the staff’s English', () => {
    const mail = noticeMail(
      'a@example.in',
      recall,
      'https://site/hi/recalls/7',
      'https://site/u?lang=hi',
      'hi',
    );
    const title = fillPlaceholders(hi['recall.banner.title']!, { recallClass: 'I', product: 'NeuroVital' });
    expect(mail.subject).toBe(fillPlaceholders(hi['mail.recallNotice.urgentSubject']!, { title }));
    expect(mail.subject).toMatch(/[\u0900-\u097F]/);
    const lines = mail.text.split('\n');
    expect(lines).toContain(hi['recall.page.inEnglish']);
    expect(lines).toContain(
      fillPlaceholders(hi['mail.recallNotice.reason']!, {
        reason: hi['recall.reasons.not-of-standard-quality']!,
      }),
    );
    for (const staffWords of [
      recall.details,
      recall.patientAction,
      recall.pharmacyAction,
      recall.doctorAction,
    ])
      expect(lines).toContain(staffWords);
    expect(lines).toContain(hi['mail.recallNotice.patient']);
    expect(mail.text).not.toContain('If you are a patient');
    expect(mail.text).toContain(
      fillPlaceholders(hi['mail.recallNotice.notice']!, { url: 'https://site/hi/recalls/7' }),
    );
    expect(mail.headers?.['List-Unsubscribe']).toBe('<https://site/u?lang=hi>');
  });

  it('answers a second request in the language it was asked in', () => {
    const mail = alreadySubscribedMail('a@example.in', 'NeuroVital', 'https://site/u?lang=te', 'te');
    expect(mail.subject).toBe(fillPlaceholders(te['mail.recallAlready.subject']!, { product: 'NeuroVital' }));
    expect(mail.text).toContain(te['mail.recallAlready.nothingChanged']);
    expect(alreadySubscribedMail('a@example.in', 'NeuroVital', 'https://site/u').subject).toBe(
      'Already subscribed: recall notices of NeuroVital',
    );
  });
});

describe('publishing a notice', () => {
  it('mails each subscriber in their language, linking to the notice and the unsubscribe page in it; staff in English', async () => {
    const queued: OutgoingMail[] = [];
    const announce = recallAnnouncer({
      subscriptions: {
        subscribers: async () => [
          { id: 11, email: 'english@example.in', language: 'en' },
          { id: 12, email: 'telugu@example.in', language: 'te' },
        ],
      } as unknown as RecallSubscriptionRepository,
      outbox: {
        queueAll: async (messages: QueuedMessage[]) =>
          void queued.push(
            ...messages.flatMap((queued) => (queued.channel === 'mail' ? [queued.message] : [])),
          ),
      } as unknown as Outbox,
      mails: true,
      alerts: { recallAlerts: async () => [] } as unknown as PushAlerts,
      staffAddresses: ['safety@example.in'],
      linkKey: 'a-key-for-the-unsubscribe-links',
      siteOrigin: () => 'https://site',
    });
    await announce(recall, {} as FastifyRequest);
    const [english, telugu, staff] = queued;
    expect(english!.text).toContain('The notice: https://site/recalls/7');
    expect(english!.text).toMatch(/To stop them: https:\/\/site\/recalls\/subscriptions\/11\/[\w-]+$/);
    expect(telugu!.subject).toMatch(/[\u0C00-\u0C7F]/);
    expect(telugu!.text).toContain(
      fillPlaceholders(te['mail.recallNotice.notice']!, { url: 'https://site/te/recalls/7' }),
    );
    expect(telugu!.headers?.['List-Unsubscribe']).toMatch(
      /^<https:\/\/site\/recalls\/subscriptions\/12\/[\w-]+\?lang=te>$/,
    );
    expect(staff!.subject).toBe('[RECALL] Class I recall of NeuroVital published');
    expect(staff!.text).toContain('2 subscribers were mailed the notice.');
  });
});
