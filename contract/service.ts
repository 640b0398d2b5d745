import './zod-setup.ts';
import { z } from 'zod';
import { defineEndpoint, errorAnswers, refusedRequestAnswer } from './endpoint.ts';

const tags = ['service'] as const;

const health = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  operationId: 'checkHealth',
  summary: 'Tell whether the server and its data store answer',
  description: 'For load balancers and monitoring: 200 while the data store answers, else 503.',
  tags,
  access: 'public',
  answers: {
    200: { description: 'Healthy.', schema: z.object({ status: z.literal('ok') }) },
    503: {
      description:
        'The data store is not answering (`status` is `unavailable`), or the server is restarting; retry after ' +
        'the given seconds.',
      schema: z.object({ status: z.literal('unavailable').optional(), error: z.string() }),
      headers: errorAnswers.storeUnavailable.headers,
    },
    '4XX': refusedRequestAnswer,
  },
});

const openApi = defineEndpoint({
  method: 'GET',
  path: '/api/openapi.json',
  operationId: 'getOpenApiDocument',
  summary: 'This document',
  description:
    'The OpenAPI 3.1 description of this API, generated from the same definitions the server validates with.',
  tags,
  access: 'public',
  answers: {
    200: {
      description: 'The OpenAPI 3.1 document.',
      schema: z.record(z.string(), z.unknown()).meta({ description: 'An OpenAPI 3.1 document.' }),
    },
    503: errorAnswers.storeUnavailable,
    '4XX': refusedRequestAnswer,
  },
});

/** What operations and monitoring use. */
export const serviceEndpoints = { health, openApi };
