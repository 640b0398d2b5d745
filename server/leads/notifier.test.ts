import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SealedText } from '../auth/sealed-text.ts';
import { mailTransport } from '../mail/mail-transport.ts';
import { Outbox, startOutbox } from '../outbox/outbox.ts';
import { openStore, type Store } from '../store/store.ts';
import { buildTestApp, call, testSecrets } from '#testing/test-app.ts';
import { startMailServer } from '#testing/mail-server.ts';
import {
  createStoreTarget,
  describeForEachEngine,
  type StoreTarget,
  useSuiteStore,
} from '#testing/test-stores.ts';
import { parseRecipients, staffNotifications } from './notifier.ts';

const quietLog = { warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;

/** The outbox's poller with the mail transport and the staff notifications alone, as an instance with SMTP_URL and NOTIFY_TO runs it. */
function pollNotifications(
  store: Store,
  { port, notifyTo, retryBaseMs }: { port: number; notifyTo: string; retryBaseMs?: number },
) {
  return startOutbox({
    outbox: new Outbox(store.outbox, new SealedText(testSecrets.sessionSecret, 'mail-outbox')),
    transports: {
      mail: mailTransport({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'website@aarogyalifesciences.in' }),
    },
    notifications: staffNotifications(store.notificationOutbox, parseRecipients(notifyTo)),
    log: quietLog,
    pollMs: 60_000,
    retryBaseMs,
  });
}

const quote = {
  fullName: 'Priya Reddy',
  email: 'priya@example.in',
  productName: 'Glucose Meter',
  quantity: 250,
  timeline: 'within-2-weeks',
  agreed: true,
};

describeForEachEngine('notification outbox', (engine) => {
  const suite = useSuiteStore(engine);

  it('delivers each new submission to the mail server once', async () => {
    const mail = await startMailServer();
    const notifier = pollNotifications(suite.store, {
      port: mail.port,
      notifyTo: 'sales@aarogyalifesciences.in,adverse-event:safety@aarogyalifesciences.in',
    });
    try {
      const quoteLead = await suite.store.leads.create({ kind: 'quote', fields: quote, notify: true });
      const report = await suite.store.leads.create({
        kind: 'adverse-event',
        fields: {
          reporterName: 'Ravi',
          reporterPhone: '040 2345 6789',
          description: 'Rash',
          productName: 'AllerClear',
          seriousness: 'non-serious',
          consentToContact: false,
        },
        notify: true,
      });
      expect(await notifier.drain()).toBe(2);
      expect(mail.received).toHaveLength(2);
      const [toSales, toSafety] = mail.received as [string, string];
      expect(toSales).toContain(`Subject: Quote request ${quoteLead.reference}`);
      expect(toSales).toContain('To: sales@aarogyalifesciences.in');
      expect(toSales).toContain('Product name: Glucose Meter');
      // Values as the form showed them, the time in IST.
      expect(toSales).toContain('Timeline: Within 2 weeks');
      expect(toSales).toContain('I agree to the terms and conditions and the privacy policy: Yes');
      expect(toSales).toMatch(/received \d{4}-\d{2}-\d{2} \d{2}:\d{2} IST\./);
      expect(toSafety).toContain(`Subject: [SAFETY] Adverse-event report ${report.reference}`);
      expect(toSafety).toContain('To: safety@aarogyalifesciences.in');
      expect(toSafety).toContain('How serious was it: Not serious');
      expect(toSafety).toContain('Our safety team may contact me about this report: No');
      expect(toSafety).not.toContain('non-serious');
      expect(await suite.store.notificationOutbox.size()).toBe(0);
      expect(await notifier.drain()).toBe(0);
    } finally {
      await notifier.stop();
      await mail.close();
    }
  });

  it('keeps a notification while the mail server is down and sends it once it is back', async () => {
    const probe = await startMailServer();
    const port = probe.port;
    await probe.close();
    const notifier = pollNotifications(suite.store, {
      port,
      notifyTo: 'sales@aarogyalifesciences.in',
      retryBaseMs: 50,
    });
    try {
      const lead = await suite.store.leads.create({ kind: 'quote', fields: quote, notify: true });
      expect(await notifier.drain()).toBe(0);
      expect(await suite.store.notificationOutbox.size()).toBe(1);

      const mail = await startMailServer(port);
      try {
        await new Promise((resolve) => setTimeout(resolve, 120));
        expect(await notifier.drain()).toBe(1);
        expect(mail.received).toHaveLength(1);
        expect(mail.received[0]).toContain(lead.reference);
        expect(await suite.store.notificationOutbox.size()).toBe(0);
      } finally {
        await mail.close();
      }
    } finally {
      await notifier.stop();
    }
  });

  it('is filled by the API only when a mail server is configured', async () => {
    const without = await buildTestApp(suite.store);
    const withMail = await buildTestApp(suite.store, {
      env: { SMTP_URL: 'smtp://127.0.0.1:9', NOTIFY_TO: 'sales@aarogyalifesciences.in' },
    });
    try {
      const before = await suite.store.notificationOutbox.size();
      await call(without, {
        method: 'POST',
        url: '/api/quote-requests',
        payload: quote,
        remoteAddress: '10.9.0.1',
      });
      expect(await suite.store.notificationOutbox.size()).toBe(before);
      await call(withMail, {
        method: 'POST',
        url: '/api/quote-requests',
        payload: quote,
        remoteAddress: '10.9.0.2',
      });
      expect(await suite.store.notificationOutbox.size()).toBe(before + 1);
    } finally {
      await without.close();
      await withMail.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  let target: StoreTarget;
  const stores: Store[] = [];

  beforeAll(async () => {
    target = await createStoreTarget('postgres');
    for (let instance = 0; instance < 2; instance += 1) stores.push(await openStore({ ...target.options }));
    // Two instances migrate one after the other; on a busy machine that takes a while.
  }, 60_000);
  afterAll(async () => {
    for (const store of stores) await store.close();
    await target.dispose();
  });

  it('share one rate limit per network and kind', async () => {
    const apps = await Promise.all(stores.map((store) => buildTestApp(store)));
    try {
      const address = { remoteAddress: '198.51.100.7' };
      const statuses: number[] = [];
      for (let index = 0; index < 6; index += 1) {
        const app = apps[index % 2]!;
        const answer = await call(app, {
          method: 'POST',
          url: '/api/contact-messages',
          payload: { name: 'Anil', email: 'anil@example.in', subject: 'Hi', message: 'Hello', terms: true },
          ...address,
        });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    } finally {
      for (const app of apps) await app.close();
    }
  });

  it('send each notification once between them', async () => {
    const mail = await startMailServer();
    const notifiers = stores.map((store) =>
      pollNotifications(store, { port: mail.port, notifyTo: 'sales@aarogyalifesciences.in' }),
    );
    try {
      const references = [];
      for (let index = 0; index < 20; index += 1) {
        references.push(
          (await stores[index % 2]!.leads.create({ kind: 'quote', fields: quote, notify: true })).reference,
        );
      }
      const sent = await Promise.all(notifiers.map((notifier) => notifier.drain()));
      expect(sent[0]! + sent[1]!).toBe(20);
      expect(mail.received).toHaveLength(20);
      for (const reference of references) {
        expect(mail.received.filter((message) => message.includes(reference))).toHaveLength(1);
      }
    } finally {
      for (const notifier of notifiers) await notifier.stop();
      await mail.close();
    }
  });
});
