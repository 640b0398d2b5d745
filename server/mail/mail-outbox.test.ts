import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SealedText } from '../auth/sealed-text.ts';
import { createDatabase } from '../db/create-db.ts';
import { buildTestApp, call, signIn, testSecrets } from '#testing/test-app.ts';
import { readableMail, startMailServer } from '#testing/mail-server.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';
import { MailOutbox } from './mail-outbox.ts';

const quietLog = { warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;
const email = 'kavya.rao@aarogya.example';

describeForEachEngine('mailing invitation links through the mail outbox', (engine) => {
  const suite = useSuiteStore(engine);
  let app: FastifyInstance;
  let owner: string;
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  let firstToken = '';
  const outbox = () =>
    new MailOutbox(suite.store.outbox, new SealedText(testSecrets.sessionSecret, 'mail-outbox'));
  const sender = (retryBaseMs = 30_000) =>
    outbox().startSending({
      smtpUrl: `smtp://127.0.0.1:${mail.port}`,
      from: 'Aarogya website <no-reply@aarogyalifesciences.in>',
      log: quietLog,
      pollMs: 60_000,
      retryBaseMs,
    });

  beforeAll(async () => {
    mail = await startMailServer();
    // The real clock: the outbox drops a mail once the invitation it carries has expired.
    app = await buildTestApp(suite.store, {
      env: { SMTP_URL: `smtp://127.0.0.1:${mail.port}` },
      backgroundJobs: false,
    });
    owner = await signIn(app);
  });
  afterAll(async () => {
    await app.close();
    await mail.close();
  });

  it('mails the invitation link, which opens the invitation, and keeps neither link nor address readable in the store', async () => {
    const invited = await call(app, {
      method: 'POST',
      url: '/api/staff/accounts',
      headers: { cookie: owner },
      payload: { email, displayName: 'Kavya Rao', roles: ['sales'] },
    });
    expect(invited.status).toBe(201);
    const { invitation, account } = invited.body as {
      invitation: { token: string; mailedTo: string | null };
      account: { id: string };
    };
    expect(invitation.mailedTo).toBe(email);
    firstToken = invitation.token;

    const handle = createDatabase(suite.target.options);
    try {
      const rows = await sql<{ payload: string }>`select payload from outbox`.execute(handle.db);
      expect(rows.rows).toHaveLength(1);
      expect(rows.rows[0]!.payload).not.toContain(invitation.token);
      expect(rows.rows[0]!.payload).not.toContain('kavya');
    } finally {
      await handle.db.destroy();
    }

    const sending = sender();
    try {
      expect(await sending.drain()).toBe(1);
      expect(await sending.drain()).toBe(0);
    } finally {
      await sending.stop();
    }
    expect(mail.received).toHaveLength(1);
    const raw = readableMail(mail.received[0]!);
    expect(raw).toContain(`To: ${email}`);
    expect(raw).toContain('Subject: Your staff account at Aarogya Life Sciences');
    expect(raw).toContain('Hello Kavya Rao,');
    const link = /https?:\/\/\S+\/admin\/join#([\w-]{43})/.exec(raw);
    expect(link?.[1]).toBe(invitation.token);
    expect(await suite.store.outbox.size('mail')).toBe(0);

    const opened = await call(app, {
      method: 'POST',
      url: '/api/staff/invitations/open',
      payload: { token: link![1] },
    });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ email, displayName: 'Kavya Rao' });

    const [entry] = await suite.store.audit.list(
      { action: 'account.invite', recordId: account.id },
      { limit: 1 },
    );
    expect(entry?.details).toMatchObject({ mailed: true });
  });

  it('mails a new link when the owner invites the account again, and the old link no longer opens', async () => {
    const { accounts } = (
      await call(app, { method: 'GET', url: '/api/staff/accounts', headers: { cookie: owner } })
    ).body as { accounts: { id: string; email: string }[] };
    const account = accounts.find((candidate) => candidate.email === email)!;
    mail.received.length = 0;
    const again = await call(app, {
      method: 'POST',
      url: `/api/staff/accounts/${account.id}/invitation`,
      headers: { cookie: owner },
    });
    expect(again.status).toBe(201);
    const { invitation } = again.body as { invitation: { token: string; mailedTo: string } };
    expect(invitation.mailedTo).toBe(email);
    const sending = sender();
    try {
      expect(await sending.drain()).toBe(1);
    } finally {
      await sending.stop();
    }
    expect(readableMail(mail.received[0]!)).toContain(`/admin/join#${invitation.token}`);
    const stale = await call(app, {
      method: 'POST',
      url: '/api/staff/invitations/open',
      payload: { token: firstToken },
    });
    expect(stale.status).toBe(404);
  });

  it('keeps a mail while the mail server is down, sends it once when it is back, and drops one that expired', async () => {
    const down = await startMailServer();
    const port = down.port;
    await down.close();
    const sending = outbox().startSending({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'no-reply@aarogyalifesciences.in',
      log: quietLog,
      pollMs: 60_000,
      retryBaseMs: 20,
    });
    try {
      await outbox().queue({ to: 'a@aarogya.example', subject: 'Later', text: 'kept' }, Date.now() + 60_000);
      expect(await sending.drain()).toBe(0);
      expect(await suite.store.outbox.size('mail')).toBe(1);
      const back = await startMailServer(port);
      try {
        await new Promise((resolve) => setTimeout(resolve, 60));
        expect(await sending.drain()).toBe(1);
        expect(back.received).toHaveLength(1);
        expect(back.received[0]).toContain('Subject: Later');
      } finally {
        await back.close();
      }

      await outbox().queue({ to: 'b@aarogya.example', subject: 'Too late', text: 'expired' }, Date.now() - 1);
      expect(await sending.drain()).toBe(0);
      expect(await suite.store.outbox.size('mail')).toBe(0);
    } finally {
      await sending.stop();
    }
  });

  it('drops a mail sealed under another session secret instead of sending what it cannot read', async () => {
    const foreign = new MailOutbox(
      suite.store.outbox,
      new SealedText('another-session-secret-0123456789-abcdef', 'mail-outbox'),
    );
    await foreign.queue(
      { to: 'c@aarogya.example', subject: 'Foreign', text: 'unreadable' },
      Date.now() + 60_000,
    );
    mail.received.length = 0;
    const sending = sender();
    try {
      expect(await sending.drain()).toBe(0);
    } finally {
      await sending.stop();
    }
    expect(mail.received).toHaveLength(0);
    expect(await suite.store.outbox.size('mail')).toBe(0);
  });
});

describeForEachEngine('invitations without a mail server', (engine) => {
  const suite = useSuiteStore(engine);

  it('are shown to the owner only: nothing is queued and the answer says so', async () => {
    const app = await buildTestApp(suite.store, { backgroundJobs: false });
    try {
      const owner = await signIn(app);
      const invited = await call(app, {
        method: 'POST',
        url: '/api/staff/accounts',
        headers: { cookie: owner },
        payload: { email: 'no.mail@aarogya.example', displayName: 'Arjun Das', roles: ['catalogue'] },
      });
      expect(invited.status).toBe(201);
      expect((invited.body as { invitation: { mailedTo: string | null } }).invitation.mailedTo).toBeNull();
      expect(await suite.store.outbox.size('mail')).toBe(0);
    } finally {
      await app.close();
    }
  });
});
