import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { LeadKind } from '#contract/lead-fields.ts';
import type { StaffRole } from '#contract/staff-roles.ts';
import { readableMail, startMailServer } from '#testing/mail-server.ts';
import { startPushEndpoint } from '#testing/push-endpoint.ts';
import { buildTestApp, call, testSecrets } from '#testing/test-app.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';
import { SealedText } from '../auth/sealed-text.ts';
import { createDatabase } from '../db/create-db.ts';
import { mailTransport } from '../mail/mail-transport.ts';
import { PushAlerts, submissionAlert } from '../push/push-alerts.ts';
import { webPushTransport } from '../push/push-transport.ts';
import { vapidKeysFrom } from '../push/vapid-keys.ts';
import { type FailureSource, Outbox, type Transports, startOutbox } from './outbox.ts';

const warnings: string[] = [];
const log = {
  warn: (message: unknown) => void warnings.push(String(message)),
  info: () => undefined,
} as unknown as FastifyBaseLogger;
const keys = vapidKeysFrom(testSecrets.sessionSecret);

describeForEachEngine('one outbox for every channel', (engine) => {
  const suite = useSuiteStore(engine);
  const sealed = new SealedText(testSecrets.sessionSecret, 'mail-outbox');
  let push: Awaited<ReturnType<typeof startPushEndpoint>>;
  let staffCount = 0;

  /** What one instance holds: the outbox, the push transport, and the alerts queued through them. */
  const instance = () => {
    const outbox = new Outbox(suite.store.outbox, sealed);
    const transport = webPushTransport({
      subscriptions: suite.store.staffPush,
      keys,
      log,
      agent: push.agent,
      acceptsEndpoint: push.acceptsEndpoint,
    });
    const alerts = new PushAlerts({ subscriptions: suite.store.staffPush, outbox, transport, keys, log });
    return { outbox, transport, alerts };
  };
  const poller = (transports: Transports, failures: FailureSource[] = [], retryBaseMs = 30_000) =>
    startOutbox({
      outbox: new Outbox(suite.store.outbox, sealed),
      transports,
      log,
      pollMs: 60_000,
      retryBaseMs,
      onSendFailed: (source) => failures.push(source),
    });
  /** A member of staff with alerts on in one browser, for one kind. */
  const browser = async (roles: StaffRole[], kind: LeadKind) => {
    staffCount += 1;
    const account = await suite.store.staffAccounts.create({
      email: `staff-${staffCount}@aarogya.example`,
      displayName: `Staff ${staffCount}`,
      roles,
    });
    const subscription = push.subscribe();
    await suite.store.staffPush.save({
      accountId: account.id,
      ...subscription,
      kinds: [kind],
      userAgent: null,
      createdAt: Date.now(),
    });
    return { accountId: account.id, path: new URL(subscription.endpoint).pathname };
  };
  const receivedAt = (path: string) =>
    push.received
      .filter((message) => message.path === path)
      .map((message) => JSON.parse(message.text) as unknown);
  const pushRow = async () => {
    const handle = createDatabase(suite.target.options);
    try {
      const row = await handle.db
        .selectFrom('outbox')
        .select(['attempts', 'next_attempt_at', 'last_error'])
        .where('channel', '=', 'push')
        .executeTakeFirstOrThrow();
      return { ...row, attempts: Number(row.attempts), next_attempt_at: Number(row.next_attempt_at) };
    } finally {
      await handle.db.destroy();
    }
  };

  beforeAll(async () => {
    push = await startPushEndpoint();
  });
  afterAll(() => push.close());

  it('keeps the alert of a new submission through a restart, and the next poller sends it', async () => {
    const { path } = await browser(['sales'], 'quote');
    const before = await buildTestApp(suite.store, {
      backgroundJobs: false,
      push: { agent: push.agent, acceptsEndpoint: push.acceptsEndpoint },
    });
    let reference: string;
    try {
      const sent = await call(before, {
        method: 'POST',
        url: '/api/quote-requests',
        payload: {
          fullName: 'Priya Reddy',
          email: 'priya@example.in',
          productName: 'Glucose Meter',
          quantity: 250,
          timeline: 'immediately',
          agreed: true,
          elapsedMs: 5000,
        },
        remoteAddress: '203.0.113.60',
      });
      expect(sent.status).toBe(201);
      reference = (sent.body as { reference: string }).reference;
      // Queued beside the answer, and sent by no one: this instance runs no poller.
      await vi.waitFor(async () => expect(await suite.store.outbox.size('push')).toBe(1));
    } finally {
      await before.close();
    }
    expect(receivedAt(path)).toEqual([]);
    const [sealedAlert] = await suite.store.outbox.all('push');
    expect(sealedAlert!.payload).not.toContain(reference);
    expect(sealedAlert!.payload).not.toContain('127.0.0.1');

    const after = poller({ push: instance().transport });
    try {
      expect(await after.drain()).toBe(1);
    } finally {
      await after.stop();
    }
    expect(receivedAt(path)).toEqual([
      {
        title: 'New quote request',
        body: expect.stringMatching(
          new RegExp(`^${reference}, received [\\d: -]+ IST\\. Open the inbox to read it\\.$`),
        ),
        url: '/admin/dashboard',
      },
    ]);
    expect(await suite.store.outbox.size('push')).toBe(0);
  });

  it('forgets a browser its push service calls gone, and drops its alert', async () => {
    const { accountId, path } = await browser(['sales'], 'contact');
    push.gone.add(path);
    const { alerts, transport } = instance();
    expect(
      await alerts.newSubmission({
        kind: 'contact',
        reference: 'C-2611-0001',
        createdAt: new Date().toISOString(),
      }),
    ).toBe(1);
    const failures: FailureSource[] = [];
    const sending = poller({ push: transport }, failures);
    try {
      expect(await sending.drain()).toBe(0);
    } finally {
      await sending.stop();
    }
    expect(await suite.store.outbox.size('push')).toBe(0);
    expect(await suite.store.staffPush.listOf(accountId)).toEqual([]);
    expect(failures).toEqual([]);
  });

  it('tries an alert the push service fails again later, waiting twice as long each time', async () => {
    const { path } = await browser(['sales'], 'newsletter');
    push.failing.add(path);
    const { alerts, transport } = instance();
    const lead = {
      kind: 'newsletter' as const,
      reference: 'N-2611-0001',
      createdAt: new Date().toISOString(),
    };
    await alerts.newSubmission(lead);
    const failures: FailureSource[] = [];
    const sending = poller({ push: transport }, failures, 200);
    try {
      warnings.length = 0;
      const firstTry = Date.now();
      expect(await sending.drain()).toBe(0);
      const first = await pushRow();
      expect(first.attempts).toBe(1);
      expect(first.next_attempt_at).toBeGreaterThanOrEqual(firstTry + 200);
      expect(first.last_error).toMatch(/^the push service at 127\.0\.0\.1:\d+ answered 503$/);
      // The log names the alert and the push service's host, never the browser's address.
      expect(warnings.join('\n')).toMatch(
        /alert [\w-]+ failed \(the push service at 127\.0\.0\.1:\d+ answered 503\)/,
      );
      expect(warnings.join('\n')).not.toContain(path);

      // Not due yet: nothing is tried.
      expect(await sending.drain()).toBe(0);
      expect((await pushRow()).attempts).toBe(1);

      await new Promise((resolve) => setTimeout(resolve, first.next_attempt_at - Date.now() + 10));
      const secondTry = Date.now();
      expect(await sending.drain()).toBe(0);
      const second = await pushRow();
      expect(second.attempts).toBe(2);
      expect(second.next_attempt_at).toBeGreaterThanOrEqual(secondTry + 400);

      push.failing.delete(path);
      await new Promise((resolve) => setTimeout(resolve, second.next_attempt_at - Date.now() + 10));
      expect(await sending.drain()).toBe(1);
    } finally {
      await sending.stop();
    }
    expect(receivedAt(path)).toEqual([submissionAlert(lead)]);
    expect(failures).toEqual(['push', 'push']);
    expect(await suite.store.outbox.size('push')).toBe(0);
  });

  it('sends mails and alerts through the one poller, each by its own transport', async () => {
    const mail = await startMailServer();
    const { path } = await browser(['sales'], 'distributor');
    const { outbox, alerts, transport } = instance();
    await outbox.queueAll([
      {
        channel: 'mail',
        message: { to: 'kavya@example.in', subject: 'Your reply', text: 'Hello.' },
        expiresAt: Date.now() + 60_000,
      },
    ]);
    const lead = {
      kind: 'distributor' as const,
      reference: 'D-2611-0001',
      createdAt: new Date().toISOString(),
    };
    await alerts.newSubmission(lead);
    const sending = poller({
      push: transport,
      mail: mailTransport({
        smtpUrl: `smtp://127.0.0.1:${mail.port}`,
        from: 'no-reply@aarogyalifesciences.in',
      }),
    });
    try {
      expect(await sending.drain()).toBe(2);
      expect(await sending.drain()).toBe(0);
    } finally {
      await sending.stop();
      await mail.close();
    }
    expect(mail.received).toHaveLength(1);
    expect(readableMail(mail.received[0]!)).toContain('Subject: Your reply');
    expect(receivedAt(path)).toEqual([submissionAlert(lead)]);
    expect(await suite.store.outbox.size()).toBe(0);
  });

  it('leaves mails to an instance that sends them when this one sends alerts only', async () => {
    const { outbox } = instance();
    await outbox.queueAll([
      {
        channel: 'mail',
        message: { to: 'arjun@example.in', subject: 'Waiting', text: 'Later.' },
        expiresAt: Date.now() + 60_000,
      },
    ]);
    const sending = poller({ push: instance().transport });
    try {
      expect(await sending.drain()).toBe(0);
    } finally {
      await sending.stop();
    }
    expect(await suite.store.outbox.size('mail')).toBe(1);
  });
});
