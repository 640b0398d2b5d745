import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
  onRequestHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldErrors } from '#contract/api-error.ts';
import type {
  Endpoint,
  EndpointAccess,
  EndpointBody,
  EndpointParams,
  EndpointQuery,
  SuccessBody,
} from '#contract/endpoint.ts';
import { limitedBy, type RouteLimit } from './rate-limit.ts';
import { bodyNotObjectMessage, RequestError, summariseFieldErrors } from './request-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract definition a route was registered from (for the OpenAPI document). */
    endpoint?: Endpoint;
  }
  interface FastifyInstance {
    /** The checks a staff endpoint runs before anything else (see `useStaffGate`). */
    staffGate?: (access: EndpointAccess) => onRequestHookHandler[];
  }
}

/**
 * Makes every endpoint registered afterwards run the checks its contract access declares: the one
 * staff gate, so no route can forget or loosen them.
 */
export function useStaffGate(app: FastifyInstance, gate: (access: EndpointAccess) => onRequestHookHandler[]) {
  app.decorate('staffGate', gate);
}

/** The onRequest hooks of an endpoint: its access checks first, then the route's own. */
function accessHooks(app: FastifyInstance, endpoint: Endpoint): onRequestHookHandler[] {
  if (endpoint.access === 'public') return [];
  if (!app.staffGate)
    throw new Error(`${endpoint.operationId} needs staff access, but no staff gate is in use`);
  return app.staffGate(endpoint.access);
}

/** An endpoint's declared limit is counted by its handler, not before it. */
export const countedByHandler = 'counted-by-handler';

/**
 * The preHandler of an endpoint that declares a rate limit: the network's count, checked before the
 * handler; none when the handler counts.
 */
function limitHooks(endpoint: Endpoint, limit: EndpointOptions['limit']) {
  if (!endpoint.limit) return [];
  if (!limit)
    throw new Error(`${endpoint.operationId} declares a rate limit, but no counter was given for it`);
  if (limit === countedByHandler) return [];
  return [limitedBy(endpoint.limit, limit)];
}

/** The name under which an endpoint's route security is declared in the OpenAPI document. */
export const adminSecurityScheme = 'adminSession';
/** The operation property listing the staff roles allowed to call it (besides the owner). */
const staffRolesExtension = 'x-staff-roles';
/** The operation property marking one that needs a recent sign-in or confirmation. */
const staffConfirmedExtension = 'x-staff-confirmed';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Validates a request part with its contract schema. A body that fails answers 400 with the
 * contract's messages in `fields`; a path parameter that fails names nothing, so it answers 404. A
 * body is a JSON object, or the bytes a route's own parser read (a picture).
 */
const contractValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    if (httpPart === 'body' && !isPlainObject(data) && !(data instanceof Uint8Array))
      return { error: new RequestError(400, bodyNotObjectMessage) };
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    const fields = fieldErrors(result.error);
    if (httpPart === 'params')
      return { error: new RequestError(404, Object.values(fields)[0] ?? 'Not found') };
    return { error: new RequestError(400, summariseFieldErrors(fields), fields) };
  };

/** Routes take their validation and serialisation from the contract's zod schemas. */
export function useContractSchemas(app: FastifyInstance) {
  app.setValidatorCompiler(contractValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}

export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Body: EndpointBody<E>;
  Params: EndpointParams<E>;
  Querystring: EndpointQuery<E>;
}>;

/** A handler answers the endpoint's success body, or the reply it has sent itself. */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<SuccessBody<E> | FastifyReply>;

/** Fastify's route url of an OpenAPI path: `/api/tablets/{id}` → `/api/tablets/:id`. */
function routeUrl(path: string): string {
  return path.replaceAll(/\{(\w+)\}/g, ':$1');
}

/** The route's response schemas: the bodies per status and media type, or a documented empty answer (204). */
function responseSchemas(endpoint: Endpoint) {
  return Object.fromEntries(
    Object.entries(endpoint.answers).map(([status, answer]) => {
      const bodies = { ...(answer.schema && { 'application/json': answer.schema }), ...answer.media };
      const content = Object.fromEntries(
        Object.entries(bodies).map(([mediaType, schema]) => [mediaType, { schema }]),
      );
      return [
        status,
        Object.keys(content).length > 0
          ? { description: answer.description, content }
          : z.null().meta({ description: answer.description }),
      ];
    }),
  );
}

/** Route options beside the contract: checks before the body is read, and how the body is taken. */
export interface EndpointOptions {
  onRequest?: onRequestHookHandler[];
  /** Hands a request that fails validation to the handler (`request.validationError`) instead of answering 400. */
  attachValidation?: boolean;
  /**
   * Where an endpoint that declares `limit` counts, and what it answers past it; or
   * `countedByHandler` when its handler awaits `limitedBy` itself, as it counts only some requests.
   */
  limit?: RouteLimit | typeof countedByHandler;
}

/**
 * Registers the route of one contract endpoint: its url, access checks, validation, response
 * serialisation, rate limit and OpenAPI description all come from the definition; `onRequest` hooks
 * run before the body is read.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointOptions = {},
) {
  const preHandler = limitHooks(endpoint, options.limit);
  app.route({
    method: endpoint.method,
    url: routeUrl(endpoint.path),
    onRequest: [...accessHooks(app, endpoint), ...(options.onRequest ?? [])],
    ...(preHandler.length > 0 && { preHandler }),
    ...(endpoint.bodyLimit !== undefined && { bodyLimit: endpoint.bodyLimit }),
    ...(options.attachValidation !== undefined && { attachValidation: options.attachValidation }),
    config: { endpoint },
    schema: {
      operationId: endpoint.operationId,
      summary: endpoint.summary,
      description: endpoint.description,
      tags: [...endpoint.tags],
      security: endpoint.access === 'public' ? [] : [{ [adminSecurityScheme]: [] }],
      ...(endpoint.access !== 'public' && { [staffRolesExtension]: [...endpoint.access.roles] }),
      ...(endpoint.access !== 'public' && endpoint.access.confirmed && { [staffConfirmedExtension]: true }),
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.headers && { headers: endpoint.headers }),
      ...(endpoint.body && { body: endpoint.body }),
      ...(endpoint.bodyMediaTypes && { consumes: [...endpoint.bodyMediaTypes] }),
      response: responseSchemas(endpoint),
    },
    handler: handler as RouteHandlerMethod,
  });
}
