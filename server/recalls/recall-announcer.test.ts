import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import type { Recall } from '#contract/recalls.ts';
import { SealedText } from '../auth/sealed-text.ts';
import { createDatabase } from '../db/create-db.ts';
import { MailOutbox, type OutgoingMail } from '../mail/mail-outbox.ts';
import type { PushAlerts } from '../push/push-alerts.ts';
import { testSecrets } from '#testing/test-app.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';
import { recallAnnouncer } from './recall-announcer.ts';

const recall: Recall = {
  id: 7,
  productSlug: 'neurovital',
  productName: 'NeuroVital',
  batches: [{ id: 1, batchNumber: 'NV2601', expiresOn: '2028-01-31' }],
  recallClass: 'II',
  reason: 'not-of-standard-quality',
  details: 'Tablets of this batch dissolve too slowly.',
  patientAction: 'Return them to your pharmacy.',
  pharmacyAction: 'Stop selling them.',
  doctorAction: 'Prescribe another batch.',
  status: 'open',
  publishedAt: '2026-11-20T10:00:00.000Z',
  completedAt: null,
  version: 1,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

// More than two INSERTs' worth, and not a whole number of them.
const subscriberCount = 1_201;

describeForEachEngine('publishing a notice to many subscribers', (engine) => {
  const suite = useSuiteStore(engine);
  const sealed = new SealedText(testSecrets.sessionSecret, 'mail-outbox');

  beforeAll(async () => {
    const handle = createDatabase(suite.target.options);
    try {
      const at = new Date().toISOString();
      const rows = Array.from({ length: subscriberCount }, (_, index) => ({
        email: `subscriber-${index}@example.in`,
        product_slug: 'neurovital',
        confirm_hash: null,
        confirmed_at: at,
        created_at: at,
        language: 'en',
      }));
      for (let start = 0; start < rows.length; start += 400)
        await handle.db
          .insertInto('recall_subscriptions')
          .values(rows.slice(start, start + 400))
          .execute();
      await handle.db
        .insertInto('recall_subscriptions')
        .values({
          email: 'other-product@example.in',
          product_slug: 'glucose-meter',
          confirm_hash: null,
          confirmed_at: at,
          created_at: at,
        })
        .execute();
    } finally {
      await handle.db.destroy();
    }
  });

  it('queues exactly one mail to each subscriber, and one to staff counting them', async () => {
    const announce = recallAnnouncer({
      subscriptions: suite.store.recallSubscriptions,
      mail: new MailOutbox(suite.store.mailOutbox, sealed),
      alerts: { recallPublished: async () => undefined } as unknown as PushAlerts,
      staffAddresses: ['safety@example.in'],
      linkKey: 'a-key-for-the-unsubscribe-links',
      siteOrigin: () => 'https://site',
      log: { warn: () => undefined } as unknown as FastifyBaseLogger,
    });
    await announce(recall, {} as FastifyRequest);

    const queued = (await suite.store.mailOutbox.all()).map(
      ({ message }) => JSON.parse(sealed.open(message)!) as OutgoingMail,
    );
    const notices = queued.filter((mail) => mail.subject === 'Class II recall of NeuroVital');
    expect(notices).toHaveLength(subscriberCount);
    expect(new Set(notices.map((mail) => mail.to)).size).toBe(subscriberCount);
    const staff = queued.filter((mail) => mail.to === 'safety@example.in');
    expect(staff).toHaveLength(1);
    expect(staff[0]!.text).toContain(`${subscriberCount} subscribers were mailed the notice.`);
    expect(queued).toHaveLength(subscriberCount + 1);
  });
});
