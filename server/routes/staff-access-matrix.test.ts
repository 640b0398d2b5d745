import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminMessages } from '#contract/admin-session.ts';
import { confirmationLifetimeMinutes, type Endpoint, type EndpointAccess } from '#contract/endpoint.ts';
import { rolesAllow, staffRoles, type StaffRole } from '#contract/staff-roles.ts';
import { contractEndpoints } from '#testing/contract-endpoints.ts';
import { accountSessionCookie, buildTestApp, call, signIn } from '#testing/test-app.ts';
import { createStoreTarget, describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';
import { openStore, type Store } from '../store/store.ts';

/**
 * Every staff endpoint of the contract, called by every kind of caller: the status follows from
 * the access the endpoint declares. A new staff endpoint fails here until it has a sample request.
 */

const staffEndpoints = contractEndpoints.filter(
  (endpoint): endpoint is Endpoint & { access: Exclude<EndpointAccess, 'public'> } =>
    endpoint.access !== 'public',
);

const tablet = { name: 'Amlodipine 5 mg', genericName: 'Amlodipine besylate', price: 18.5 };
const missingTablet = '00000000-0000-4000-8000-000000000000';
let batchNumbers = 0;
const batch = () => ({
  productSlug: 'cardiohealth-plus',
  batchNumber: `ACM-${(batchNumbers += 1)}`,
  manufacturedOn: '2026-01-05',
  expiresOn: '2028-12-31',
  quantity: 1000,
  siteId: 'nacharam',
  status: 'released',
});

/** A request each staff endpoint accepts from an allowed caller, and the status it then answers. */
type SampleRequest = Omit<InjectOptions, 'method'>;
let invited = 0;
const samples: Record<
  string,
  {
    request: SampleRequest | (() => SampleRequest);
    allowed: number;
    byAdminKey?: number;
    /** It signs the other callers out, so their sessions are opened again after it. */
    endsOtherSessions?: boolean;
  }
> = {
  createTablet: { request: { url: '/api/tablets', payload: tablet }, allowed: 201 },
  updateTablet: {
    request: { url: `/api/tablets/${missingTablet}`, payload: { ...tablet, version: 1 } },
    allowed: 404,
  },
  deleteTablet: { request: { url: `/api/tablets/${missingTablet}` }, allowed: 404 },
  listBatches: { request: { url: '/api/batches' }, allowed: 200 },
  createBatch: { request: () => ({ url: '/api/batches', payload: batch() }), allowed: 201 },
  makeBatchLabels: { request: { url: '/api/batches/999999/labels', payload: { count: 1 } }, allowed: 404 },
  updateBatch: { request: { url: '/api/batches/999999', payload: { ...batch(), version: 1 } }, allowed: 404 },
  importBatches: {
    request: () => {
      const { batchNumber } = batch();
      return {
        url: '/api/batches/import',
        payload: {
          csv: `product,batch_number,manufactured_on,expires_on,quantity,site\nCardioHealth Plus,${batchNumber},2026-01-05,2028-12-31,500,nacharam\n`,
        },
      };
    },
    allowed: 201,
  },
  listRecalls: { request: { url: '/api/recalls' }, allowed: 200 },
  listProducts: { request: { url: '/api/products' }, allowed: 200 },
  listProductNames: { request: { url: '/api/products/names' }, allowed: 200 },
  readProduct: { request: { url: '/api/products/no-such-product' }, allowed: 404 },
  // A draft of a version the product does not have: refused after the gate, so nothing is saved.
  saveProductDraft: {
    request: {
      url: '/api/products/heartguard-coq10/draft',
      payload: {
        baseVersion: 999,
        record: {
          name: 'HeartGuard CoQ10',
          category: 'Heart Health',
          description: 'A sample draft.',
          price: 599,
          manufacturer: 'Aarogya Life Sciences',
          prescriptionRequired: false,
          composition: [],
          strength: '100 mg',
          dosageForm: 'Softgel capsule',
          packSize: '30 softgels',
          storage: 'Store below 25 °C.',
          shelfLife: '24 months',
          usage: ['As a dietary supplement.'],
        },
        translations: {},
      },
    },
    allowed: 409,
  },
  approveProductDraft: { request: { url: '/api/products/no-such-product/draft/approval' }, allowed: 404 },
  publishProductDraft: { request: { url: '/api/products/no-such-product/draft/publication' }, allowed: 404 },
  listProductVersions: { request: { url: '/api/products/no-such-product/versions' }, allowed: 404 },
  // A version the product never had: refused after the gate, so nothing is rolled back.
  restoreProductVersion: {
    request: { url: '/api/products/heartguard-coq10/versions/999/restoration', payload: { baseVersion: 1 } },
    allowed: 404,
  },
  previewProductDraft: { request: { url: '/api/products/no-such-product/draft/preview' }, allowed: 404 },
  // A product the master lacks: refused after the gate, before the picture is read, so nothing is kept.
  uploadProductPackShot: {
    request: { url: '/api/products/no-such-product/pack-shot', payload: Buffer.from('not a picture') },
    allowed: 404,
  },
  exportProducts: { request: { url: '/api/products/export' }, allowed: 200 },
  // A dry run: each allowed caller gets past the gate to the same answer, and nothing is saved.
  importProducts: {
    request: {
      url: '/api/products/import',
      payload: { csv: 'slug,price\nheartguard-coq10,649.50\n', dryRun: true },
    },
    allowed: 200,
  },
  // A batch the product does not have: refused after the gate, so nothing is published.
  publishRecall: {
    request: {
      url: '/api/recalls',
      payload: {
        productSlug: 'cardiohealth-plus',
        batchNumbers: ['NO-SUCH-BATCH'],
        recallClass: 'III',
        reason: 'safety',
        details: 'A sample notice.',
        patientAction: 'Nothing.',
        pharmacyAction: 'Nothing.',
        doctorAction: 'Nothing.',
      },
    },
    allowed: 400,
  },
  updateRecall: {
    request: {
      url: '/api/recalls/999999',
      payload: {
        recallClass: 'III',
        reason: 'safety',
        details: 'A sample notice.',
        patientAction: 'Nothing.',
        pharmacyAction: 'Nothing.',
        doctorAction: 'Nothing.',
        status: 'open',
        version: 1,
      },
    },
    allowed: 404,
  },
  listInbox: { request: { url: '/api/inbox' }, allowed: 200 },
  exportInbox: { request: { url: '/api/inbox.csv' }, allowed: 200 },
  readInboxItem: { request: { url: '/api/inbox/999999' }, allowed: 404 },
  changeInboxItemStatus: {
    request: { url: '/api/inbox/999999', payload: { status: 'handled' } },
    allowed: 404,
  },
  erasePersonalData: { request: { url: '/api/personal-data?email=nobody%40example.in' }, allowed: 200 },
  assignInboxItem: {
    request: { url: '/api/inbox/999999/assignee', payload: { accountId: 'AAAAAAAAAAAAAAAA' } },
    allowed: 404,
  },
  unassignInboxItem: { request: { url: '/api/inbox/999999/assignee' }, allowed: 404 },
  listInboxAssignees: { request: { url: '/api/inbox/assignees?kind=contact' }, allowed: 200 },
  readInboxOverview: { request: { url: '/api/inbox/overview' }, allowed: 200 },
  listReplyTemplates: { request: { url: '/api/reply-templates' }, allowed: 200 },
  // A body the contract refuses: each allowed caller gets past the gate to the same 400.
  createReplyTemplate: {
    request: { url: '/api/reply-templates', payload: { kind: 'contact', name: '', body: 'Text' } },
    allowed: 400,
  },
  updateReplyTemplate: {
    request: {
      url: '/api/reply-templates/999999',
      payload: { kind: 'contact', name: 'Matrix', body: 'Text' },
    },
    allowed: 404,
  },
  deleteReplyTemplate: { request: { url: '/api/reply-templates/999999' }, allowed: 404 },
  assessSafetyCase: {
    request: { url: '/api/inbox/999999/case', payload: { criteria: ['death'], dayZero: '2026-11-01' } },
    allowed: 404,
  },
  downloadInboxQuotation: { request: { url: '/api/inbox/999999/replies/0/quotation' }, allowed: 404 },
  replyToInboxItem: {
    request: { url: '/api/inbox/999999/replies', payload: { body: 'Thank you for writing.' } },
    allowed: 404,
  },
  // The admin key has no account of its own: its session is allowed, and told so (409).
  listOwnPasskeys: { request: { url: '/api/staff/passkeys' }, allowed: 200, byAdminKey: 409 },
  startPasskeyRegistration: {
    request: { url: '/api/staff/passkeys/options' },
    allowed: 200,
    byAdminKey: 409,
  },
  addPasskey: {
    request: {
      url: '/api/staff/passkeys',
      payload: {
        name: 'Laptop',
        credential: {
          id: 'x',
          rawId: 'x',
          type: 'public-key',
          response: { clientDataJSON: 'e30' },
          clientExtensionResults: {},
        },
      },
    },
    allowed: 400,
    byAdminKey: 409,
  },
  removePasskey: { request: { url: '/api/staff/passkeys/nothing-here' }, allowed: 404, byAdminKey: 409 },
  listOwnSessions: { request: { url: '/api/staff/sessions' }, allowed: 200, byAdminKey: 409 },
  endOwnSession: { request: { url: '/api/staff/sessions/0123456789abcdef' }, allowed: 404, byAdminKey: 409 },
  endOwnOtherSessions: { request: { url: '/api/staff/sessions' }, allowed: 200, byAdminKey: 409 },
  // Accounts made for the matrix have no password, so they have no codes or authenticator to replace.
  replaceOwnRecoveryCodes: { request: { url: '/api/staff/recovery-codes' }, allowed: 400, byAdminKey: 409 },
  // Wrong passwords count per address: each of these from its own, so none reaches the limit.
  changeOwnPassword: {
    request: {
      url: '/api/staff/password',
      payload: { currentPassword: 'not the password at all', newPassword: 'a long enough new password here' },
      remoteAddress: '198.51.100.21',
    },
    allowed: 400,
    byAdminKey: 409,
  },
  startAuthenticatorChange: {
    request: { url: '/api/staff/authenticator/setup' },
    allowed: 400,
    byAdminKey: 409,
  },
  readOwnAlerts: { request: { url: '/api/staff/alerts' }, allowed: 200, byAdminKey: 409 },
  // A push address that is not HTTPS: each allowed caller gets past the gate to the same 400.
  turnOnAlerts: {
    request: {
      url: '/api/staff/alerts',
      payload: {
        subscription: { endpoint: 'http://push.example/1', keys: { p256dh: 'AAAA', auth: 'AAAA' } },
        kinds: ['contact'],
      },
    },
    allowed: 400,
    byAdminKey: 400,
  },
  turnOffAlerts: { request: { url: '/api/staff/alerts/nothing-here' }, allowed: 404, byAdminKey: 409 },
  sendTestAlert: { request: { url: '/api/staff/alert-test' }, allowed: 200, byAdminKey: 409 },
  readOwnConfirmation: { request: { url: '/api/staff/confirmation' }, allowed: 200, byAdminKey: 409 },
  confirmOwnIdentity: {
    request: {
      url: '/api/staff/confirmation',
      payload: { password: 'not the password at all', code: '123456' },
      remoteAddress: '198.51.100.22',
    },
    allowed: 400,
    byAdminKey: 409,
  },
  confirmAuthenticatorChange: {
    request: { url: '/api/staff/authenticator', payload: { pending: 'not.a.setup', code: '123456' } },
    // No setup was started: it cannot be confirmed.
    allowed: 400,
    byAdminKey: 409,
  },
  endStaffSessions: { request: { url: '/api/staff/accounts/AAAAAAAAAAAAAAAA/sessions' }, allowed: 404 },
  endEveryStaffSession: {
    request: { url: '/api/staff/accounts/sessions' },
    allowed: 200,
    endsOtherSessions: true,
  },
  listAuditLog: { request: { url: '/api/audit?limit=5' }, allowed: 200 },
  exportAuditLog: { request: { url: '/api/audit.csv?action=tablet.create' }, allowed: 200 },
  listStaffAccounts: { request: { url: '/api/staff/accounts' }, allowed: 200 },
  inviteStaffMember: {
    request: () => {
      invited += 1;
      const payload = {
        email: `person.${invited}@aarogya.example`,
        displayName: 'New Person',
        roles: ['sales'],
      };
      return { url: '/api/staff/accounts', payload };
    },
    allowed: 201,
  },
  changeStaffAccount: {
    request: { url: '/api/staff/accounts/AAAAAAAAAAAAAAAA', payload: { disabled: true } },
    allowed: 404,
  },
  reinviteStaffMember: { request: { url: '/api/staff/accounts/AAAAAAAAAAAAAAAA/invitation' }, allowed: 404 },
};

type Caller = { name: string; roles: StaffRole[] | 'none' };
/** Signed in longer ago than a confirmation lasts, and not confirmed since. */
const unconfirmed = 'an owner account that has not confirmed lately';
const callers: Caller[] = [
  { name: 'no session', roles: 'none' },
  { name: 'a disabled account', roles: 'none' },
  { name: 'the admin key', roles: ['owner'] },
  ...staffRoles.map((role) => ({ name: `a ${role} account`, roles: [role] })),
  { name: unconfirmed, roles: ['owner'] },
];
const beforeConfirmationLapsed = () => Date.now() - (confirmationLifetimeMinutes + 1) * 60 * 1000;

describeForEachEngine('staff endpoints × callers', (engine) => {
  const suite = useSuiteStore(engine);
  let app: FastifyInstance;
  const cookies = new Map<string, string>();

  const accounts = new Map<string, string>();
  /** A session for every caller; again after a call that signs everyone else out. */
  const openSessions = async () => {
    cookies.set('the admin key', await signIn(app));
    for (const [caller, accountId] of accounts)
      cookies.set(
        caller,
        await accountSessionCookie(
          suite.store,
          accountId,
          caller === unconfirmed ? beforeConfirmationLapsed : Date.now,
        ),
      );
  };

  beforeAll(async () => {
    app = await buildTestApp(suite.store);
    for (const role of staffRoles) {
      const account = await suite.store.staffAccounts.create({
        email: `${role}@aarogya.example`,
        displayName: `${role} staff`,
        roles: [role],
      });
      accounts.set(`a ${role} account`, account.id);
    }
    const leaver = await suite.store.staffAccounts.create({
      email: 'leaver@aarogya.example',
      displayName: 'Leaver',
      roles: ['owner'],
    });
    accounts.set('a disabled account', leaver.id);
    const lapsed = await suite.store.staffAccounts.create({
      email: 'lapsed@aarogya.example',
      displayName: 'Lapsed',
      roles: ['owner'],
    });
    accounts.set(unconfirmed, lapsed.id);
    await openSessions();
    await suite.store.staffAccounts.change(leaver.id, { disabled: true });
  });
  afterAll(() => app.close());

  it('has a sample request for every staff endpoint', () => {
    expect(Object.keys(samples).sort()).toEqual(
      staffEndpoints.map((endpoint) => endpoint.operationId).sort(),
    );
  });

  for (const endpoint of staffEndpoints) {
    for (const caller of callers) {
      const allowed = caller.roles !== 'none' && rolesAllow(caller.roles, endpoint.access.roles);
      const sample = samples[endpoint.operationId];
      const allowedStatus =
        caller.name === 'the admin key' ? (sample?.byAdminKey ?? sample?.allowed) : sample?.allowed;
      const needsConfirmation = caller.name === unconfirmed && endpoint.access.confirmed === true;
      const expected = caller.roles === 'none' ? 401 : allowed && !needsConfirmation ? allowedStatus : 403;
      it(`${endpoint.operationId} by ${caller.name} → ${expected}`, async () => {
        if (!sample) throw new Error(`no sample request for ${endpoint.operationId}`);
        const cookie = cookies.get(caller.name);
        const answer = await app.inject({
          method: endpoint.method,
          ...(typeof sample.request === 'function' ? sample.request() : sample.request),
          headers: cookie ? { cookie } : {},
        });
        if (sample.endsOtherSessions) await openSessions();
        expect(answer.statusCode).toBe(expected);
        expect(Object.keys(endpoint.answers)).toContain(String(expected));
        if (expected === 401) expect(answer.json()).toEqual({ error: adminMessages.loginRequired });
        if (expected === 403)
          expect(answer.json()).toEqual({
            error: needsConfirmation ? adminMessages.confirmationRequired : adminMessages.roleNotAllowed,
          });
        // The admin key has no account: an endpoint for one's own account says so, in its own words.
        if (caller.name === 'the admin key' && 'ownAccount' in endpoint.access && expected === 409)
          expect(answer.json()).toEqual({ error: endpoint.access.ownAccount });
      });
    }
  }
});

describeForEachEngine('roles within the inbox', (engine) => {
  const suite = useSuiteStore(engine);
  let app: FastifyInstance;
  let sales: string;
  let safety: string;
  let reportId: number;
  let messageId: number;

  beforeAll(async () => {
    app = await buildTestApp(suite.store);
    const cookieOf = async (role: 'sales' | 'safety') => {
      const account = await suite.store.staffAccounts.create({
        email: `${role}@in.example`,
        displayName: role,
        roles: [role],
      });
      return accountSessionCookie(suite.store, account.id);
    };
    sales = await cookieOf('sales');
    safety = await cookieOf('safety');
    const message = await suite.store.leads.create({
      kind: 'contact',
      fields: {
        name: 'Asha Rao',
        email: 'asha@example.in',
        subject: 'Stockist',
        message: 'Call me.',
        terms: true,
      },
      notify: false,
    });
    messageId = message.id;
    const report = await suite.store.leads.create({
      kind: 'adverse-event',
      fields: {
        reporterName: 'Ravi Kumar',
        reporterEmail: 'ravi@example.in',
        reporterType: 'patient',
        productName: 'AllerClear',
        description: 'Rash after the second tablet.',
        startedOn: '2026-11-01',
        seriousness: 'medical-care',
        consentToContact: true,
      },
      notify: false,
    });
    reportId = report.id;
  });
  afterAll(() => app.close());

  it('shows sales the contact messages and drug safety the adverse-event reports, and neither the other', async () => {
    const salesList = await call(app, { method: 'GET', url: '/api/inbox', headers: { cookie: sales } });
    expect((salesList.body as { items: { id: number }[] }).items.map((item) => item.id)).toEqual([messageId]);
    expect((salesList.body as { unread: Record<string, number> }).unread['adverse-event']).toBe(0);
    const safetyList = await call(app, { method: 'GET', url: '/api/inbox', headers: { cookie: safety } });
    expect((safetyList.body as { items: { id: number }[] }).items.map((item) => item.id)).toEqual([reportId]);

    for (const [cookie, hidden] of [
      [sales, reportId],
      [safety, messageId],
    ] as const) {
      expect(
        (await call(app, { method: 'GET', url: `/api/inbox/${hidden}`, headers: { cookie } })).status,
      ).toBe(404);
      const change = await call(app, {
        method: 'PATCH',
        url: `/api/inbox/${hidden}`,
        headers: { cookie },
        payload: { status: 'spam' },
      });
      expect(change.status).toBe(404);
    }
    const csv = await app.inject({ method: 'GET', url: '/api/inbox.csv', headers: { cookie: sales } });
    expect(csv.body).toContain('Asha Rao');
    expect(csv.body).not.toContain('Ravi Kumar');
    // The hidden report stayed unread and unchanged.
    expect((await suite.store.leads.unreadCounts())['adverse-event']).toBe(1);
    expect((await suite.store.leads.find(reportId))?.status).toBe('new');
  });
});

describeForEachEngine('disabling an account on one instance', (engine) => {
  const stores: Store[] = [];
  const apps: FastifyInstance[] = [];
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const target = await createStoreTarget(engine);
    dispose = () => target.dispose();
    for (let instance = 0; instance < 2; instance += 1) {
      const store = await openStore({ ...target.options });
      stores.push(store);
      apps.push(await buildTestApp(store));
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const store of stores) await store.close();
    await dispose();
  });

  it('refuses its very next request on the other', async () => {
    const [first, second] = stores as [Store, Store];
    const account = await first.staffAccounts.create({
      email: 'leaver@in.example',
      displayName: 'Leaver',
      roles: ['catalogue'],
    });
    const cookie = await accountSessionCookie(first, account.id);
    const create = () =>
      call(apps[1]!, { method: 'POST', url: '/api/tablets', headers: { cookie }, payload: tablet });
    expect((await create()).status).toBe(201);
    await first.staffAccounts.change(account.id, { disabled: true });
    expect((await create()).status).toBe(401);
    // Enabling the account again does not revive the ended session.
    await second.staffAccounts.change(account.id, { disabled: false });
    expect((await create()).status).toBe(401);
  });
});
