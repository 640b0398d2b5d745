import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fillTemplate, type ReplyTemplate, templateMessages } from '#contract/reply-templates.ts';
import type { StaffRole } from '#contract/staff-roles.ts';
import { accountSessionCookie, buildTestApp, call } from '#testing/test-app.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';

describeForEachEngine('reply templates', (engine) => {
  const suite = useSuiteStore(engine);
  let app: FastifyInstance;
  const cookies: Record<string, string> = {};

  const staff = async (name: string, roles: StaffRole[]) => {
    const account = await suite.store.staffAccounts.create({
      email: `${name.toLowerCase()}@aarogya.example`,
      displayName: name,
      roles,
    });
    cookies[name] = await accountSessionCookie(suite.store, account.id);
  };
  const request = (as: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    call(app, { method, url, headers: { cookie: cookies[as]! }, ...(payload ? { payload } : {}) });
  const templatesOf = async (as: string) =>
    ((await request(as, 'GET', '/api/reply-templates')).body as { templates: ReplyTemplate[] }).templates;

  beforeAll(async () => {
    app = await buildTestApp(suite.store);
    await staff('Anita', ['sales']);
    await staff('Chitra', ['safety']);
  });
  afterAll(() => app.close());

  it('starts with one template per kind, each shown only to those who handle its kind', async () => {
    expect((await templatesOf('Anita')).map((template) => template.kind)).toEqual(['contact', 'quote']);
    expect((await templatesOf('Chitra')).map((template) => template.name)).toEqual(['Follow-up questions']);
  });

  it('is added, changed and deleted by its kind’s staff, each change one audit entry, and hidden from others', async () => {
    const before = (await suite.store.audit.head()).lastSeq;
    const created = await request('Anita', 'POST', '/api/reply-templates', {
      kind: 'quote',
      name: 'Out of stock',
      body: 'Dear {name}, {product} is out of stock until March.',
    });
    expect(created.status).toBe(201);
    const { template } = created.body as { template: ReplyTemplate };
    const changed = await request('Anita', 'PUT', `/api/reply-templates/${template.id}`, {
      kind: 'quote',
      name: 'Out of stock',
      body: 'Dear {name}, {product} is back in April.',
    });
    expect((changed.body as { template: ReplyTemplate }).template.body).toBe(
      'Dear {name}, {product} is back in April.',
    );
    expect((await request('Chitra', 'DELETE', `/api/reply-templates/${template.id}`)).status).toBe(404);
    const otherKind = await request('Chitra', 'POST', '/api/reply-templates', {
      kind: 'quote',
      name: 'Mine',
      body: 'x',
    });
    expect(otherKind.status).toBe(403);
    expect(otherKind.body).toMatchObject({ error: templateMessages.kindNotYours });
    expect((await request('Anita', 'DELETE', `/api/reply-templates/${template.id}`)).status).toBe(204);
    expect((await templatesOf('Anita')).map((entry) => entry.id)).not.toContain(template.id);

    const entries = (await suite.store.audit.entries(before, 20)).filter((entry) =>
      entry.action.startsWith('template.'),
    );
    expect(entries.map((entry) => entry.action)).toEqual([
      'template.create',
      'template.update',
      'template.delete',
    ]);
    expect(entries[1]!.details).toMatchObject({
      before: { body: 'Dear {name}, {product} is out of stock until March.' },
    });
  });

  it('refuses a template without a name or text, or of a kind that takes no replies', async () => {
    const empty = await request('Anita', 'POST', '/api/reply-templates', {
      kind: 'quote',
      name: ' ',
      body: '',
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      fields: { name: templateMessages.nameRequired, body: templateMessages.bodyRequired },
    });
    const signUp = await request('Anita', 'POST', '/api/reply-templates', {
      kind: 'newsletter',
      name: 'N',
      body: 'B',
    });
    expect(signUp.body).toMatchObject({ fields: { kind: templateMessages.kindInvalid } });
  });
});

it('fills {name}, {reference} and {product}, and leaves other braces as written', () => {
  expect(
    fillTemplate('Dear {name}, about {product} ({reference}); {other} stays.', {
      name: 'Priya',
      reference: 'Q-2026-7K3M9PXD',
    }),
  ).toBe('Dear Priya, about  (Q-2026-7K3M9PXD); {other} stays.');
});
