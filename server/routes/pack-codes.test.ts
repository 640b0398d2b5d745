import { createPublicKey } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packSigningKeySet } from '#contract/pack-codes.ts';
import { issuePackCode, readPackCode } from '#server/packs/pack-code.ts';
import { buildTestApp, testPackSigningKey } from '#testing/test-app.ts';
import { useSuiteStore } from '#testing/test-stores.ts';

describe('GET /.well-known/pack-signing-key', () => {
  const suite = useSuiteStore('sqlite');
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(suite.store);
  });
  afterAll(() => app.close());

  it('publishes the public key as a JWK Set that anyone can check a pack code with', async () => {
    const answer = await app.inject({ method: 'GET', url: '/.well-known/pack-signing-key' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    const { keys } = packSigningKeySet.parse(answer.json());
    expect(keys).toEqual([expect.objectContaining({ kid: '1', x: testPackSigningKey.x, status: 'current' })]);
    // No private part travels.
    expect(answer.body).not.toContain('"d"');

    const published = createPublicKey({ key: keys[0]!, format: 'jwk' });
    const code = issuePackCode({ batchId: 12, serial: 345 }, testPackSigningKey.privateKey);
    expect(readPackCode(code, new Map([[Number(keys[0]!.kid), published]]))).toEqual({
      valid: true,
      batchId: 12,
      serial: 345,
    });
  });

  it('answers only GET', async () => {
    const answer = await app.inject({ method: 'POST', url: '/.well-known/pack-signing-key', payload: {} });
    expect(answer.statusCode).toBe(404);
  });
});
