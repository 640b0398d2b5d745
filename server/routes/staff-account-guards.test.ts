import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { staffAccountMessages } from '#contract/staff-accounts.ts';
import { accountSessionCookie, buildTestApp, call, freshClockStart, signIn } from '#testing/test-app.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';

describeForEachEngine('guards on changing staff accounts', (engine) => {
  const suite = useSuiteStore(engine);
  let app: FastifyInstance;
  let key: string;
  let clock: number;

  beforeAll(async () => {
    clock = freshClockStart();
    app = await buildTestApp(suite.store, { now: () => clock });
    key = await signIn(app);
  });
  afterAll(() => app.close());

  const invite = async (email: string, roles: string[]) => {
    const answer = await call(app, {
      method: 'POST',
      url: '/api/staff/accounts',
      headers: { cookie: key },
      payload: { email, displayName: 'Lalitha Menon', roles },
    });
    expect(answer.status).toBe(201);
    return answer.body as { account: { id: string }; invitation: { token: string } };
  };
  const change = (cookie: string, id: string, payload: object) =>
    call(app, { method: 'PATCH', url: `/api/staff/accounts/${id}`, headers: { cookie }, payload });
  const enabledOwners = async () =>
    (await suite.store.staffAccounts.list()).filter(
      (account) => account.disabledAt === null && account.roles.includes('owner'),
    );

  it('does not let a disabled account’s invitation work again once the account is enabled', async () => {
    const { account, invitation } = await invite('returning@aarogya.example', ['sales']);
    const open = () =>
      call(app, { method: 'POST', url: '/api/staff/invitations/open', payload: { token: invitation.token } });
    expect((await open()).status).toBe(200);
    expect((await change(key, account.id, { disabled: true })).status).toBe(200);
    expect((await open()).status).toBe(404);
    expect((await change(key, account.id, { disabled: false })).status).toBe(200);
    expect(await open()).toMatchObject({
      status: 404,
      body: { error: staffAccountMessages.invitationInvalid },
    });
    // A new invitation works.
    const again = await call(app, {
      method: 'POST',
      url: `/api/staff/accounts/${account.id}/invitation`,
      headers: { cookie: key },
    });
    const token = (again.body as { invitation: { token: string } }).invitation.token;
    expect(
      (await call(app, { method: 'POST', url: '/api/staff/invitations/open', payload: { token } })).status,
    ).toBe(200);
  });

  it('keeps an owner from taking away its own owner role or disabling itself', async () => {
    const { account } = await invite('self.owner@aarogya.example', ['owner']);
    const own = await accountSessionCookie(suite.store, account.id, () => clock);
    expect(await change(own, account.id, { roles: ['sales'] })).toMatchObject({
      status: 409,
      body: { error: staffAccountMessages.ownOwnerRole },
    });
    expect((await change(own, account.id, { disabled: true })).status).toBe(409);
    // Adding roles to its own account is fine.
    expect(await change(own, account.id, { roles: ['owner', 'safety'] })).toMatchObject({
      status: 200,
      body: { account: { roles: ['owner', 'safety'] } },
    });
  });

  it('always leaves one enabled owner', async () => {
    const owners = await enabledOwners();
    // Every owner but one is disabled by the key.
    for (const owner of owners.slice(1))
      expect((await change(key, owner.id, { disabled: true })).status).toBe(200);
    const last = owners[0]!;
    expect(await change(key, last.id, { disabled: true })).toMatchObject({
      status: 409,
      body: { error: staffAccountMessages.lastOwner },
    });
    expect((await change(key, last.id, { roles: ['catalogue'] })).status).toBe(409);
    expect(await enabledOwners()).toHaveLength(1);
    // With another owner in place, the first may go.
    const { account } = await invite('next.owner@aarogya.example', ['owner']);
    expect((await change(key, last.id, { roles: ['catalogue'] })).status).toBe(200);
    expect((await enabledOwners()).map((owner) => owner.id)).toEqual([account.id]);
  });

  it('lets exactly one of two owners step down when both are changed at the same moment', async () => {
    // Five rounds: each pair's two changes go to the store together, in either order.
    for (let round = 0; round < 5; round += 1) {
      const first = await invite(`first.twin.${round}@aarogya.example`, ['owner']);
      const second = await invite(`second.twin.${round}@aarogya.example`, ['owner']);
      // Every other owner steps down, so that only the two new ones remain.
      for (const owner of await enabledOwners())
        if (owner.id !== first.account.id && owner.id !== second.account.id)
          expect((await change(key, owner.id, { roles: ['catalogue'] })).status).toBe(200);
      const answers = await Promise.all([
        change(key, first.account.id, { disabled: true }),
        change(key, second.account.id, { roles: ['sales'] }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)?.body).toEqual({
        error: staffAccountMessages.lastOwner,
      });
      // The refused change left its account as it was: still an enabled owner, the only one.
      const refused = answers[0]!.status === 409 ? first.account.id : second.account.id;
      expect((await enabledOwners()).map((owner) => owner.id)).toEqual([refused]);
    }
  });
});
