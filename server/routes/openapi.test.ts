import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSessionEndpoints } from '#contract/admin-session.ts';
import { bodyLimits, bodyTooLargeAnswer, type Endpoint } from '#contract/endpoint.ts';
import { inboxEndpoints } from '#contract/inbox.ts';
import { leadKinds, submissionPaths } from '#contract/lead-fields.ts';
import { submissionEndpoints } from '#contract/submissions.ts';
import { tabletEndpoints, tabletLimits, tabletMessages } from '#contract/tablet.ts';
import { smallestSiteFiles, writeClientBuild } from '#testing/client-build.ts';
import { contractEndpoints } from '#testing/contract-endpoints.ts';
import { buildTestApp, call } from '#testing/test-app.ts';
import { useSuiteStore } from '#testing/test-stores.ts';

type JsonObject = Record<string, unknown>;
type Operation = {
  operationId: string;
  tags: string[];
  security: JsonObject[];
  'x-staff-roles'?: string[];
  requestBody?: { content: Record<string, { schema: JsonObject & { properties: JsonObject } }> };
  responses: Record<
    string,
    { description: string; headers?: JsonObject; content?: Record<string, { schema: JsonObject }> }
  >;
};
type Document = {
  openapi: string;
  info: JsonObject;
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonObject>; securitySchemes: JsonObject };
};

const endpoints = contractEndpoints;

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

  let buildDir: string;

  // Built as production serves it: the site's routes, which have no schema, are registered too.
  beforeAll(async () => {
    buildDir = await mkdtemp(path.join(tmpdir(), 'pharma-openapi-'));
    await writeClientBuild(path.join(buildDir, 'client'), smallestSiteFiles);
    app = await buildTestApp(suite.store, { buildDir });
    const answer = await call(app, { method: 'GET', url: '/api/openapi.json' });
    expect(answer.status).toBe(200);
    document = answer.body as Document;
  });
  afterAll(async () => {
    await app.close();
    await rm(buildDir, { recursive: true, force: true });
  });

  it('is answered over a real connection by the app that serves the site', async () => {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const response = await fetch(`${address}/api/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(((await response.json()) as Document).openapi).toBe('3.1.0');
    const page = await fetch(`${address}/`);
    expect(await page.text()).toContain('<h1>Home</h1>');
  });

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
    const conflict = operation(tabletEndpoints.update).responses['409']?.description;
    expect(conflict).toContain(tabletMessages.staleVersion);
  });

  it('documents the refusals of a body and of a query on every endpoint that takes one', () => {
    const described = (endpoint: Endpoint, status: number) =>
      operation(endpoint).responses[String(status)]?.description;
    for (const endpoint of endpoints) {
      if (endpoint.query) expect(described(endpoint, 400), endpoint.operationId).toBeDefined();
      if (!endpoint.body) continue;
      expect(described(endpoint, 400), endpoint.operationId).toBeDefined();
      expect(described(endpoint, 413), endpoint.operationId).toBe(
        bodyTooLargeAnswer(endpoint.bodyLimit ?? bodyLimits.standard).description,
      );
      const readsJson = (endpoint.bodyMediaTypes ?? ['application/json']).includes('application/json');
      expect(described(endpoint, 415) !== undefined, endpoint.operationId).toBe(readsJson);
    }
    expect(described(tabletEndpoints.create, 415)).toBe('The body is not application/json.');
    expect(described(submissionEndpoints.quote, 415)).toBe(
      'The body is neither application/json nor application/x-www-form-urlencoded.',
    );
  });

  it('says which operations need the staff session cookie, with which roles, and which are public', () => {
    expect(document.components.securitySchemes).toEqual({
      adminSession: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'admin_session' }),
    });
    for (const endpoint of endpoints) {
      expect(operation(endpoint).security, endpoint.operationId).toEqual(
        endpoint.access === 'public' ? [] : [{ adminSession: [] }],
      );
      expect(operation(endpoint)['x-staff-roles'], endpoint.operationId).toEqual(
        endpoint.access === 'public' ? undefined : endpoint.access.roles,
      );
    }
    const tagNames = new Set(endpoints.flatMap((endpoint) => endpoint.tags));
    expect(document.tags.map((tag) => tag.name).sort()).toEqual([...tagNames].sort());
  });

  it('describes bodies with the rules of the shared schemas', () => {
    const input = operation(tabletEndpoints.create).requestBody!.content['application/json']!.schema;
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
    const update = operation(tabletEndpoints.update).requestBody!.content['application/json']!.schema;
    expect(update.properties.version).toMatchObject({ type: 'integer' });
    expect(update.required).not.toContain('version');
  });

  it('refers to its shared schemas as components, and every reference resolves', () => {
    expect(Object.keys(document.components.schemas).sort()).toEqual([
      'ApiError',
      'AuditEntry',
      'Batch',
      'PackRecord',
      'PackSigningKey',
      'Recall',
      'StaffAccount',
      'Tablet',
    ]);
    expect(document.components.schemas.Tablet).toMatchObject({
      properties: { id: { format: 'uuid' }, price: { multipleOf: 0.01 } },
    });
    const listAnswer = operation(tabletEndpoints.list).responses['200']!.content!['application/json']!.schema;
    expect(listAnswer).toMatchObject({
      properties: { tablets: { items: { $ref: '#/components/schemas/Tablet' } } },
    });
    expect(operation(tabletEndpoints.remove).responses['404']!.content!['application/json']!.schema).toEqual({
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

  it('documents the six forms: JSON or form posts, answered 201 or 303, refusals as JSON or HTML', () => {
    const operationIds = leadKinds.map((kind) => operation(submissionEndpoints[kind]).operationId);
    expect(operationIds).toEqual([
      'submitQuoteRequest',
      'sendContactMessage',
      'subscribeToNewsletter',
      'reportAdverseEvent',
      'askMedicalInformation',
      'applyAsDistributor',
    ]);
    for (const kind of leadKinds) {
      expect(submissionEndpoints[kind].path).toBe(submissionPaths[kind].url);
      const submit = operation(submissionEndpoints[kind]);
      expect(submit.security).toEqual([]);
      expect(Object.keys(submit.requestBody!.content)).toEqual([
        'application/json',
        'application/x-www-form-urlencoded',
      ]);
      const { 'application/json': json, 'application/x-www-form-urlencoded': form } =
        submit.requestBody!.content;
      expect(form!.schema).toEqual(json!.schema);
      expect(json!.schema.additionalProperties).toBe(false);
      expect(Object.keys(json!.schema.properties)).toEqual(expect.arrayContaining(['website', 'elapsedMs']));
      expect(submit.responses['201']!.content!['application/json']!.schema).toMatchObject({
        properties: { reference: { type: 'string' } },
      });
      expect(submit.responses['303']).toMatchObject({
        headers: { Location: { schema: { type: 'string' } } },
      });
      expect(submit.responses['303']!.content).toBeUndefined();
      for (const status of ['400', '429']) {
        expect(Object.keys(submit.responses[status]!.content!)).toEqual(['application/json', 'text/html']);
      }
      expect(submit.responses['429']!.headers).toHaveProperty('Retry-After');
    }
    expect(
      operation(submissionEndpoints.quote).requestBody!.content['application/json']!.schema.required,
    ).toEqual(expect.arrayContaining(['fullName', 'email', 'productName', 'quantity', 'agreed']));
  });

  it('documents the staff inbox behind the staff session, with its roles and its CSV export', () => {
    expect(Object.values(inboxEndpoints).map((endpoint) => operation(endpoint).operationId)).toEqual([
      'listInbox',
      'exportInbox',
      'readInboxItem',
      'changeInboxItemStatus',
      'erasePersonalData',
    ]);
    expect(operation(inboxEndpoints.list)['x-staff-roles']).toEqual(['sales', 'safety']);
    expect(operation(inboxEndpoints.erase)['x-staff-roles']).toEqual(['safety']);
    for (const endpoint of Object.values(inboxEndpoints)) {
      expect(Object.keys(operation(endpoint).responses)).toEqual(expect.arrayContaining(['401', '403']));
    }
    const exported = operation(inboxEndpoints.csv).responses['200']!;
    expect(Object.keys(exported.content!)).toEqual(['text/csv']);
    expect(exported.headers).toHaveProperty('Content-Disposition');
    expect(operation(inboxEndpoints.detail).responses['404']!.content!['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/ApiError',
    });
    const unread = operation(inboxEndpoints.list).responses['200']!.content!['application/json']!.schema;
    expect(unread).toMatchObject({
      properties: { unread: { required: [...leadKinds] } },
    });
  });
});
