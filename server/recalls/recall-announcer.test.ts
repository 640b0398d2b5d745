import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { InsertQueryNode } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { Recall } from '#contract/recalls.ts';
import { SealedText } from '../auth/sealed-text.ts';
import { createDatabase } from '../db/create-db.ts';
import type { OutgoingMail } from '../mail/mail-outbox.ts';
import { Outbox } from '../outbox/outbox.ts';
import { PushAlerts } from '../push/push-alerts.ts';
import type { PushMessage, PushTransport } from '../push/push-transport.ts';
import { vapidKeysFrom } from '../push/vapid-keys.ts';
import { OutboxRepository } from '../store/outbox-repository.ts';
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

const quietLog = { warn: () => undefined } as unknown as FastifyBaseLogger;

// More than a thousand subscribers: still one INSERT.
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
    const safety = await suite.store.staffAccounts.create({
      email: 'chitra@aarogya.example',
      displayName: 'Chitra',
      roles: ['safety'],
    });
    await suite.store.staffPush.save({
      accountId: safety.id,
      endpoint: 'https://push.example/chitra',
      keys: { p256dh: 'browser-key', auth: 'browser-secret' },
      kinds: ['adverse-event'],
      userAgent: null,
      createdAt: Date.now(),
    });
  });

  it('queues a mail to each subscriber, one to staff counting them, and the staff alert, in one INSERT', async () => {
    const handle = createDatabase(suite.target.options);
    const inserts: string[] = [];
    const counted = handle.db.withPlugin({
      transformQuery: ({ node }) => {
        if (InsertQueryNode.is(node)) inserts.push(node.into?.table.identifier.name ?? '');
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const outbox = new Outbox(new OutboxRepository(counted, engine), sealed);
    let woken = 0;
    try {
      const announce = recallAnnouncer({
        subscriptions: suite.store.recallSubscriptions,
        outbox,
        mails: true,
        alerts: new PushAlerts({
          subscriptions: suite.store.staffPush,
          outbox,
          transport: {} as PushTransport,
          keys: vapidKeysFrom(testSecrets.sessionSecret),
          log: quietLog,
        }),
        staffAddresses: ['safety@example.in'],
        linkKey: 'a-key-for-the-unsubscribe-links',
        siteOrigin: () => 'https://site',
        onQueued: () => (woken += 1),
      });
      await announce(recall, {} as FastifyRequest);
    } finally {
      await handle.db.destroy();
    }
    expect(inserts).toEqual(['outbox']);
    expect(woken).toBe(1);

    const queued = (await suite.store.outbox.all('mail')).map(
      ({ payload }) => JSON.parse(sealed.open(payload)!) as OutgoingMail,
    );
    const notices = queued.filter((mail) => mail.subject === 'Class II recall of NeuroVital');
    expect(notices).toHaveLength(subscriberCount);
    expect(new Set(notices.map((mail) => mail.to)).size).toBe(subscriberCount);
    const staff = queued.filter((mail) => mail.to === 'safety@example.in');
    expect(staff).toHaveLength(1);
    expect(staff[0]!.text).toContain(`${subscriberCount} subscribers were mailed the notice.`);
    expect(queued).toHaveLength(subscriberCount + 1);

    const alerts = (await suite.store.outbox.all('push')).map(
      ({ payload }) => JSON.parse(sealed.open(payload)!) as PushMessage,
    );
    expect(alerts).toEqual([
      {
        endpoint: 'https://push.example/chitra',
        keys: { p256dh: 'browser-key', auth: 'browser-secret' },
        payload: {
          title: '[RECALL] Class II recall of NeuroVital',
          body: 'The notice is public now. Open it to check what it says.',
          url: '/admin/recalls',
        },
        urgency: 'normal',
      },
    ]);
  });
});
