import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, call, freshClockStart, signIn } from '#testing/test-app.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';

const password = 'tamarind rice by the charminar';

type Answer = Awaited<ReturnType<typeof call>>;
/** What a client can tell apart: the status, the body and whether it is told to wait. */
const seen = (answer: Answer) => ({
  status: answer.status,
  body: answer.body,
  waits: answer.headers['retry-after'] !== undefined,
});

describeForEachEngine(
  'a staff sign-in tells nothing about the password without the second factor',
  (engine) => {
    const suite = useSuiteStore(engine);
    let app: FastifyInstance;
    let owner: string;
    let clock: number;
    const codeAt = (secret: string) => generate({ secret, epoch: Math.floor(clock / 1000) });

    beforeAll(async () => {
      clock = freshClockStart();
      app = await buildTestApp(suite.store, { now: () => clock });
      owner = await signIn(app);
    });
    afterAll(() => app.close());

    const signInWith = (payload: { email: string; password: string; code: string }, remoteAddress: string) =>
      call(app, { method: 'POST', url: '/api/staff/session', payload, remoteAddress });

    /** Invites and registers a person with a password and an authenticator; answers their id and TOTP secret. */
    const register = async (email: string) => {
      const created = await call(app, {
        method: 'POST',
        url: '/api/staff/accounts',
        headers: { cookie: owner },
        payload: { email, displayName: 'Farhana Begum', roles: ['sales'] },
      });
      const { account, invitation } = created.body as {
        account: { id: string };
        invitation: { token: string };
      };
      const opened = await call(app, {
        method: 'POST',
        url: '/api/staff/invitations/open',
        payload: { token: invitation.token },
      });
      const { totpSecret } = opened.body as { totpSecret: string };
      const accepted = await call(app, {
        method: 'POST',
        url: '/api/staff/invitations/accept',
        payload: { token: invitation.token, password, code: await codeAt(totpSecret) },
      });
      expect(accepted.status).toBe(200);
      clock += 30_000;
      return { accountId: account.id, totpSecret };
    };

    it('answers the issue’s sequence alike whether the right password is in it or not', async () => {
      await register('control@aarogya.example');
      await register('target@aarogya.example');
      const control: Answer[] = [];
      for (let attempt = 1; attempt <= 10; attempt += 1)
        control.push(
          await signInWith(
            { email: 'control@aarogya.example', password: `wrong candidate ${attempt}`, code: '000000' },
            '198.18.5.2',
          ),
        );
      control.push(
        await signInWith(
          { email: 'control@aarogya.example', password: 'known wrong probe', code: '000000' },
          '198.18.5.2',
        ),
      );

      const probed: Answer[] = [];
      for (let attempt = 1; attempt <= 9; attempt += 1)
        probed.push(
          await signInWith(
            { email: 'target@aarogya.example', password: `wrong candidate ${attempt}`, code: '000000' },
            '198.18.5.3',
          ),
        );
      probed.push(
        await signInWith({ email: 'target@aarogya.example', password, code: '000000' }, '198.18.5.3'),
      );
      probed.push(
        await signInWith(
          { email: 'target@aarogya.example', password: 'known wrong probe', code: '000000' },
          '198.18.5.3',
        ),
      );

      expect(probed.map(seen)).toEqual(control.map(seen));
      expect(control.map((answer) => answer.status)).toEqual([...Array<number>(10).fill(401), 429]);
    });

    it('once an account’s limit is full, answers a wrong and a right password alike, from any address', async () => {
      const { totpSecret } = await register('limited@aarogya.example');
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const guess = attempt % 2 === 0 ? `guess number ${attempt}` : password;
        const answer = await signInWith(
          { email: 'limited@aarogya.example', password: guess, code: '000000' },
          `198.18.6.${attempt + 1}`,
        );
        expect(answer.status).toBe(401);
      }
      const wrong = await signInWith(
        { email: 'limited@aarogya.example', password: 'another guess entirely', code: '000000' },
        '198.18.6.50',
      );
      const right = await signInWith(
        { email: 'limited@aarogya.example', password, code: await codeAt(totpSecret) },
        '198.18.6.51',
      );
      expect(wrong.status).toBe(429);
      expect(seen(right)).toEqual(seen(wrong));
      // An address no account has answers alike too, so the limit does not tell which accounts exist.
      for (let attempt = 0; attempt < 10; attempt += 1)
        await signInWith(
          { email: 'nobody-here@aarogya.example', password: `guess ${attempt}`, code: '000000' },
          `198.18.7.${attempt + 1}`,
        );
      const unknown = await signInWith(
        { email: 'nobody-here@aarogya.example', password: 'guess again', code: '000000' },
        '198.18.7.50',
      );
      expect(seen(unknown)).toEqual(seen(wrong));

      clock += 15 * 60 * 1000;
      const later = await signInWith(
        { email: 'limited@aarogya.example', password, code: await codeAt(totpSecret) },
        '198.18.6.51',
      );
      expect(later.status).toBe(204);
    });

    it('records a wrong password and a wrong code after the right password apart in the audit log', async () => {
      const { accountId } = await register('audited@aarogya.example');
      const wrongPassword = await signInWith(
        { email: 'audited@aarogya.example', password: 'not the password at all', code: '000000' },
        '198.18.8.1',
      );
      const wrongCode = await signInWith(
        { email: 'audited@aarogya.example', password, code: '000000' },
        '198.18.8.1',
      );
      expect(seen(wrongCode)).toEqual(seen(wrongPassword));
      const audit = await call(app, {
        method: 'GET',
        url: `/api/audit?action=session.sign-in-failed&accountId=${accountId}`,
        headers: { cookie: owner },
      });
      const entries = (audit.body as { entries: { details: Record<string, unknown> }[] }).entries;
      expect(entries.map((entry) => entry.details)).toEqual([
        { method: 'password', stage: 'code' },
        { method: 'password', stage: 'password' },
      ]);
    });
  },
);
