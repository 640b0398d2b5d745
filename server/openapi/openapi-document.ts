import { z } from 'zod';
import { adminLoginSchema, adminSessionSchema } from '#contract/admin-session.ts';
import { apiErrorSchema } from '#contract/api-error.ts';
import {
  tabletEnvelopeSchema,
  tabletInputSchema,
  tabletListAnswer,
  tabletListQuery,
  tabletMessages,
  tabletSchema,
  tabletUpdateSchema,
} from '#contract/tablet.ts';
import { sessionCookieName } from '../auth/session-token.ts';

type JsonSchema = Record<string, unknown>;

/** A contract schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), for requests or for answers. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } });
const error = (description: string) => ({ description, ...json(ref('ApiError')) });

const tabletId = {
  name: 'id',
  in: 'path',
  required: true,
  description: 'The tablet id (a UUID); any other value answers 404.',
  schema: { type: 'string', format: 'uuid' },
};

const adminErrors = {
  '401': error('No valid admin session.'),
  '403': error('The request came from another site (Origin header).'),
  '503': error('The data store is not available; retry later.'),
};

const bodyErrors = {
  '400': error('Malformed JSON, or invalid fields (listed in `fields`).'),
  '413': error('The body is larger than 16 KiB.'),
  '415': error('The body is not application/json.'),
};

/** The query parameters of GET /api/tablets, from the contract's query schema. */
function listParameters() {
  const schema = jsonSchema(tabletListQuery, 'input') as { properties: Record<string, JsonSchema> };
  return Object.entries(schema.properties).map(([name, { description, ...parameterSchema }]) => ({
    name,
    in: 'query',
    required: false,
    description,
    schema: parameterSchema,
  }));
}

/** The OpenAPI 3.1 description of the API, built from the same zod schemas the server validates with. */
export function buildOpenApiDocument(): JsonSchema {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tablet catalogue API',
      version: '1.0.0',
      description:
        'Same-origin JSON API of the tablet catalogue. Every answer is application/json (204 has no body); ' +
        'errors are `{ "error": string }`, validation errors add `fields`. Changes need the admin session ' +
        'cookie from POST /api/admin/session and, when sent, a same-origin Origin header.',
    },
    servers: [{ url: '/' }],
    components: {
      schemas: {
        Tablet: jsonSchema(tabletSchema, 'output'),
        TabletInput: jsonSchema(tabletInputSchema, 'input'),
        TabletUpdate: jsonSchema(tabletUpdateSchema, 'input'),
        TabletList: jsonSchema(tabletListAnswer, 'output'),
        TabletEnvelope: jsonSchema(tabletEnvelopeSchema, 'output'),
        AdminLogin: jsonSchema(adminLoginSchema, 'input'),
        AdminSession: jsonSchema(adminSessionSchema, 'output'),
        ApiError: jsonSchema(apiErrorSchema, 'output'),
        Health: {
          type: 'object',
          properties: { status: { type: 'string', enum: ['ok', 'unavailable'] }, error: { type: 'string' } },
          required: ['status'],
        },
      },
      securitySchemes: {
        adminSession: { type: 'apiKey', in: 'cookie', name: sessionCookieName },
      },
    },
    paths: {
      '/api/tablets': {
        get: {
          summary: 'One page of tablets, searched and sorted on the server',
          parameters: listParameters(),
          responses: {
            '200': {
              description: 'One page of tablets, br/gzip by Accept-Encoding, with a weak ETag.',
              ...json(ref('TabletList')),
            },
            '304': { description: 'The page is unchanged since the ETag sent in If-None-Match.' },
            '400': error('A query parameter is invalid (named in `fields`).'),
            '503': adminErrors['503'],
          },
        },
        post: {
          summary: 'Add a tablet',
          security: [{ adminSession: [] }],
          requestBody: { required: true, ...json(ref('TabletInput')) },
          responses: {
            '201': { description: 'The new tablet.', ...json(ref('TabletEnvelope')) },
            ...bodyErrors,
            ...adminErrors,
          },
        },
      },
      '/api/tablets/{id}': {
        put: {
          summary: 'Replace a tablet, given the version last seen',
          security: [{ adminSession: [] }],
          parameters: [tabletId],
          requestBody: { required: true, ...json(ref('TabletUpdate')) },
          responses: {
            '200': {
              description: 'The saved tablet, with its version increased.',
              ...json(ref('TabletEnvelope')),
            },
            ...bodyErrors,
            ...adminErrors,
            '404': error(tabletMessages.notFound),
            '409': error(tabletMessages.staleVersion),
          },
        },
        delete: {
          summary: 'Delete a tablet',
          security: [{ adminSession: [] }],
          parameters: [tabletId],
          responses: {
            '204': { description: 'Deleted.' },
            ...adminErrors,
            '404': error(tabletMessages.notFound),
          },
        },
      },
      '/api/admin/session': {
        post: {
          summary: 'Open an admin session with the admin key',
          description: `Sets the HttpOnly, SameSite=Strict \`${sessionCookieName}\` cookie, valid for 8 hours. Failed attempts are limited per client address.`,
          requestBody: { required: true, ...json(ref('AdminLogin')) },
          responses: {
            '204': { description: 'Signed in; the session cookie is set.' },
            '400': bodyErrors['400'],
            '401': error('Wrong key.'),
            '403': adminErrors['403'],
            '429': {
              ...error('Too many failed attempts from this address.'),
              headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } },
            },
          },
        },
        get: {
          summary: 'Tell whether the admin session is valid',
          security: [{ adminSession: [] }],
          responses: {
            '200': { description: 'The session is valid.', ...json(ref('AdminSession')) },
            '401': error('No valid admin session.'),
          },
        },
        delete: {
          summary: 'End the admin session',
          responses: {
            '204': { description: 'Signed out; the cookie is cleared.' },
            '403': adminErrors['403'],
          },
        },
      },
      '/api/health': {
        get: {
          summary: 'Whether the server and its data store answer',
          responses: {
            '200': { description: 'Healthy.', ...json(ref('Health')) },
            '503': { description: 'The data store is not answering.', ...json(ref('Health')) },
          },
        },
      },
      '/api/openapi.json': {
        get: {
          summary: 'This document',
          responses: {
            '200': { description: 'The OpenAPI 3.1 document.', content: { 'application/json': {} } },
          },
        },
      },
    },
  };
}
