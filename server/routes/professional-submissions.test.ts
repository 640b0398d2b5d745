import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { InboxList } from '#contract/inbox.ts';
import { leadMessages } from '#contract/lead-texts.ts';
import type { StaffRole } from '#contract/staff-roles.ts';
import { accountSessionCookie, buildTestApp, call } from '#testing/test-app.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';

let ip = 0;
const fromNewAddress = () => ({ remoteAddress: `10.12.${Math.floor(++ip / 250)}.${ip % 250}` });

const question = {
  name: 'Dr. Lakshmi Rao',
  profession: 'doctor',
  registrationNumber: 'TSMC/FMR/12345',
  institution: 'Care Clinic, Warangal',
  email: 'lakshmi.rao@example.in',
  productName: 'NeuroVital',
  question: 'Can NeuroVital be taken with metformin?',
  urgency: 'urgent',
  agreed: true,
};

/** A real GSTIN's shape with a valid check character, registered in Maharashtra (27). */
const application = {
  firmName: 'Sai Medical Agencies',
  gstin: '27aapfu0939f1zv',
  licenceType: 'wholesale',
  licence20: 'MH-MZ4-123456',
  licence21: 'MH-MZ4-123457',
  address: 'Shop 4, Station Road\nNagpur',
  state: 'Maharashtra',
  pinCode: '440001',
  contactPerson: 'Suresh Patil',
  email: 'orders@saimedical.example.in',
  phone: '+91 712 255 0000',
  areasServed: 'Nagpur and Wardha districts',
  monthlyVolume: '5-25-lakh',
  agreed: true,
};

describeForEachEngine('medical-information requests and distributor applications', (engine) => {
  const suite = useSuiteStore(engine);
  let app: FastifyInstance;
  const cookies: Record<string, string> = {};

  const staff = async (name: string, roles: StaffRole[]) => {
    const account = await suite.store.staffAccounts.create({
      email: `${name.toLowerCase()}-${engine}@aarogya.example`,
      displayName: name,
      roles,
    });
    cookies[name] = await accountSessionCookie(suite.store, account.id);
  };
  const send = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, ...fromNewAddress() });
  const inboxOf = async (name: string, q: string) =>
    (
      await call(app, {
        method: 'GET',
        url: `/api/inbox?q=${encodeURIComponent(q)}`,
        headers: { cookie: cookies[name]! },
      })
    ).body as unknown as InboxList;

  beforeAll(async () => {
    app = await buildTestApp(suite.store);
    await staff('Sales', ['sales']);
    await staff('Safety', ['safety']);
  });
  afterAll(() => app.close());

  it('takes a professional’s question with a reference of its own, for drug safety’s inbox only', async () => {
    const sent = await send('/api/medical-information-requests', question);
    expect(sent.statusCode).toBe(201);
    const { reference } = sent.json<{ reference: string }>();
    expect(reference).toMatch(/^MI-\d{4}-[0-9A-HJKMNP-TV-Z]{8}$/);
    const [item] = (await inboxOf('Safety', reference)).items;
    expect(item).toMatchObject({
      kind: 'medical-info',
      summary: 'URGENT: NeuroVital: Can NeuroVital be taken with metformin?',
    });
    expect((await inboxOf('Sales', reference)).items).toEqual([]);
  });

  it('names what is missing in a question', async () => {
    const refused = await send('/api/medical-information-requests', {
      ...question,
      registrationNumber: ' ',
      profession: 'quack',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      fields: {
        registrationNumber: leadMessages.registrationRequired,
        profession: leadMessages.professionInvalid,
      },
    });
  });

  it('takes a stockist’s application with a valid GSTIN of the state given, for sales only', async () => {
    const sent = await send('/api/distributor-applications', application);
    expect(sent.statusCode).toBe(201);
    const { reference } = sent.json<{ reference: string }>();
    expect(reference).toMatch(/^D-\d{4}-/);
    const [item] = (await inboxOf('Sales', reference)).items;
    expect(item).toMatchObject({
      kind: 'distributor',
      summary: 'Sai Medical Agencies, Maharashtra (wholesale)',
    });
    const detail = await call(app, {
      method: 'GET',
      url: `/api/inbox/${item!.id}`,
      headers: { cookie: cookies.Sales! },
    });
    // Stored as the GSTN writes it.
    expect((detail.body as { item: { fields: Record<string, unknown> } }).item.fields.gstin).toBe(
      '27AAPFU0939F1ZV',
    );
    expect((await inboxOf('Safety', reference)).items).toEqual([]);
  });

  it('refuses a GSTIN with a wrong check character, one of another state, and a PIN code that is not one', async () => {
    for (const [change, field, message] of [
      [{ gstin: '27AAPFU0939F1ZW' }, 'gstin', leadMessages.gstinCheck],
      [{ state: 'Telangana' }, 'gstin', leadMessages.gstinOtherState],
      [{ gstin: '27AAPFU0939' }, 'gstin', leadMessages.gstinInvalid],
      [{ pinCode: '012345' }, 'pinCode', leadMessages.pinCodeInvalid],
      [{ pinCode: '50007' }, 'pinCode', leadMessages.pinCodeInvalid],
      [{ state: 'Atlantis' }, 'state', leadMessages.stateInvalid],
      [{ licence21: '' }, 'licence21', leadMessages.licence21Required],
    ] as const) {
      const refused = await send('/api/distributor-applications', { ...application, ...change });
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
      expect(refused.json<{ fields: Record<string, string> }>().fields[field], JSON.stringify(change)).toBe(
        message,
      );
    }
  });

  it('answers a form post without JavaScript with the confirmation page of its kind', async () => {
    const form = new URLSearchParams({ ...application, agreed: 'on', email: 'form@saimedical.example.in' });
    const posted = await app.inject({
      method: 'POST',
      url: '/api/distributor-applications',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
      ...fromNewAddress(),
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toMatch(/^\/providers\/received\?ref=D-/);
  });
});
