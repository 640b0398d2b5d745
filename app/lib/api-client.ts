/**
 * The browser's one client of the API: a call names its endpoint from the contract, which gives the
 * path, the method, the body's type and the schema its answer is checked against; every failure
 * becomes an ApiError the screen can act on.
 */
import type { z } from 'zod';
import { apiErrorSchema } from '#contract/api-error.ts';
import {
  type Endpoint,
  type EndpointRequestBody,
  errorAnswers,
  passwordChecksBusyMessage,
  type SuccessBody,
} from '#contract/endpoint.ts';
import {
  idempotencyKeyHeader,
  idempotencyKeyHeaders,
  idempotencyKeyValue,
  newIdempotencyKey,
  resendWait,
} from '#contract/idempotency.ts';

/** A failed call, with what a screen needs to react to it. */
export class ApiError extends Error {
  /** HTTP status of the answer; 0 when the server could not be reached. */
  readonly status: number;
  /** Field name → message, when the server rejected the input. */
  readonly fields: Readonly<Record<string, string>> | undefined;
  /** Seconds to wait before trying again, from a Retry-After header. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    message: string,
    details: { status: number; fields?: Record<string, string>; retryAfterSeconds?: number },
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = details.status;
    this.fields = details.fields;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True when the server answered that the staff session is missing or has ended. */
export function isSessionExpired(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/** The message of any failure: the ApiError's, or the fallback for what is not an Error. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

export const networkFailureMessage =
  'Could not reach the server. Check your internet connection and try again.';

const bodyPreviewLength = 120;
const jsonContentType = /^application\/(?:[\w.+-]+\+)?json\b/i;

/**
 * Sends a request to the same-origin API; a network failure becomes an ApiError with status 0. A
 * Blob body (a picture) goes as it is, fetch giving it its own type as the Content-Type.
 */
async function send(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  if (init.body !== undefined && !(init.body instanceof Blob))
    headers.set('Content-Type', 'application/json');
  try {
    return await fetch(path, { ...init, headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError(networkFailureMessage, { status: 0 });
  }
}

/** Lets go of an answer whose body is not needed, so the request does not stay open. */
async function discardBody(response: Response): Promise<void> {
  if (response.bodyUsed || !response.body) return;
  await response.body.cancel().catch(() => undefined);
}

async function readText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch {
    throw new ApiError(networkFailureMessage, { status: 0 });
  }
}

const preview = (text: string) => text.slice(0, bodyPreviewLength);

function unexpectedResponse(status: number, expected: string, body: string): ApiError {
  return new ApiError(
    `Unexpected response (status ${status}). Expected ${expected} but got: ${preview(body)}`,
    {
      status,
    },
  );
}

function parseRetryAfter(response: Response): number | undefined {
  const header = response.headers.get('Retry-After');
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/**
 * The error of a non-OK answer: the JSON `error` field when there is one,
 * else "{failure}: {status} {statusText}".
 */
async function errorFromResponse(response: Response, failure: string): Promise<ApiError> {
  const retryAfterSeconds = parseRetryAfter(response);
  const fallback = `${failure}: ${response.status} ${response.statusText}`.trim();
  let body: unknown;
  try {
    body = JSON.parse(await readText(response));
  } catch {
    return new ApiError(fallback, { status: response.status, retryAfterSeconds });
  }
  const parsed = apiErrorSchema.safeParse(body);
  if (!parsed.success || parsed.data.error.trim() === '') {
    return new ApiError(fallback, { status: response.status, retryAfterSeconds });
  }
  return new ApiError(parsed.data.error, {
    status: response.status,
    fields: parsed.data.fields,
    retryAfterSeconds,
  });
}

/** The JSON body of an OK answer; one that is not JSON throws "Unexpected response (status …)". */
async function readJson(response: Response): Promise<unknown> {
  const text = await readText(response);
  if (!jsonContentType.test(response.headers.get('Content-Type') ?? '')) {
    throw unexpectedResponse(response.status, 'JSON', text);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw unexpectedResponse(response.status, 'JSON', text);
  }
}

/** The schema of the endpoint's first 2xx answer with a JSON body, if it has one. */
function successSchema(endpoint: Endpoint): z.ZodType | undefined {
  for (const [status, answer] of Object.entries(endpoint.answers)) {
    if (/^2\d\d$/.test(status) && answer.schema) return answer.schema;
  }
  return undefined;
}

type QueryValue = string | number | boolean | undefined | null;

/** The endpoint's path with its `{name}` parts filled in and the query's set values appended. */
export function endpointUrl(
  endpoint: Pick<Endpoint, 'path'>,
  params: Record<string, string | number> = {},
  query: Record<string, QueryValue> = {},
): string {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path} needs ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}

export interface Call<E extends Endpoint, Answer> {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  body?: EndpointRequestBody<E>;
  signal?: AbortSignal;
  /** The start of the message when the server gives none: "Failed to fetch tablets". */
  failure: string;
  /**
   * The answer's schema when it is not the contract's, e.g. one that also reads the shapes an
   * older server sends; `expected` names it in the message of an answer that does not fit.
   */
  answer?: { schema: z.ZodType<Answer>; expected: string };
}

/**
 * A request that checks a password is sent again while the server's password checks are all taken
 * (it did nothing then): the person sees the form busy a few seconds longer instead of an error.
 */
export const busyRetries = { times: 8, longestWaitSeconds: 5 } as const;

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}

/** Whether the error is the busy answer of an endpoint that declares it, to be sent again after its wait. */
function sendAgain(endpoint: Endpoint, error: ApiError): error is ApiError & { retryAfterSeconds: number } {
  return (
    endpoint.answers[503] === errorAnswers.passwordChecksBusy &&
    error.status === 503 &&
    error.message === passwordChecksBusyMessage &&
    error.retryAfterSeconds !== undefined &&
    error.retryAfterSeconds <= busyRetries.longestWaitSeconds
  );
}

/**
 * How long to wait before sending the request again after its `attempt`th failure (from 1), or
 * undefined to give up: a request with an Idempotency-Key whose answer was lost, or a password
 * check while the server's are all taken.
 */
function resendAfterMs(endpoint: Endpoint, keyed: boolean, error: ApiError, attempt: number) {
  if (keyed) return resendWait(error.status, attempt, error.retryAfterSeconds);
  return attempt <= busyRetries.times && sendAgain(endpoint, error)
    ? error.retryAfterSeconds * 1000
    : undefined;
}

/**
 * Calls the endpoint and answers its checked 2xx body (undefined when it has none). A non-OK
 * answer throws its ApiError; so does an OK answer that does not fit the schema. An endpoint that
 * takes an Idempotency-Key gets a new one per call, kept when the request is sent again.
 */
export async function callEndpoint<E extends Endpoint, Answer = SuccessBody<E>>(
  endpoint: E,
  call: Call<E, Answer>,
): Promise<Answer> {
  const key = endpoint.headers === idempotencyKeyHeaders ? newIdempotencyKey() : undefined;
  const request = () =>
    send(endpointUrl(endpoint, call.params, call.query), {
      method: endpoint.method,
      ...(key && { headers: { [idempotencyKeyHeader]: idempotencyKeyValue(key) } }),
      body:
        call.body === undefined
          ? undefined
          : call.body instanceof Blob
            ? call.body
            : JSON.stringify(call.body),
      signal: call.signal,
    }).catch((error: unknown) => {
      if (!key || call.signal?.aborted) throw error;
      return error as ApiError;
    });
  let response = await request();
  for (let attempt = 1; response instanceof ApiError || !response.ok; attempt += 1) {
    const error = response instanceof ApiError ? response : await errorFromResponse(response, call.failure);
    const waitMs = resendAfterMs(endpoint, key !== undefined, error, attempt);
    if (waitMs === undefined) throw error;
    await pause(waitMs, call.signal);
    response = await request();
  }
  const schema = call.answer?.schema ?? successSchema(endpoint);
  if (!schema || response.status === 204) {
    await discardBody(response);
    return undefined as Answer;
  }
  const body = await readJson(response);
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data as Answer;
  throw unexpectedResponse(
    response.status,
    call.answer?.expected ?? 'the documented answer',
    JSON.stringify(body) ?? String(body),
  );
}
