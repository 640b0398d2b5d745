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

/** What one readiness check found: it passed, it failed, or this instance has nothing of the kind. */
const checkOutcome = z.enum(['ok', 'failing', 'not used']);

const readinessChecks = z
  .object({
    store: checkOutcome.meta({ description: 'The data store answers a query.' }),
    migrations: checkOutcome.meta({
      description: 'The store’s schema is at the newest migration this version of the server knows.',
    }),
    redis: checkOutcome.meta({ description: 'Redis answers (`not used` without `REDIS_URL`).' }),
    notificationOutbox: checkOutcome.meta({
      description:
        'The poller that mails staff about new submissions has polled recently (`not used` without `SMTP_URL` and `NOTIFY_TO`).',
    }),
    mailOutbox: checkOutcome.meta({
      description:
        'The poller that sends mails to people has polled recently (`not used` without `SMTP_URL`).',
    }),
  })
  .meta({ description: 'Each check by name.' });

const readiness = defineEndpoint({
  method: 'GET',
  path: '/api/ready',
  operationId: 'checkReadiness',
  summary: 'Tell whether this instance is ready to take traffic',
  description:
    'For load balancers and monitoring: 200 when the store answers with its schema at the newest migration, ' +
    'Redis answers when it is used, and the mail outbox pollers are alive when mail is configured; else 503, ' +
    'naming the failing checks. Never says why a check failed: the server log does.',
  tags,
  access: 'public',
  answers: {
    200: {
      description: 'Ready.',
      schema: z.object({ status: z.literal('ready'), checks: readinessChecks }),
    },
    503: {
      description:
        'Not ready (`status` is `unavailable`, `failing` names the failed checks), or the server is restarting; ' +
        'retry after the given seconds.',
      schema: z.object({
        status: z.literal('unavailable').optional(),
        checks: readinessChecks.optional(),
        failing: z.array(z.string()).optional().meta({ description: 'The names of the failed checks.' }),
        error: z.string(),
      }),
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
    '4XX': refusedRequestAnswer,
  },
});

/** What operations and monitoring use. */
export const serviceEndpoints = { health, readiness, openApi };
