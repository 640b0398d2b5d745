import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSessionEndpoints } from '#contract/admin-session.ts';
import type { Endpoint } from '#contract/endpoint.ts';
import { serviceEndpoints } from '#contract/service.ts';
import { tabletEndpoints, tabletLimits, tabletMessages } from '#contract/tablet.ts';
import { buildTestApp, call } from '#testing/test-app.ts';
import { useSuiteStore } from '#testing/test-stores.ts';

type JsonObject = Record<string, unknown>;
type Operation = {
  operationId: string;
  tags: string[];
  security: JsonObject[];
  requestBody?: { content: { 'application/json': { schema: JsonObject & { properties: JsonObject } } } };
  responses: Record<
    string,
    { description: string; content?: { 'application/json': { schema: JsonObject } } }
  >;
};
type Document = {
  openapi: string;
  info: JsonObject;
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonObject>; securitySchemes: JsonObject };
};

const endpoints: Endpoint[] = [
  ...Object.values(tabletEndpoints),
  ...Object.values(adminSessionEndpoints),
  ...Object.values(serviceEndpoints),
];

function collectRefs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) collectRefs(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.push(child);
      else collectRefs(child, found);
    }
  }
  return found;
}

describe('GET /api/openapi.json', () => {
  const suite = useSuiteStore('sqlite');
  let app: FastifyInstance;
  let document: Document;
  const operation = (endpoint: Endpoint) => document.paths[endpoint.path]![endpoint.method.toLowerCase()]!;

  beforeAll(async () => {
    app = await buildTestApp(suite.store);
    const answer = await call(app, { method: 'GET', url: '/api/openapi.json' });
    expect(answer.status).toBe(200);
    document = answer.body as Document;
  });
  afterAll(() => app.close());

  it('is generated from every contract endpoint and nothing else', () => {
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(
      endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort(),
    );
    for (const endpoint of endpoints) {
      expect(operation(endpoint)).toMatchObject({
        operationId: endpoint.operationId,
        summary: endpoint.summary,
        description: endpoint.description,
        tags: [...endpoint.tags],
      });
      const statuses = Object.keys(endpoint.answers).sort();
      expect(Object.keys(operation(endpoint).responses).sort()).toEqual(statuses);
    }
    expect(operation(tabletEndpoints.update).responses['409']?.description).toBe(tabletMessages.staleVersion);
  });

  it('says which operations need the admin session cookie and which are public', () => {
    expect(document.components.securitySchemes).toEqual({
      adminSession: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'admin_session' }),
    });
    for (const endpoint of endpoints) {
      expect(operation(endpoint).security, endpoint.operationId).toEqual(
        endpoint.access === 'admin' ? [{ adminSession: [] }] : [],
      );
    }
    const tagNames = new Set(endpoints.flatMap((endpoint) => endpoint.tags));
    expect(document.tags.map((tag) => tag.name).sort()).toEqual([...tagNames].sort());
  });

  it('describes bodies with the rules of the shared schemas', () => {
    const input = operation(tabletEndpoints.create).requestBody!.content['application/json'].schema;
    expect(input.additionalProperties).toBe(false);
    expect(input.required).toEqual(['name', 'genericName', 'price']);
    expect(input.properties.name).toMatchObject({ type: 'string', maxLength: tabletLimits.nameMax });
    expect(input.properties.price).toMatchObject({
      type: 'number',
      minimum: tabletLimits.priceMin,
      maximum: tabletLimits.priceMax,
      multipleOf: 0.01,
    });
    expect(input.properties.description).toMatchObject({
      anyOf: [{ type: 'string', maxLength: tabletLimits.descriptionMax }, { type: 'null' }],
    });
    const update = operation(tabletEndpoints.update).requestBody!.content['application/json'].schema;
    expect(update.properties.version).toMatchObject({ type: 'integer' });
    expect(update.required).not.toContain('version');
  });

  it('refers to Tablet and ApiError as components, and every reference resolves', () => {
    expect(Object.keys(document.components.schemas).sort()).toEqual(['ApiError', 'Tablet']);
    expect(document.components.schemas.Tablet).toMatchObject({
      properties: { id: { format: 'uuid' }, price: { multipleOf: 0.01 } },
    });
    const listAnswer = operation(tabletEndpoints.list).responses['200']!.content!['application/json'].schema;
    expect(listAnswer).toMatchObject({
      properties: { tablets: { items: { $ref: '#/components/schemas/Tablet' } } },
    });
    expect(operation(tabletEndpoints.remove).responses['404']!.content!['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ApiError',
    });
    for (const ref of collectRefs(document)) {
      const name = ref.replace('#/components/schemas/', '');
      expect(document.components.schemas[name], ref).toBeDefined();
    }
  });

  it('documents the Retry-After header of a refused sign-in, and no body for 204 answers', () => {
    const limited = operation(adminSessionEndpoints.open).responses['429'] as JsonObject;
    expect(limited.headers).toEqual({
      'Retry-After': expect.objectContaining({
        description: expect.any(String),
        schema: expect.objectContaining({ type: 'integer' }),
      }),
    });
    expect(operation(tabletEndpoints.remove).responses['204']).toEqual({ description: 'Deleted.' });
  });
});
