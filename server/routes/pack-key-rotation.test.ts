import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { base32crockford } from '@scure/base';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Batch } from '#contract/batches.ts';
import { packSigningKeySet } from '#contract/pack-codes.ts';
import { issuePackCode } from '#server/packs/pack-code.ts';
import { rotatePackSigningKey } from '#server/packs/pack-key-rotation.ts';
import { resolvePackSigningKeys } from '#server/packs/pack-signing-key.ts';
import { recordBatch } from '#testing/batches.ts';
import { linkServerBuild, smallestSiteFiles, writeClientBuild } from '#testing/client-build.ts';
import { buildTestApp, call, signIn } from '#testing/test-app.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';

const quietLog = { info: () => undefined, warn: () => undefined };
let ip = 0;
const fromNewAddress = () => ({ remoteAddress: `10.9.${Math.floor(++ip / 250)}.${ip % 250}` });

describeForEachEngine('pack signing key rotation', (engine) => {
  const suite = useSuiteStore(engine);
  let buildDir: string;
  let dataDir: string;
  let before: FastifyInstance;
  let after: FastifyInstance;
  let batch: Batch;
  let oldLabel: { code: string; url: string };

  const labelOf = async (app: FastifyInstance) => {
    const cookie = await signIn(app);
    const made = await call(app, {
      method: 'POST',
      url: `/api/batches/${batch.id}/labels`,
      headers: { cookie },
      payload: { count: 1 },
    });
    expect(made.status).toBe(201);
    return (made.body as { labels: { code: string; url: string }[] }).labels[0]!;
  };
  const resultOf = async (app: FastifyInstance, code: string) => {
    const answer = await app.inject({ method: 'GET', url: `/verify/${code}`, ...fromNewAddress() });
    expect(answer.statusCode).toBe(200);
    return /data-pack-result="([a-z-]+)"/.exec(answer.body)?.[1];
  };

  beforeAll(async () => {
    buildDir = await mkdtemp(path.join(tmpdir(), 'pharma-rotation-build-'));
    dataDir = await mkdtemp(path.join(tmpdir(), 'pharma-rotation-data-'));
    await writeClientBuild(path.join(buildDir, 'client'), smallestSiteFiles);
    await linkServerBuild(buildDir);
    before = await buildTestApp(suite.store, {
      buildDir,
      packSigningKeys: resolvePackSigningKeys({ dataDir }, quietLog),
    });
    batch = await recordBatch(before, await signIn(before), `KR-${engine}-1`);
    oldLabel = await labelOf(before);

    rotatePackSigningKey({ dataDir }, new Date('2027-02-01T04:00:00Z'));
    // The restart after the rotation: the same store, the keys read again from the data directory.
    after = await buildTestApp(suite.store, {
      buildDir,
      packSigningKeys: resolvePackSigningKeys({ dataDir }, quietLog),
    });
  });
  afterAll(async () => {
    await before.close();
    await after.close();
    await rm(buildDir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers a code signed before the rotation as genuine after it', async () => {
    expect(base32crockford.decode(oldLabel.code)[0]).toBe(1);
    expect(await resultOf(after, oldLabel.code)).toBe('genuine');
  });

  it('signs new codes with the new key, whose number they carry, and answers them as genuine', async () => {
    const label = await labelOf(after);
    expect(base32crockford.decode(label.code)[0]).toBe(2);
    expect(label.code.length).toBe(oldLabel.code.length);
    expect(await resultOf(after, label.code)).toBe('genuine');
    // An instance not yet restarted does not know the new key.
    expect(await resultOf(before, label.code)).toBe('not-found');
  });

  it('answers a code naming a key we never had as not found', async () => {
    const { signing } = resolvePackSigningKeys({ dataDir }, quietLog);
    const code = issuePackCode({ batchId: batch.id, serial: 1 }, signing.privateKey, 3);
    expect(await resultOf(after, code)).toBe('not-found');
  });

  it('lists the current key and the previous one at /.well-known/pack-signing-key', async () => {
    const answer = await after.inject({ method: 'GET', url: '/.well-known/pack-signing-key' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    const { keys } = packSigningKeySet.parse(answer.json());
    const earlier = packSigningKeySet.parse(
      (await before.inject({ method: 'GET', url: '/.well-known/pack-signing-key' })).json(),
    ).keys;
    expect(keys.map(({ kid, status, since, until }) => ({ kid, status, since, until }))).toEqual([
      { kid: '2', status: 'current', since: '2027-02-01T04:00:00.000Z', until: undefined },
      { kid: '1', status: 'previous', since: undefined, until: '2027-02-01T04:00:00.000Z' },
    ]);
    expect(keys[1]!.x).toBe(earlier[0]!.x);
    expect(keys[0]!.x).not.toBe(earlier[0]!.x);
  });
});
