import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceEndpoints } from '#contract/service.ts';
import { confirmationLifetimeMinutes } from '#contract/endpoint.ts';
import { staffRoleDescriptions } from '#contract/staff-roles.ts';
import { staffCookieBaseNames } from '../auth/staff-cookies.ts';
import { adminSecurityScheme, registerEndpoint } from '../http/endpoint.ts';

type Transform = typeof jsonSchemaTransform;
type TransformObject = typeof jsonSchemaTransformObject;
type JsonObject = Record<string, unknown>;

/** A schema in OpenAPI 3.1's dialect, without the `$schema` line a standalone JSON Schema has. */
function jsonSchemaOf(schema: z.ZodType) {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema);
  return rest;
}

/** Adds the response headers an endpoint documents (such as Retry-After), which zod schemas cannot carry. */
const transform: Transform = (route) => {
  const transformed = jsonSchemaTransform(route);
  const endpoint = route.route.config?.endpoint;
  // Routes without a schema (the static site, the confirmation pages) come through with none.
  const responses = (transformed.schema as { response?: Record<string, JsonObject> } | undefined)?.response;
  if (!endpoint || !responses) return transformed;
  for (const [status, answer] of Object.entries(endpoint.answers)) {
    const response = responses[status];
    if (!answer.headers || !response) continue;
    response.headers = Object.fromEntries(
      Object.entries(answer.headers).map(([name, header]) => [
        name,
        { ...jsonSchemaOf(header.schema), description: header.description },
      ]),
    );
  }
  return transformed;
};

function collectRefs(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) collectRefs(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.add(child.replace('#/components/schemas/', ''));
      else collectRefs(child, found);
    }
  }
  return found;
}

/**
 * The components of the zod registry (`.meta({ id })`), keeping only those an operation refers to:
 * the registry also yields an input twin of every answer schema, which no operation uses.
 */
const transformObject: TransformObject = (documentObject) => {
  const document = jsonSchemaTransformObject(documentObject) as {
    paths?: unknown;
    components?: { schemas?: Record<string, unknown> };
  };
  const schemas = document.components?.schemas;
  if (!document.components || !schemas) return document as ReturnType<TransformObject>;
  const used = collectRefs(document.paths, new Set());
  for (let size = 0; size !== used.size;) {
    size = used.size;
    for (const name of [...used]) collectRefs(schemas[name], used);
  }
  document.components.schemas = Object.fromEntries(
    Object.entries(schemas).filter(([name]) => used.has(name)),
  );
  return document as ReturnType<TransformObject>;
};

/**
 * Generates the OpenAPI 3.1 document from the contract endpoints the app registers (the routes
 * without tags, such as the static site, stay out), and serves it at GET /api/openapi.json.
 * Register it before the endpoints, so that it sees them.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    hideUntagged: true,
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Aarogya Life Sciences site API',
        version: '1.0.0',
        description:
          'Same-origin JSON API of the tablet catalogue, the public forms and the staff inbox. Answers are ' +
          'application/json (204 and 303 have no body) unless stated: form posts also get HTML pages, the ' +
          'inbox export is CSV. ' +
          'errors are `{ "error": string }`, validation errors add `fields`. Staff operations need the session ' +
          'cookie of a staff member whose roles allow them and, when the browser sends one, a same-origin ' +
          'Origin header.',
        contact: { name: 'Aarogya Life Sciences, through the /contact page of this site' },
        license: { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'The site that serves this document: the API is same-origin.' }],
      tags: [
        {
          name: 'tablets',
          description: 'The tablet catalogue: anyone reads it, staff with the catalogue role change it.',
        },
        { name: 'admin session', description: 'Staff sign in with the admin key; the session is a cookie.' },
        {
          name: 'submissions',
          description:
            'What visitors send the company: quote requests, contact messages, newsletter sign-ups and ' +
            'adverse-event reports, as JSON or as plain form posts.',
        },
        {
          name: 'inbox',
          description:
            'Staff read, sort, export and erase the submissions: sales staff the quote requests, contact ' +
            'messages and subscriptions, drug-safety staff the adverse-event reports and erasures.',
        },
        {
          name: 'staff accounts',
          description: 'The owner invites members of staff, sets their roles and disables their accounts.',
        },
        {
          name: 'staff sign-in',
          description:
            'An invited member of staff registers a passkey, or a password and an authenticator app, then signs ' +
            'in with it.',
        },
        {
          name: 'staff own account',
          description:
            'A member of staff sees and ends their own sessions, replaces their recovery codes, changes their ' +
            'password and switches to a new authenticator app, after confirming who they are.',
        },
        {
          name: 'staff passkeys',
          description: 'Members of staff add passkeys to their own account and sign in with them.',
        },
        {
          name: 'audit log',
          description: 'The owner reads and exports the record of every staff action, kept as a hash chain.',
        },
        {
          name: 'staff alerts',
          description:
            'A member of staff turns alerts (Web Push) on in their browsers for the kinds of submission their roles cover.',
        },
        {
          name: 'visitor requests',
          description:
            'A visitor follows a request they sent on its private page, reads the replies, downloads a quotation ' +
            'and answers, with the token of the link their confirmation or a reply mail gave them.',
        },
        {
          name: 'packs',
          description: 'What anyone needs to check the signed code on one of our packs.',
        },
        {
          name: 'batches',
          description:
            'Batches of the catalogue’s products, which pack codes name: staff with the catalogue role keep them.',
        },
        {
          name: 'recalls',
          description:
            'Recall notices: staff with the safety or catalogue role publish them, and the public reads them on /recalls, ' +
            'its Atom feed (/recalls/feed.atom), product pages and pack checks.',
        },
        {
          name: 'products',
          description:
            'The product master: staff with the catalogue role draft and publish a product’s fields; the medical role ' +
            'approves a prescription product’s medical text before it is published.',
        },
        { name: 'service', description: 'Health check and this document.' },
      ],
      components: {
        securitySchemes: {
          [adminSecurityScheme]: {
            type: 'apiKey',
            in: 'cookie',
            name: staffCookieBaseNames.session,
            description:
              'The HttpOnly, SameSite=Strict cookie set by POST /api/admin/session (named with the __Host- ' +
              'prefix over HTTPS): a random id of a session kept by the server, valid for 8 hours or until 30 ' +
              'minutes pass without a request, ended everywhere by DELETE /api/admin/session. An operation ' +
              'lists the staff roles allowed to call it in `x-staff-roles`; the owner role (and a session ' +
              'opened with the admin key) may call every one. Without a live session the answer is 401; with roles that do not ' +
              'allow the operation, 403. An operation marked `x-staff-confirmed` also needs the person to have ' +
              'signed in, or confirmed who they are with POST /api/staff/confirmation, in the last ' +
              `${confirmationLifetimeMinutes} minutes (else 403 as well). The roles: ` +
              Object.entries(staffRoleDescriptions)
                .map(([role, description]) => `\`${role}\`: ${description}`)
                .join(' '),
          },
        },
      },
    },
    transform,
    transformObject,
  });

  let document: string | undefined;
  registerEndpoint(app, serviceEndpoints.openApi, async (_request, reply) => {
    document ??= JSON.stringify(app.swagger());
    return reply.type('application/json; charset=utf-8').send(document);
  });
}
