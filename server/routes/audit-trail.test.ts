import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { generate } from 'otplib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import type { AuditAction } from '#contract/audit-actions.ts';
import { createDatabase } from '../db/create-db.ts';
import { auditVerifyReport } from '../../scripts/audit-verify-report.ts';
import {
  accountSessionCookie,
  buildTestApp,
  call,
  cookieHeader,
  freshClockStart,
  signIn,
} from '#testing/test-app.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';
import { createSoftwareAuthenticator } from '#testing/software-authenticator.ts';

const password = 'tea at the irani cafe near abids';
const visitor = { name: 'Sunita Visitor', email: 'sunita.visitor@example.in' };

describeForEachEngine('the audit trail of staff actions', (engine) => {
  const suite = useSuiteStore(engine);
  let app: FastifyInstance;
  let clock: number;
  let owner: string;

  beforeAll(async () => {
    clock = freshClockStart();
    app = await buildTestApp(suite.store, { now: () => clock });
  });
  afterAll(() => app.close());

  /** Runs the action and answers the one entry it wrote (failing when it wrote none or several). */
  const entryOf = async (action: () => Promise<unknown>) => {
    const before = (await suite.store.audit.head()).lastSeq;
    await action();
    const written = await suite.store.audit.entries(before, 10);
    expect(written, 'entries written by one action').toHaveLength(1);
    return written[0]!;
  };
  const request = (options: InjectOptions) => () => call(app, options);

  it('writes exactly one entry for every staff action, naming who, what and which record', async () => {
    const keySignIn = await entryOf(async () => {
      owner = await signIn(app);
    });
    expect(keySignIn).toMatchObject({
      action: 'session.sign-in',
      accountId: null,
      details: { method: 'admin-key' },
    });
    expect(keySignIn.sessionRef).toMatch(/^[0-9a-f]{16}$/);
    expect(keySignIn.addressHash).toMatch(/^[0-9a-f]{64}$/);
    const wrongKey = await entryOf(
      request({ method: 'POST', url: '/api/admin/session', payload: { key: 'nope' } }),
    );
    expect(wrongKey).toMatchObject({ action: 'session.sign-in-failed', sessionRef: null });

    // Accounts: invite, register, sign in, change roles, disable.
    let token = '';
    const invite = await entryOf(async () => {
      const answer = await call(app, {
        method: 'POST',
        url: '/api/staff/accounts',
        headers: { cookie: owner },
        payload: { email: 'kiran@aarogya.example', displayName: 'Kiran', roles: ['catalogue'] },
      });
      token = (answer.body as { invitation: { token: string } }).invitation.token;
    });
    expect(invite).toMatchObject({
      action: 'account.invite',
      recordType: 'staff-account',
      sessionRef: keySignIn.sessionRef,
    });
    const accountId = invite.recordId!;
    const opened = await call(app, {
      method: 'POST',
      url: '/api/staff/invitations/open',
      payload: { token },
    });
    const secret = (opened.body as { totpSecret: string }).totpSecret;
    const codeNow = () => generate({ secret, epoch: Math.floor(clock / 1000) });
    const before = (await suite.store.audit.head()).lastSeq;
    const registered = await call(app, {
      method: 'POST',
      url: '/api/staff/invitations/accept',
      payload: { token, password, code: await codeNow() },
    });
    const registration = await suite.store.audit.entries(before, 10);
    expect(registration.map((entry) => entry.action)).toEqual(['account.register', 'session.sign-in']);
    const kiran = cookieHeader(registered.headers['set-cookie']);
    clock += 30_000;
    const signedIn = await entryOf(
      request({
        method: 'POST',
        url: '/api/staff/session',
        payload: { email: 'kiran@aarogya.example', password, code: await codeNow() },
      }),
    );
    expect(signedIn).toMatchObject({
      action: 'session.sign-in',
      accountId,
      details: { method: 'password+totp' },
    });
    const failed = await entryOf(
      request({
        method: 'POST',
        url: '/api/staff/session',
        payload: { email: 'kiran@aarogya.example', password: 'a wrong password here', code: '000000' },
      }),
    );
    expect(failed).toMatchObject({ action: 'session.sign-in-failed', accountId });

    // Tablets, with the changed fields before and after.
    let tabletId = '';
    const created = await entryOf(async () => {
      const answer = await call(app, {
        method: 'POST',
        url: '/api/tablets',
        headers: { cookie: kiran },
        payload: { name: 'Cetirizine 10 mg', genericName: 'Cetirizine', price: 12 },
      });
      tabletId = (answer.body as { tablet: { id: string } }).tablet.id;
    });
    expect(created).toMatchObject({
      action: 'tablet.create',
      accountId,
      recordType: 'tablet',
      recordId: tabletId,
    });
    const updated = await entryOf(
      request({
        method: 'PUT',
        url: `/api/tablets/${tabletId}`,
        headers: { cookie: kiran },
        payload: { name: 'Cetirizine 10 mg', genericName: 'Cetirizine', price: 14.5, version: 1 },
      }),
    );
    // The tablet is a product never published, named beside the change.
    expect(updated.details).toEqual({
      before: { price: 12 },
      after: { price: 14.5 },
      product: 'cetirizine-10-mg',
    });
    const removed = await entryOf(
      request({ method: 'DELETE', url: `/api/tablets/${tabletId}`, headers: { cookie: kiran } }),
    );
    expect(removed).toMatchObject({
      action: 'tablet.delete',
      details: { before: { name: 'Cetirizine 10 mg', price: 14.5 } },
    });

    // The inbox: status, note, export, erasure; the visitor's data never enters the log.
    const lead = await suite.store.leads.create({
      kind: 'contact',
      fields: { ...visitor, subject: 'Stockist', message: 'Call me.', terms: true },
      notify: false,
    });
    const status = await entryOf(
      request({
        method: 'PATCH',
        url: `/api/inbox/${lead.id}`,
        headers: { cookie: owner },
        payload: { status: 'in-progress' },
      }),
    );
    expect(status).toMatchObject({
      action: 'submission.status',
      recordType: 'submission',
      recordId: String(lead.id),
      details: { from: 'new', to: 'in-progress', note: false },
    });
    const note = await entryOf(
      request({
        method: 'PATCH',
        url: `/api/inbox/${lead.id}`,
        headers: { cookie: owner },
        payload: { status: 'handled', note: `Called ${visitor.name} back` },
      }),
    );
    expect(note).toMatchObject({ action: 'submission.note', details: { note: true } });
    const exported = await entryOf(() =>
      app.inject({
        method: 'GET',
        url: `/api/inbox.csv?q=${encodeURIComponent(visitor.email)}`,
        headers: { cookie: owner },
      }),
    );
    expect(exported).toMatchObject({ action: 'submission.export', details: { searched: true, rows: 1 } });
    const erased = await entryOf(
      request({
        method: 'DELETE',
        url: `/api/personal-data?email=${encodeURIComponent(visitor.email)}`,
        headers: { cookie: owner },
      }),
    );
    expect(erased).toMatchObject({ action: 'submission.erase', details: { erased: 1, anonymised: 0 } });

    const roles = await entryOf(
      request({
        method: 'PATCH',
        url: `/api/staff/accounts/${accountId}`,
        headers: { cookie: owner },
        payload: { roles: ['catalogue', 'sales'] },
      }),
    );
    expect(roles).toMatchObject({
      action: 'account.roles-change',
      details: { before: ['catalogue'], after: ['catalogue', 'sales'] },
    });
    // The same roles in another order are no change, and write nothing.
    const headBefore = (await suite.store.audit.head()).lastSeq;
    expect(
      (
        await call(app, {
          method: 'PATCH',
          url: `/api/staff/accounts/${accountId}`,
          headers: { cookie: owner },
          payload: { roles: ['sales', 'catalogue'] },
        })
      ).status,
    ).toBe(200);
    expect(await suite.store.audit.entries(headBefore, 10)).toEqual([]);
    // Assignment, now that Kiran handles contact messages: account ids only, in and out.
    const message = await suite.store.leads.create({
      kind: 'contact',
      fields: { ...visitor, subject: 'Dealership', message: 'Please call.', terms: true },
      notify: false,
    });
    const assigned = await entryOf(
      request({
        method: 'PUT',
        url: `/api/inbox/${message.id}/assignee`,
        headers: { cookie: owner },
        payload: { accountId },
      }),
    );
    expect(assigned).toMatchObject({
      action: 'submission.assign',
      accountId: null,
      recordType: 'submission',
      recordId: String(message.id),
      details: { from: null, to: accountId },
    });
    const unassigned = await entryOf(
      request({ method: 'DELETE', url: `/api/inbox/${message.id}/assignee`, headers: { cookie: kiran } }),
    );
    expect(unassigned).toMatchObject({
      action: 'submission.assign',
      accountId,
      details: { from: accountId, to: null },
    });
    await suite.store.leads.erase(visitor.email);

    const disabled = await entryOf(
      request({
        method: 'PATCH',
        url: `/api/staff/accounts/${accountId}`,
        headers: { cookie: owner },
        payload: { disabled: true },
      }),
    );
    expect(disabled).toMatchObject({ action: 'account.disable', recordId: accountId });
    const signOut = await entryOf(
      request({ method: 'DELETE', url: '/api/admin/session', headers: { cookie: owner } }),
    );
    expect(signOut).toMatchObject({ action: 'session.sign-out', sessionRef: keySignIn.sessionRef });

    const everything = JSON.stringify(await suite.store.audit.entries(0, 1000));
    for (const personal of [visitor.name, visitor.email, 'Sunita', '127.0.0.1', password])
      expect(everything).not.toContain(personal);
    const actions = new Set((await suite.store.audit.entries(0, 1000)).map((entry) => entry.action));
    const expected: AuditAction[] = [
      'session.sign-in',
      'session.sign-in-failed',
      'session.sign-out',
      'account.invite',
      'account.register',
      'account.roles-change',
      'account.disable',
      'tablet.create',
      'tablet.update',
      'tablet.delete',
      'submission.status',
      'submission.note',
      'submission.assign',
      'submission.export',
      'submission.erase',
    ];
    for (const action of expected) expect(actions).toContain(action);
  });

  it('names the session of an account by its account', async () => {
    const account = await suite.store.staffAccounts.create({
      email: 'anil@aarogya.example',
      displayName: 'Anil',
      roles: ['sales'],
    });
    const cookie = await accountSessionCookie(suite.store, account.id);
    const entry = await entryOf(() =>
      app.inject({ method: 'GET', url: '/api/inbox.csv', headers: { cookie } }),
    );
    expect(entry).toMatchObject({ accountId: account.id, action: 'submission.export' });
  });

  it('lets the owner page through the log with filters and export it, which is itself logged', async () => {
    const cookie = await signIn(app);
    const first = await call(app, { method: 'GET', url: '/api/audit?limit=2', headers: { cookie } });
    const page = first.body as { entries: { seq: number; action: string }[]; nextBefore: number | null };
    expect(page.entries).toHaveLength(2);
    expect(page.entries[0]!.seq).toBeGreaterThan(page.entries[1]!.seq);
    const next = await call(app, {
      method: 'GET',
      url: `/api/audit?limit=2&before=${page.nextBefore}`,
      headers: { cookie },
    });
    expect((next.body as typeof page).entries[0]!.seq).toBe(page.entries[1]!.seq - 1);
    const tablets = await call(app, {
      method: 'GET',
      url: '/api/audit?action=tablet.update',
      headers: { cookie },
    });
    expect((tablets.body as typeof page).entries.map((entry) => entry.action)).toEqual(['tablet.update']);
    expect(
      (await call(app, { method: 'GET', url: '/api/audit?from=yesterday', headers: { cookie } })).status,
    ).toBe(400);

    const exported = await entryOf(async () => {
      const answer = await app.inject({
        method: 'GET',
        url: '/api/audit.csv?recordType=tablet',
        headers: { cookie },
      });
      expect(answer.headers['content-disposition']).toMatch(
        /^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const lines = answer.body.trim().split('\r\n');
      expect(lines[0]).toBe(
        'seq,at,accountId,sessionRef,action,recordType,recordId,details,addressHash,prevHash,hash',
      );
      expect(lines.slice(1).map((line) => line.split(',')[4])).toEqual([
        'tablet.delete',
        'tablet.update',
        'tablet.create',
      ]);
    });
    expect(exported).toMatchObject({ action: 'audit.export', details: { recordType: 'tablet', rows: 3 } });
  });

  it('records adding a passkey, signing in with it, a refused passkey and removing it', async () => {
    const account = await suite.store.staffAccounts.create({
      email: 'usha@aarogya.example',
      displayName: 'Usha',
      roles: ['catalogue'],
    });
    const cookie = await accountSessionCookie(suite.store, account.id, () => clock);
    const site = { host: 'staff.aarogya.example', origin: 'http://staff.aarogya.example' };
    const authenticator = createSoftwareAuthenticator({ origin: site.origin, rpId: site.host });
    const fromSite = (url: string, payload?: object, headers: Record<string, string> = {}) =>
      call(app, { method: 'POST', url, payload, headers: { ...site, ...headers } });

    const options = await fromSite('/api/staff/passkeys/options', undefined, { cookie });
    const credential = authenticator.register(
      options.body as unknown as PublicKeyCredentialCreationOptionsJSON,
    );
    const added = await entryOf(() =>
      fromSite('/api/staff/passkeys', { name: 'Office desktop', credential }, { cookie }),
    );
    expect(added).toMatchObject({
      action: 'passkey.add',
      accountId: account.id,
      recordType: 'passkey',
      recordId: credential.id,
      details: { name: 'Office desktop' },
    });

    const signInOptions = await fromSite('/api/staff/passkey-session/options');
    const assertion = authenticator.authenticate(
      signInOptions.body as unknown as PublicKeyCredentialRequestOptionsJSON,
    );
    let session = '';
    const signedIn = await entryOf(async () => {
      const answer = await fromSite('/api/staff/passkey-session', { credential: assertion });
      expect(answer.status).toBe(204);
      session = cookieHeader(answer.headers['set-cookie']);
    });
    expect(signedIn).toMatchObject({
      action: 'session.sign-in',
      accountId: account.id,
      recordType: 'staff-account',
      recordId: account.id,
      details: { method: 'passkey' },
    });
    expect(signedIn.sessionRef).toMatch(/^[0-9a-f]{16}$/);
    expect(signedIn.addressHash).toMatch(/^[0-9a-f]{64}$/);
    // The entry names the session the sign-in opened.
    const sessions = await call(app, {
      method: 'GET',
      url: '/api/staff/sessions',
      headers: { cookie: session },
    });
    const current = (sessions.body as { sessions: { ref: string; current: boolean }[] }).sessions.find(
      (entry) => entry.current,
    );
    expect(current?.ref).toBe(signedIn.sessionRef);

    // The same signed challenge again: refused, and recorded against the passkey's account.
    const replayed = await entryOf(() => fromSite('/api/staff/passkey-session', { credential: assertion }));
    expect(replayed).toMatchObject({
      action: 'session.sign-in-failed',
      accountId: account.id,
      sessionRef: null,
      details: { method: 'passkey' },
    });

    const removed = await entryOf(() =>
      call(app, {
        method: 'DELETE',
        url: `/api/staff/passkeys/${credential.id}`,
        headers: { cookie: session, origin: site.origin, host: site.host },
      }),
    );
    expect(removed).toMatchObject({
      action: 'passkey.remove',
      accountId: account.id,
      sessionRef: signedIn.sessionRef,
      recordType: 'passkey',
      recordId: credential.id,
    });
    // A passkey no longer on any account: refused, and recorded without an account.
    const nextOptions = await fromSite('/api/staff/passkey-session/options');
    const unknown = await entryOf(() =>
      fromSite('/api/staff/passkey-session', {
        credential: authenticator.authenticate(
          nextOptions.body as unknown as PublicKeyCredentialRequestOptionsJSON,
        ),
      }),
    );
    expect(unknown).toMatchObject({
      action: 'session.sign-in-failed',
      accountId: null,
      details: { method: 'passkey' },
    });
  });

  it('shows a changed or deleted row to `npm run audit:verify`', async () => {
    expect((await auditVerifyReport(suite.store.audit)).exitCode).toBe(0);
    const handle = createDatabase(suite.target.options);
    try {
      const [target] = await suite.store.audit.entries(3, 1);
      await sql`update audit_log set details = ${'{"before":{"price":1}}'} where seq = ${target!.seq}`.execute(
        handle.db,
      );
      const report = await auditVerifyReport(suite.store.audit);
      expect(report.exitCode).toBe(1);
      expect(report.message).toContain(`#${target!.seq}`);
    } finally {
      await handle.db.destroy();
    }
  });
});
