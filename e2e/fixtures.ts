import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { busyRetries } from '../app/lib/api-client.ts';
import type { StaffRole } from '../contract/staff-roles.ts';
import { e2eAdminKey } from '../playwright.config.ts';
import { generate } from 'otplib';
import { test } from './test.ts';

/**
 * Stops the page's clock: its timers fire only when the test moves time on, so timed behaviour
 * (carousel autoplay, timed messages) cannot move on by itself while a busy machine runs the test.
 * Call it before the page is opened; `advanceUntilHydrated` then lets the page start.
 */
export async function freezeTime(page: Page) {
  await page.clock.install({ time: Date.now() });
  // A moment ahead of the page's clock as it reads now: on a busy machine installing the clock can
  // itself take longer than that moment, and a pause cannot go back in time.
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}

const fullyHydrated = (page: Page) =>
  page.evaluate(
    () =>
      document.documentElement.dataset.hydrated === 'true' &&
      document.querySelector('[data-hydrates-later]:not([data-hydrated])') === null,
  );

/**
 * With time frozen, moves it on a frame at a time until the page and its later parts have
 * hydrated (start-up waits for a frame). A carousel's autoplay counts from its own hydration, and
 * time stops moving as soon as everything has hydrated, so no slide changes by itself.
 */
export async function advanceUntilHydrated(page: Page, timeout = 30_000) {
  await expect
    .poll(
      async () => {
        if (await fullyHydrated(page)) return true;
        await page.clock.runFor(16);
        return false;
      },
      { timeout, intervals: [50] },
    )
    .toBe(true);
}

/** Waits until React has hydrated the page, the parts that hydrate later included. */
export async function untilHydrated(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await expect(page.locator('[data-hydrates-later]:not([data-hydrated])')).toHaveCount(0);
}

/** Opens a path and waits until React has hydrated it, the parts that hydrate later included. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await untilHydrated(page);
  return response;
}

/**
 * Holds the page's requests to an API path until `release` is called, so a state shown while a
 * request is on its way ('Sending...') stays long enough to be seen on a busy machine.
 */
export async function holdRequests(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/**
 * Opens a path the way a visitor on a slow phone meets it: the CPU throttled (4× by default) and
 * every script request held back, so the test can act on the painted page before it hydrates.
 * Resolves once the page has painted (plus `actAfterMs`, 50 ms by default); the scripts go through
 * when the test calls `releaseScripts()`, or by themselves `holdMs` after that (2 s by default).
 */
export async function gotoBeforeHydration(
  page: Page,
  path: string,
  { cpuRate = 4, holdMs = 2_000, actAfterMs = 50 } = {},
) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  let releaseScripts!: () => void;
  const scriptsReleased = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  await page.route(/\.m?js(\?.*)?$/, async (route) => {
    await scriptsReleased;
    await route.continue().catch(() => undefined);
  });
  const response = await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() =>
    performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'),
  );
  await page.waitForTimeout(actAfterMs);
  await expect(page.locator('[data-island-hydrated]')).toHaveCount(0);
  // Counted from here, not from the navigation, so a slow first paint never lets the scripts through early.
  const fallback = setTimeout(releaseScripts, holdMs);
  void scriptsReleased.then(() => clearTimeout(fallback));
  /** Once what was tapped early has been seen through: the rest of the test runs at full speed. */
  const atFullSpeed = () => cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return { response, releaseScripts, atFullSpeed };
}

/** The page has been open for as long as a person takes to fill a form in. */
export async function likeAPerson(page: Page) {
  // Measured once and waited out here: a wait polled on animation frames never wakes on a page
  // without JavaScript, which draws none, when the first look finds the page too young.
  const openFor = await page.evaluate(() => performance.now());
  if (openFor < 1_200) await page.waitForTimeout(1_200 - openFor);
}

/** Signs in as staff through the API; the page's or request's context keeps the session cookie. */
export async function signInAsStaff(request: APIRequestContext) {
  const response = await request.post('/api/admin/session', { data: { key: e2eAdminKey } });
  expect(response.status()).toBe(204);
}

/** Signs in through the API and opens the tablets screen (or a path of it), ready to manage tablets. */
export async function openTabletsSignedIn(page: Page, path = '/tablets') {
  await signInAsStaff(page.request);
  await gotoHydrated(page, path);
  await expect(page.getByRole('button', { name: 'Add New Tablet' })).toBeVisible({ timeout: 15_000 });
}

/** Signs in on a staff screen's gate, as a member of staff does. */
export async function signInThroughGate(page: Page) {
  await page.getByLabel('Enter Admin Key').fill(e2eAdminKey);
  await page.getByRole('button', { name: 'Access Admin Panel' }).click();
}

/** Signs in to the staff inbox, unless this browser already has a session. */
async function signInToInbox(page: Page) {
  await page.goto('/admin/dashboard');
  const key = page.getByLabel('Enter Admin Key');
  const filters = page.getByRole('form', { name: 'Filter submissions' });
  await expect(key.or(filters)).toBeVisible();
  if (await key.isVisible()) await signInThroughGate(page);
  await expect(filters).toBeVisible();
}

/** The toast (sonner) that shows this text. */
export function toast(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/** A name no other test, running in parallel, will use. */
export function uniqueName(label: string): string {
  return `${label} ${test.info().workerIndex}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
}

/** Presses Tab until the target has focus: the way a keyboard user gets there. */
export async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Staff look a submission up in the inbox by its reference (or email): exactly one is found. */
export async function findInInbox(page: Page, reference: string) {
  await signInToInbox(page);
  await page.getByLabel('Search').fill(reference);
  await page.getByRole('button', { name: 'Apply' }).click();
  const list = page.getByRole('list', { name: 'Submissions' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(reference);
  return list;
}

/** A visitor's quote request, as its form sends it; answers its reference and its private page's address. */
export async function sendQuoteRequest(
  request: APIRequestContext,
  fullName: string,
): Promise<{ reference: string; requestPath: string }> {
  const answer = await request.post('/api/quote-requests', {
    data: {
      fullName,
      email: 'kavitha@example.in',
      productName: 'Pulse Oximeter',
      quantity: 40,
      timeline: 'within-1-month',
      agreed: true,
    },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()) as { reference: string; requestPath: string };
}

/** A visitor's quote request, as its form sends it; answers the reference. */
export async function sendQuote(request: APIRequestContext, fullName: string): Promise<string> {
  return (await sendQuoteRequest(request, fullName)).reference;
}

/** Fills the contact form as a visitor would (name, email, subject, message, consent). */
export async function fillContact(page: Page, subject: string) {
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Name').fill('Lakshmi Rao');
  await form.getByLabel('Email').fill('lakshmi@example.in');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('Please call me about a stockist agreement.');
  await form.getByLabel(/I agree/).check();
  return form;
}

/**
 * Posts to an endpoint that checks a password, and sends it again after Retry-After while the
 * server's password checks are all taken (as the site's own client does): on a busy machine the
 * tests' sign-ins and registrations often meet each other's.
 */
export async function postCheckingPassword(request: APIRequestContext, url: string, data: object) {
  for (let attempt = 1; ; attempt += 1) {
    const response = await request.post(url, { data });
    const wait = Number(response.headers()['retry-after']);
    if (response.status() !== 503 || !(wait <= 5) || attempt > busyRetries.times) return response;
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
  }
}

/**
 * Tests whose browser and API calls come from an address of their own, told by X-Forwarded-For to
 * the e2e server (which trusts its loopback proxy): failed sign-ins count against the client
 * address, and every test runs on 127.0.0.1, so a test that fails sign-ins on purpose takes this.
 * Each try of each test gets another address in 198.18.0.0/15, the range kept for such tests.
 */
export const fromOwnAddress = test.extend({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use, testInfo) => {
    const seed = [...`${testInfo.testId}:${testInfo.retry}`].reduce(
      (hash, character) => (hash * 31 + character.charCodeAt(0)) >>> 0,
      7,
    );
    const address = `198.${18 + (seed & 1)}.${(seed >>> 1) & 255}.${(seed >>> 9) & 255}`;
    await use({ 'X-Forwarded-For': address });
  },
});

/**
 * How long a step that checks a password may take: each check is a deliberately slow hash, and a
 * busy machine's server sends the browser's request again after a wait (see postCheckingPassword).
 */
export const afterPasswordCheck = { timeout: 30_000 };

const staffPassword = 'filter coffee and two idlis at nine';

/**
 * The owner invites a member of staff with these roles, who registers through the API in this
 * page's browser (its context keeps their session); answers their account's id, which is how the
 * server names who wrote, approved or published something.
 */
export async function signInAsNewStaffMember(
  page: Page,
  owner: APIRequestContext,
  displayName: string,
  roles: readonly StaffRole[],
): Promise<string> {
  await signInAsStaff(owner);
  const email = `${uniqueName(roles.join('-'))
    .replaceAll(/[^a-z0-9]+/gi, '.')
    .toLowerCase()}@aarogya.example`;
  const invited = await owner.post('/api/staff/accounts', { data: { email, displayName, roles } });
  expect(invited.status()).toBe(201);
  const { account, invitation } = (await invited.json()) as {
    account: { id: string };
    invitation: { token: string };
  };
  const opened = await page.request.post('/api/staff/invitations/open', {
    data: { token: invitation.token },
  });
  const { totpSecret } = (await opened.json()) as { totpSecret: string };
  const code = await generate({ secret: totpSecret, epoch: Math.floor(Date.now() / 1000) });
  const accepted = await postCheckingPassword(page.request, '/api/staff/invitations/accept', {
    token: invitation.token,
    password: staffPassword,
    code,
  });
  expect(accepted.status()).toBe(200);
  return account.id;
}

/** The owner invites a member of sales, who registers through the API in this page's browser. */
export async function signInAsNewSalesMember(page: Page, owner: APIRequestContext, displayName: string) {
  await signInAsNewStaffMember(page, owner, displayName, ['sales']);
}

/** A batch of NeuroVital with labels, recorded by staff through the API; answers its number and codes. */
export async function labelledBatch(request: APIRequestContext, labels: number) {
  await signInAsStaff(request);
  const batchNumber = `V${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();
  const created = await request.post('/api/batches', {
    data: {
      productSlug: 'neurovital',
      batchNumber,
      manufacturedOn: '2026-10-01',
      expiresOn: '2028-09-30',
      quantity: 100,
      siteId: 'nacharam',
      status: 'released',
    },
  });
  expect(created.status()).toBe(201);
  const { batch } = (await created.json()) as { batch: { id: number } };
  const made = await request.post(`/api/batches/${batch.id}/labels`, { data: { count: labels } });
  expect(made.status()).toBe(201);
  const sheet = (await made.json()) as { labels: { code: string; url: string; qrCode: string }[] };
  return { batchNumber, labels: sheet.labels };
}
