import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tabletLimits, tabletMessages } from '#contract/tablet.ts';
import { buildTestApp, call } from '../testing/test-app.ts';
import { useSuiteStore } from '../testing/test-stores.ts';

type Document = {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  components: {
    schemas: Record<
      string,
      { properties?: Record<string, Record<string, unknown>> } & Record<string, unknown>
    >;
  };
};

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

  beforeAll(async () => {
    app = await buildTestApp(suite.store);
    const answer = await call(app, { method: 'GET', url: '/api/openapi.json' });
    expect(answer.status).toBe(200);
    document = answer.body as Document;
  });
  afterAll(() => app.close());

  it('is an OpenAPI 3.1 document of every endpoint of the contract', () => {
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(
      [
        'GET /api/tablets',
        'POST /api/tablets',
        'PUT /api/tablets/{id}',
        'DELETE /api/tablets/{id}',
        'POST /api/admin/session',
        'GET /api/admin/session',
        'DELETE /api/admin/session',
        'GET /api/health',
        'GET /api/openapi.json',
      ].sort(),
    );
    expect(document.paths['/api/tablets/{id}']?.put?.responses['409']).toMatchObject({
      description: tabletMessages.staleVersion,
    });
  });

  it('describes bodies with the rules of the shared schemas', () => {
    const input = document.components.schemas.TabletInput!;
    expect(input.additionalProperties).toBe(false);
    expect(input.required).toEqual(['name', 'genericName', 'price']);
    expect(input.properties?.name).toMatchObject({ type: 'string', maxLength: tabletLimits.nameMax });
    expect(input.properties?.price).toMatchObject({
      type: 'number',
      minimum: tabletLimits.priceMin,
      maximum: tabletLimits.priceMax,
    });
    expect(input.properties?.description).toMatchObject({
      anyOf: [{ type: 'string', maxLength: tabletLimits.descriptionMax }, { type: 'null' }],
    });
    expect(document.components.schemas.TabletUpdate?.required).toContain('version');
    expect(document.components.schemas.Tablet?.properties?.id).toMatchObject({ format: 'uuid' });
  });

  it('has no dangling references', () => {
    for (const ref of collectRefs(document)) {
      const name = ref.replace('#/components/schemas/', '');
      expect(document.components.schemas[name], ref).toBeDefined();
    }
  });
});
