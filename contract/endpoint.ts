import './zod-setup.ts';
import { z } from 'zod';
import { apiErrorSchema } from './api-error.ts';
import type { AuditAction } from './audit-actions.ts';
import type { StaffRole } from './staff-roles.ts';

/**
 * Who may call an endpoint: anyone, or staff signed in with one of these roles (or the owner's);
 * `confirmed` endpoints also need the person to have signed in or confirmed who they are (both
 * factors, or a passkey) within `confirmationLifetimeMinutes` (ASVS 5.0 7.5.1). `ownAccount`
 * endpoints concern the signed-in account itself: a session of the admin key, which has no account,
 * is answered 409 with that error.
 */
export type EndpointAccess = 'public' | StaffAccess;

export interface StaffAccess {
  roles: readonly [StaffRole, ...StaffRole[]];
  confirmed?: true;
  ownAccount?: string;
}

/** Staff access for these roles; the owner is always allowed as well. */
export const staffOnly = <const R extends readonly [StaffRole, ...StaffRole[]]>(...roles: R) => ({ roles });

/** How long a sign-in, or confirming who one is, lets a person change how they sign in. */
export const confirmationLifetimeMinutes = 10;

/** Staff access for these roles, from a person who signed in or confirmed who they are just now. */
export const confirmedStaffOnly = <const R extends readonly [StaffRole, ...StaffRole[]]>(...roles: R) => ({
  roles,
  confirmed: true as const,
});

/**
 * The access, for the signed-in account's own things only: the admin key's session has no account,
 * and is told so (409) with `message`.
 */
export const ownAccountOnly = <const A extends StaffAccess>(access: A, message: string) => ({
  ...access,
  ownAccount: message,
});

/**
 * What the audit log records of an endpoint that reads personal or safety data, or that an outsider
 * may try: the server writes the entry after a successful answer (naming the record the path's `id`
 * names, or those the handler names), and `failed` after any other refusal. Every 403 and 429 of a
 * staff endpoint is recorded besides, whatever it declares.
 */
export interface EndpointAudit {
  action?: AuditAction;
  recordType?: string;
  failed?: AuditAction;
}

/**
 * How many requests one network may make in a window that starts at its first, counted under `name`
 * (endpoints naming the same policy share one count); past `max`, the answer is 429 with Retry-After.
 */
export interface RateLimitPolicy {
  name: string;
  max: number;
  windowMs: number;
}

/** One possible answer of an endpoint: a JSON body (`schema`), other bodies (`media`), or no body (204). */
export interface Answer {
  description: string;
  schema?: z.ZodType;
  /** Bodies of other media types (a CSV file, an HTML page), media type → schema. */
  media?: Record<string, z.ZodType>;
  /** Response headers worth documenting, name → description. */
  headers?: Record<string, { description: string; schema: z.ZodType }>;
}

/**
 * Everything about one endpoint, defined once: the server registers its route (validation and
 * serialisation) from it, the OpenAPI document is generated from it, the browser client takes its
 * types from it. `path` is written the OpenAPI way (`/api/tablets/{id}`).
 */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Under `/api/`, or a well-known address (RFC 8615) that others look for by name. */
  path: `/api/${string}` | `/.well-known/${string}`;
  operationId: string;
  summary: string;
  description: string;
  tags: readonly [string, ...string[]];
  /**
   * `public` needs nothing; staff access needs the session cookie of an account holding one of the
   * roles (or the owner's), and a same-origin request.
   */
  access: EndpointAccess;
  params?: z.ZodType;
  query?: z.ZodType;
  /** Request headers the endpoint reads, by their lower-case names (a loose object: others pass). */
  headers?: z.ZodType;
  body?: z.ZodType;
  /**
   * The media types the body may arrive as; `application/json` alone when not given. A body the
   * server reads as bytes (a picture) has a schema of Uint8Array.
   */
  bodyMediaTypes?: readonly [string, ...string[]];
  /** The largest body accepted, in bytes, when it is not `bodyLimits.standard`. */
  bodyLimit?: number;
  /** The audit entry a call writes, for the reads of personal or safety data and for invitations. */
  audit?: EndpointAudit;
  /**
   * Counted per network after validation, before the handler (or by the handler, when some requests
   * are not counted); past its `max` the request goes no further.
   */
  limit?: RateLimitPolicy;
  /**
   * Status → answer; `4XX` for answers the HTTP server gives before any route runs. The 400, 413 and
   * 415 of a body, the 400 of a query, the 401 and 403 of staff access, the 409 of own-account access
   * and the 503 of an unavailable store are added by `defineEndpoint` unless given here.
   */
  answers: { [status: number]: Answer; '4XX'?: Answer };
  /** Answers without the data store (from memory), so it declares no 503. */
  storeless?: true;
}

type Flat<T> = { [K in keyof T]: T[K] };

/** The 401, 403 and 409 that the endpoint's access implies. */
type AccessAnswers<A extends EndpointAccess> = (A extends { confirmed: true }
  ? typeof confirmedStaffAnswers
  : A extends { roles: unknown }
    ? typeof staffAnswers
    : Record<never, never>) &
  (A extends { ownAccount: string } ? { 409: Answer } : Record<never, never>);

/** The 503 of an endpoint that needs the data store. */
type StoreAnswers<E extends Endpoint> = E extends { storeless: true }
  ? Record<never, never>
  : { 503: typeof errorAnswers.storeUnavailable };

/** The 400 and 413 of a request with a body, and the 400 of one with a query. */
type RequestAnswers<E extends Endpoint> = (E extends { body: z.ZodType }
  ? { 400: Answer; 413: Answer }
  : Record<never, never>) &
  (E extends { query: z.ZodType } ? { 400: Answer } : Record<never, never>);

/** The definition with its standard answers added: those it gives itself win. */
type DefinedEndpoint<E extends Endpoint> = {
  [K in keyof E]: K extends 'answers'
    ? Flat<
        Omit<RequestAnswers<E> & AccessAnswers<E['access']> & StoreAnswers<E>, keyof E['answers']> &
          E['answers']
      >
    : E[K];
};

/**
 * The endpoint, with the answers every endpoint of its kind gives: 400, 413 and 415 for a body that
 * is malformed, too large or of another media type, 400 for an invalid query, 401 and 403 for staff
 * access (their confirmed variants for confirmed access), 409 for own-account access, and 503 when
 * the store is not answering.
 */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): DefinedEndpoint<E> {
  const { access, bodyMediaTypes = ['application/json'] } = endpoint;
  // The server's parsers refuse any other media type with 415; a route that reads every body as bytes
  // (a picture) judges the bytes instead.
  const requestAnswers = {
    ...(endpoint.query && { 400: errorAnswers.invalidQuery }),
    ...(endpoint.body && {
      400: errorAnswers.invalidBody,
      413: bodyTooLargeAnswer(endpoint.bodyLimit ?? bodyLimits.standard),
      ...(bodyMediaTypes.includes('application/json') && { 415: unsupportedMediaAnswer(bodyMediaTypes) }),
    }),
  };
  const accessAnswers =
    access === 'public'
      ? {}
      : {
          ...(access.confirmed ? confirmedStaffAnswers : staffAnswers),
          ...(access.ownAccount !== undefined && { 409: errorAnswer(access.ownAccount) }),
        };
  const storeAnswers = endpoint.storeless ? {} : { 503: errorAnswers.storeUnavailable };
  return {
    ...endpoint,
    answers: { ...requestAnswers, ...accessAnswers, ...storeAnswers, ...endpoint.answers },
  } as DefinedEndpoint<E>;
}

/** The parsed request body the handler receives. */
export type EndpointBody<E extends Endpoint> = E['body'] extends z.ZodType ? z.output<E['body']> : undefined;
export type EndpointParams<E extends Endpoint> = E['params'] extends z.ZodType
  ? z.output<E['params']>
  : undefined;
export type EndpointQuery<E extends Endpoint> = E['query'] extends z.ZodType
  ? z.output<E['query']>
  : undefined;

/** The JSON a client sends as the body; for a body of bytes (a picture), a Blob, its type the Content-Type. */
export type EndpointRequestBody<E extends Endpoint> = E['body'] extends z.ZodType
  ? z.input<E['body']> extends Uint8Array
    ? Blob
    : z.input<E['body']>
  : never;

/** The body of the answer with that status (undefined for a 204). */
export type AnswerBody<E extends Endpoint, Status extends keyof E['answers']> = E['answers'][Status] extends {
  schema: z.ZodType;
}
  ? z.output<E['answers'][Status]['schema']>
  : undefined;

/** The body of any answer the endpoint declares with a 2xx status. */
export type SuccessBody<E extends Endpoint> = {
  [Status in keyof E['answers']]: Status extends 200 | 201 | 202 | 203 | 204 ? AnswerBody<E, Status> : never;
}[keyof E['answers']];

export const errorAnswer = (description: string): Answer => ({ description, schema: apiErrorSchema });

/** Largest request bodies, in bytes: every endpoint's, and a public form's (long texts, percent-encoded). */
export const bodyLimits = { standard: 16 * 1024, submission: 64 * 1024 } as const;

/** The words for a body limit, e.g. "64 KiB". */
export const bodyLimitText = (bytes: number) => `${bytes / 1024} KiB`;

/** The 413 answer of an endpoint with that body limit. */
export const bodyTooLargeAnswer = (bytes: number): Answer =>
  errorAnswer(`The body is larger than ${bodyLimitText(bytes)}.`);

/**
 * The error of a request that checks or sets a password while the server's bounded password checks
 * are all taken: nothing was done, and the same request may be sent again after `Retry-After`.
 */
export const passwordChecksBusyMessage =
  'Many sign-ins are being checked at this moment. Try again in a few seconds.';

/** The error answers many endpoints share, with the situations that cause them. */
export const errorAnswers = {
  invalidBody: errorAnswer(
    'Malformed JSON, a body that is not an object, or invalid fields (listed in `fields`).',
  ),
  invalidQuery: errorAnswer('Invalid query parameters (listed in `fields`).'),
  noSession: errorAnswer('No valid staff session.'),
  foreignOrigin: errorAnswer('The request came from another site (Origin or Sec-Fetch-Site header).'),
  forbidden: errorAnswer(
    'The request came from another site (Origin or Sec-Fetch-Site header), or the signed-in account’s roles do not allow this.',
  ),
  storeUnavailable: {
    ...errorAnswer(
      'The data store is not answering, or the server is restarting; retry after the given seconds.',
    ),
    headers: {
      'Retry-After': { description: 'Seconds to wait before retrying.', schema: z.int().positive() },
    },
  },
  passwordChecksBusy: {
    ...errorAnswer(
      `Too many passwords are being checked at this moment, so nothing was done (error: “${passwordChecksBusyMessage}”) ` +
        'and the same request may be sent again after the given seconds; or the data store is not answering, ' +
        'or the server is restarting.',
    ),
    headers: {
      'Retry-After': { description: 'Seconds to wait before retrying.', schema: z.int().positive() },
    },
  },
} satisfies Record<string, Answer>;

/**
 * What the HTTP server answers for any endpoint before a route runs: malformed HTTP (400), a
 * request that took too long to arrive (408) or request headers over 16 KiB (431).
 */
export const refusedRequestAnswer: Answer = {
  description:
    'The HTTP server refused the request before the API saw it: malformed HTTP, too slow, or too large headers.',
  schema: z.object({ error: z.string(), message: z.string(), statusCode: z.int() }),
};

/** The 200 answer of a CSV download, an attachment named `<name>-YYYY-MM-DD.csv`. */
export const csvFileAnswer = (name: string): Answer => ({
  description: 'The CSV file.',
  media: { 'text/csv': z.string().meta({ description: 'RFC 4180 CSV with a header row.' }) },
  headers: {
    'Content-Disposition': { description: `An attachment named ${name}-YYYY-MM-DD.csv.`, schema: z.string() },
  },
});

/** The 415 of a body sent as none of the media types the endpoint takes. */
function unsupportedMediaAnswer(mediaTypes: readonly [string, ...string[]]): Answer {
  const [first, ...others] = mediaTypes;
  const last = others.pop();
  if (last === undefined) return errorAnswer(`The body is not ${first}.`);
  if (others.length === 0) return errorAnswer(`The body is neither ${first} nor ${last}.`);
  return errorAnswer(`The body is not ${[first, ...others].join(', ')} or ${last}.`);
}

/** The answers of a request that needs a staff session from this site with the right role. */
const staffAnswers = {
  401: errorAnswers.noSession,
  403: errorAnswers.forbidden,
};

/** The answers of a request that needs a staff session with the right role, confirmed just now. */
const confirmedStaffAnswers = {
  401: errorAnswers.noSession,
  403: errorAnswer(
    'The request came from another site, the signed-in account’s roles do not allow this, or the person has ' +
      `not signed in or confirmed who they are (POST /api/staff/confirmation) in the last ${confirmationLifetimeMinutes} minutes.`,
  ),
};
