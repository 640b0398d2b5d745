import { apiErrorSchema } from '#contract/api-error.ts';
import { TabletApiError } from './api-error.ts';

export const networkFailureMessage =
  'Could not reach the server. Check your internet connection and try again.';

const bodyPreviewLength = 120;
const jsonContentType = /^application\/(?:[\w.+-]+\+)?json\b/i;

/** Sends a request to the same-origin API; a network failure becomes a TabletApiError with status 0. */
export async function send(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  if (init.body !== undefined) headers.set('Content-Type', 'application/json');
  try {
    return await fetch(path, { ...init, headers, credentials: 'same-origin' });
  } catch {
    throw new TabletApiError(networkFailureMessage, { status: 0 });
  }
}

/**
 * Reads to the end a body the caller does not need (API bodies are small): an unread body keeps
 * the request open, so the page never reaches network idle.
 */
export async function discardBody(response: Response): Promise<void> {
  try {
    await response.arrayBuffer();
  } catch {
    // Already read, or the connection dropped: nothing is pending either way.
  }
}

async function readText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch {
    throw new TabletApiError(networkFailureMessage, { status: 0 });
  }
}

function unexpectedResponse(status: number, body: string): TabletApiError {
  return new TabletApiError(
    `Unexpected response (status ${status}). Expected JSON but got: ${body.slice(0, bodyPreviewLength)}`,
    { status },
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
 * else "{failurePrefix}: {status} {statusText}".
 */
export async function errorFromResponse(response: Response, failurePrefix: string): Promise<TabletApiError> {
  const retryAfterSeconds = parseRetryAfter(response);
  const fallback = `${failurePrefix}: ${response.status} ${response.statusText}`.trim();
  let body: unknown;
  try {
    body = JSON.parse(await readText(response));
  } catch {
    return new TabletApiError(fallback, { status: response.status, retryAfterSeconds });
  }
  const parsed = apiErrorSchema.safeParse(body);
  if (!parsed.success || parsed.data.error.trim() === '') {
    return new TabletApiError(fallback, { status: response.status, retryAfterSeconds });
  }
  return new TabletApiError(parsed.data.error, {
    status: response.status,
    fields: parsed.data.fields,
    retryAfterSeconds,
  });
}

/**
 * The JSON body of an answer. Non-OK answers throw their error message;
 * an OK answer that is not JSON throws "Unexpected response (status …)".
 */
export async function readJson(response: Response, failurePrefix: string): Promise<unknown> {
  if (!response.ok) throw await errorFromResponse(response, failurePrefix);
  const text = await readText(response);
  if (!jsonContentType.test(response.headers.get('Content-Type') ?? '')) {
    throw unexpectedResponse(response.status, text);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw unexpectedResponse(response.status, text);
  }
}
