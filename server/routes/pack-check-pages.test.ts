import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Batch } from '#contract/batches.ts';
import { packCheckRateLimit, packCheckTexts } from '#contract/pack-checks.ts';
import { linkServerBuild, smallestSiteFiles, writeClientBuild } from '#testing/client-build.ts';
import { buildTestApp, call, signIn } from '#testing/test-app.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';
import { recordBatch } from '#testing/batches.ts';

let ip = 0;
const fromNewAddress = () => ({ remoteAddress: `10.8.${Math.floor(++ip / 250)}.${ip % 250}` });

describeForEachEngine('pack check pages', (engine) => {
  const suite = useSuiteStore(engine);
  let app: FastifyInstance;
  let buildDir: string;
  let cookie: string;

  beforeAll(async () => {
    buildDir = await mkdtemp(path.join(tmpdir(), 'pharma-verify-'));
    await writeClientBuild(path.join(buildDir, 'client'), smallestSiteFiles);
    await linkServerBuild(buildDir);
    app = await buildTestApp(suite.store, { buildDir });
    cookie = await signIn(app);
  });
  afterAll(async () => {
    await app.close();
    await rm(buildDir, { recursive: true, force: true });
  });

  const record = (batchNumber: string, change: object = {}) => recordBatch(app, cookie, batchNumber, change);

  const labelsOf = async (batch: Batch, count: number) => {
    const made = await call(app, {
      method: 'POST',
      url: `/api/batches/${batch.id}/labels`,
      headers: { cookie },
      payload: { count },
    });
    return (made.body as { labels: { code: string; url: string }[] }).labels;
  };
  const check = (url: string) => app.inject({ method: 'GET', url, ...fromNewAddress() });
  const resultOf = (html: string) => /data-pack-result="([a-z-]+)"/.exec(html)?.[1];

  it('answers a scanned label with the record to compare, without caching or indexing it', async () => {
    const batch = await record(`PV-${engine}-1`);
    const [label] = await labelsOf(batch, 1);
    const answer = await check(new URL(label!.url).pathname);
    expect(answer.statusCode).toBe(200);
    expect(resultOf(answer.body)).toBe('genuine');
    expect(answer.body).toContain(packCheckTexts.heading.genuine);
    expect(answer.body).toContain('<dt>Batch number</dt><dd>PV-' + engine.toUpperCase() + '-1</dd>');
    expect(answer.body).toContain('<dt>Brand name</dt><dd>NeuroVital</dd>');
    expect(answer.body).toContain('Pack serial: <strong>1</strong>');
    expect(answer.headers).toMatchObject({
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
      'referrer-policy': 'no-referrer',
    });
  });

  it('reads a typed code however it is spaced or cased, and shows it back in its field', async () => {
    const [label] = await labelsOf(await record(`PV-${engine}-2`), 1);
    const typed = label!.code.toLowerCase().replace(/(.{4})/g, '$1 ');
    const answer = await check(`/verify?code=${encodeURIComponent(typed)}`);
    expect(resultOf(answer.body)).toBe('genuine');
    expect(answer.body).toContain(`value="${typed.trim()}"`);
  });

  it('refuses a changed code, a serial never labelled, and text that is not a code, with what to do', async () => {
    const batch = await record(`PV-${engine}-3`);
    const [label] = await labelsOf(batch, 1);
    const code = label!.code;
    const changed = `${code.slice(0, 10)}${code[10] === '0' ? '1' : '0'}${code.slice(11)}`;
    for (const url of [`/verify/${changed}`, '/verify?code=%3Cscript%3Ealert(1)%3C%2Fscript%3E']) {
      const answer = await check(url);
      expect(resultOf(answer.body), url).toBe('not-found');
      expect(answer.body).toContain('href="/adverse-events"');
      expect(answer.body).not.toContain('<script>alert(1)');
    }
  });

  it('says a batch is recalled, held back or expired before it says it is ours', async () => {
    const recalled = await record(`PV-${engine}-4`, { status: 'recalled' });
    const held = await record(`PV-${engine}-5`, { status: 'quarantined' });
    const old = await record(`PV-${engine}-6`, { manufacturedOn: '2022-01-01', expiresOn: '2024-01-01' });
    for (const [batch, result] of [
      [recalled, 'recalled'],
      [held, 'not-released'],
      [old, 'expired'],
    ] as const) {
      const [label] = await labelsOf(batch, 1);
      expect(resultOf((await check(`/verify/${label!.code}`)).body)).toBe(result);
    }
  });

  it('answers an expired pack as expired from any number of networks, keeping no count of its checks', async () => {
    const batch = await record(`PV-${engine}-X`, { manufacturedOn: '2024-01-01', expiresOn: '2025-01-01' });
    const [label] = await labelsOf(batch, 1);
    for (let network = 1; network <= 7; network += 1) {
      const answer = await app.inject({
        method: 'GET',
        url: `/verify/${label!.code}`,
        remoteAddress: `10.5.${network}.1`,
      });
      expect(resultOf(answer.body)).toBe('expired');
    }
    // Nothing was counted for it: pruning the batches expired by then finds nothing to delete.
    expect(await suite.store.packSightings.pruneExpired('2025-06-01')).toBe(0);
  });

  it('answers a code checked from more networks than one pack is as perhaps copied, and tells staff once', async () => {
    const batch = await record(`PV-${engine}-8`);
    const [label] = await labelsOf(batch, 1);
    const results: (string | undefined)[] = [];
    for (let network = 1; network <= 7; network += 1) {
      const answer = await app.inject({
        method: 'GET',
        url: `/verify/${label!.code}`,
        remoteAddress: `10.6.${network}.1`,
      });
      results.push(resultOf(answer.body));
      if (network === 6) expect(answer.body).toContain(packCheckTexts.heading['seen-often']);
    }
    expect(results).toEqual([
      'genuine',
      'genuine',
      'genuine',
      'genuine',
      'genuine',
      'seen-often',
      'seen-often',
    ]);
    // The same network checking again and again is one person with one pack, up to a point.
    const [other] = await labelsOf(batch, 1);
    for (let index = 0; index < 5; index += 1)
      expect(
        resultOf(
          (await app.inject({ method: 'GET', url: `/verify/${other!.code}`, remoteAddress: '10.6.9.9' }))
            .body,
        ),
      ).toBe('genuine');
    const listed = await call(app, {
      method: 'GET',
      url: `/api/batches?q=PV-${engine}-8`,
      headers: { cookie },
    });
    expect((listed.body as { batches: Batch[] }).batches[0]).toMatchObject({ packsSeenOften: 1 });
    // Staff list exactly the batches with packs seen unusually often.
    const seenOften = await call(app, {
      method: 'GET',
      url: '/api/batches?state=seen-often',
      headers: { cookie },
    });
    const numbers = (seenOften.body as { batches: Batch[] }).batches.map(
      (listedBatch) => listedBatch.batchNumber,
    );
    expect(numbers).toContain(`PV-${engine.toUpperCase()}-8`);
    expect(
      (seenOften.body as { batches: Batch[] }).batches.every((listedBatch) => listedBatch.packsSeenOften > 0),
    ).toBe(true);
  });

  it('finds a batch by product and number, and no batch of another product', async () => {
    await record(`PV-${engine}-7`);
    const found = await check(`/verify?product=neurovital&batch=pv-${engine}-7`);
    expect(resultOf(found.body)).toBe('batch-found');
    expect(found.body).toContain(packCheckTexts.heading['batch-found']);
    // The form shows what was asked, to correct a typing slip.
    expect(found.body).toContain('<option value="neurovital" selected="">NeuroVital</option>');
    expect(found.body).toMatch(new RegExp(`<input [^>]*name="batch" value="pv-${engine}-7"/>`));
    const other = await check(`/verify?product=cardiohealth-plus&batch=PV-${engine}-7`);
    expect(resultOf(other.body)).toBe('not-found');
  });

  it('serves the page itself, cacheable and without an answer, when nothing is asked', async () => {
    const page = await check('/verify');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<div data-pack-answer="" class="pack-answer"></div>');
  });

  it('without the build’s server part, serves the page and answers a check as unavailable', async () => {
    const bareBuild = await mkdtemp(path.join(tmpdir(), 'pharma-verify-bare-'));
    await writeClientBuild(path.join(bareBuild, 'client'), smallestSiteFiles);
    const bare = await buildTestApp(suite.store, { buildDir: bareBuild });
    try {
      const [label] = await labelsOf(await record(`PV-${engine}-9`), 1);
      const refused = await bare.inject({ method: 'GET', url: new URL(label!.url).pathname });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['content-type']).toMatch(/^text\/plain/);
      expect((await bare.inject({ method: 'GET', url: '/verify' })).statusCode).toBe(200);
    } finally {
      await bare.close();
      await rm(bareBuild, { recursive: true, force: true });
    }
  });

  it('limits the checks of one network, so codes cannot be tried by the thousand', async () => {
    const address = { remoteAddress: '10.7.7.7' };
    for (let index = 0; index < packCheckRateLimit.max; index += 1) {
      const answer = await app.inject({ method: 'GET', url: `/verify?code=NOTACODE${index}`, ...address });
      expect(answer.statusCode).toBe(200);
    }
    const refused = await app.inject({ method: 'GET', url: '/verify?code=NOTACODE', ...address });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers).toMatchObject({ 'cache-control': 'no-store', 'x-robots-tag': 'noindex' });
    expect(resultOf(refused.body)).toBe('too-many');
    expect(refused.body).toContain(packCheckTexts.tooMany);
  });
});
