import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Batch } from '#contract/batches.ts';
import { call } from './test-app.ts';

/** A released batch of NeuroVital, as staff record it, with any of its fields changed. */
const batchInput = (batchNumber: string, change: object = {}) => ({
  productSlug: 'neurovital',
  batchNumber,
  manufacturedOn: '2026-10-01',
  expiresOn: '2028-09-30',
  quantity: 10,
  siteId: 'nacharam',
  status: 'released',
  ...change,
});

/** Records a batch through the API as the signed-in member of staff (`cookie`); answers it. */
export async function recordBatch(
  app: FastifyInstance,
  cookie: string,
  batchNumber: string,
  change: object = {},
): Promise<Batch> {
  const created = await call(app, {
    method: 'POST',
    url: '/api/batches',
    headers: { cookie },
    payload: batchInput(batchNumber, change),
  });
  expect(created.status).toBe(201);
  return (created.body as { batch: Batch }).batch;
}
