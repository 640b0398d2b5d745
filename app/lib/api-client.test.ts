import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, errorAnswers, passwordChecksBusyMessage, staffOnly } from '#contract/endpoint.ts';
import { idempotencyKeyHeaders, resendWithKey } from '#contract/idempotency.ts';
import { failure, installFetchMock, jsonResponse, textResponse } from '#testing/fake-fetch.ts';
import { busyRetries, callEndpoint, endpointUrl, failureMessage, isSessionExpired } from './api-client.ts';

const fetchMock = installFetchMock();

const readThing = defineEndpoint({
  method: 'GET',
  path: '/api/things/{id}',
  operationId: 'readThing',
  summary: 'Read a thing',
  description: 'A thing.',
  tags: ['things'],
  access: staffOnly('catalogue'),
  params: z.object({ id: z.string() }),
  answers: { 200: { description: 'The thing.', schema: z.object({ name: z.string() }) } },
});

const removeThing = defineEndpoint({
  method: 'DELETE',
  path: '/api/things/{id}',
  operationId: 'removeThing',
  summary: 'Remove a thing',
  description: 'Gone.',
  tags: ['things'],
  access: staffOnly('catalogue'),
  answers: { 204: { description: 'Removed.' } },
});

const checkPassword = defineEndpoint({
  method: 'POST',
  path: '/api/password-checks',
  operationId: 'checkPassword',
  summary: 'Check a password',
  description: 'Checks it.',
  tags: ['things'],
  access: staffOnly('catalogue'),
  body: z.object({ password: z.string() }),
  answers: {
    200: { description: 'Right.', schema: z.object({ right: z.boolean() }) },
    503: errorAnswers.passwordChecksBusy,
  },
});

const uploadPicture = defineEndpoint({
  method: 'PUT',
  path: '/api/things/{id}/picture',
  operationId: 'uploadPicture',
  summary: 'Upload a picture',
  description: 'Its bytes.',
  tags: ['things'],
  access: staffOnly('catalogue'),
  params: z.object({ id: z.string() }),
  body: z.instanceof(Uint8Array),
  bodyMediaTypes: ['image/png'],
  answers: { 200: { description: 'Kept.', schema: z.object({ name: z.string() }) } },
});

const busyAnswer = (seconds = '2') =>
  jsonResponse({ error: passwordChecksBusyMessage }, { status: 503, headers: { 'Retry-After': seconds } });

describe('endpointUrl', () => {
  it('fills the path, encoding each part, and appends only the query values that are set', () => {
    expect(endpointUrl(readThing, { id: 'a/b c' }, { q: 'x y', empty: '', none: undefined, page: 2 })).toBe(
      '/api/things/a%2Fb%20c?q=x+y&page=2',
    );
  });

  it('refuses a path whose part is missing', () => {
    expect(() => endpointUrl(readThing)).toThrow('/api/things/{id} needs id');
  });
});

describe('callEndpoint', () => {
  it('sends the method and answers the body checked against the contract', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ name: 'Paracetamol' }));
    await expect(callEndpoint(readThing, { params: { id: '7' }, failure: 'Failed' })).resolves.toEqual({
      name: 'Paracetamol',
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/things/7');
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('same-origin');
  });

  it('refuses an OK answer of another shape, or one that is not JSON, quoting its start', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ title: 'x' }));
    expect((await failure(callEndpoint(readThing, { params: { id: '7' }, failure: 'Failed' }))).message).toBe(
      'Unexpected response (status 200). Expected the documented answer but got: {"title":"x"}',
    );
    fetchMock.mockResolvedValueOnce(textResponse('<!doctype html>'));
    expect((await failure(callEndpoint(readThing, { params: { id: '7' }, failure: 'Failed' }))).message).toBe(
      'Unexpected response (status 200). Expected JSON but got: <!doctype html>',
    );
  });

  it('sends a picture as its own bytes, its type the Content-Type, and a JSON body as JSON', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ name: 'pack.png' }));
    fetchMock.mockResolvedValueOnce(jsonResponse({ right: true }));
    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'pack.png', { type: 'image/png' });
    await callEndpoint(uploadPicture, { params: { id: '7' }, body: picture, failure: 'Failed' });
    const [, sent] = fetchMock.mock.calls[0]!;
    expect(sent?.body).toBe(picture);
    expect(new Headers(sent?.headers).has('Content-Type')).toBe(false);
    expect(new Request('http://localhost/', { method: 'PUT', ...sent }).headers.get('Content-Type')).toBe(
      'image/png',
    );

    await callEndpoint(checkPassword, { body: { password: 'long enough' }, failure: 'Failed' });
    const [, json] = fetchMock.mock.calls[1]!;
    expect(json?.body).toBe('{"password":"long enough"}');
    expect(new Headers(json?.headers).get('Content-Type')).toBe('application/json');
  });

  it('answers undefined for a 204 and lets go of the body', async () => {
    const answer = new Response(null, { status: 204 });
    fetchMock.mockResolvedValueOnce(answer);
    await expect(
      callEndpoint(removeThing, { params: { id: '7' }, failure: 'Failed' }),
    ).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('DELETE');
  });

  it("throws the server's message and field errors, and tells an ended session apart", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ error: 'Invalid input', fields: { name: 'name is required' } }, { status: 400 }),
    );
    const refused = await failure(callEndpoint(readThing, { params: { id: '7' }, failure: 'Failed' }));
    expect(refused).toMatchObject({
      message: 'Invalid input',
      status: 400,
      fields: { name: 'name is required' },
    });
    expect(isSessionExpired(refused)).toBe(false);

    fetchMock.mockResolvedValueOnce(jsonResponse({}, { status: 401, statusText: 'Unauthorized' }));
    const ended = await failure(callEndpoint(readThing, { params: { id: '7' }, failure: 'Failed to read' }));
    expect(ended.message).toBe('Failed to read: 401 Unauthorized');
    expect(isSessionExpired(ended)).toBe(true);
  });

  it('turns an unreachable server into status 0 with a message a person can act on', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await failure(callEndpoint(readThing, { params: { id: '7' }, failure: 'Failed' }));
    expect(error.status).toBe(0);
    expect(failureMessage(error, 'fallback')).toBe(
      'Could not reach the server. Check your internet connection and try again.',
    );
    expect(failureMessage('not an error', 'fallback')).toBe('fallback');
  });
});

describe('callEndpoint while the password checks are busy', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const check = () =>
    callEndpoint(checkPassword, { body: { password: 'chai at four' }, failure: 'Failed to check' });

  it('sends the same request again after Retry-After, and answers what the server then says', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValueOnce(busyAnswer()).mockResolvedValueOnce(jsonResponse({ right: true }));
    const answer = check();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toEqual({ right: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[1]).toMatchObject({
      method: 'POST',
      body: '{"password":"chai at four"}',
    });
  });

  it(`gives up after ${busyRetries.times} more tries with the server's message`, async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(() => Promise.resolve(busyAnswer()));
    const refused = failure(check());
    await vi.advanceTimersByTimeAsync(busyRetries.times * 2_000);
    expect(await refused).toMatchObject({ status: 503, message: passwordChecksBusyMessage });
    expect(fetchMock).toHaveBeenCalledTimes(1 + busyRetries.times);
  });

  it('sends nothing again for a long wait, another 503, or an endpoint that does not declare the busy answer', async () => {
    fetchMock.mockResolvedValueOnce(busyAnswer('600'));
    expect((await failure(check())).retryAfterSeconds).toBe(600);

    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        { error: 'The data store is not answering.' },
        { status: 503, headers: { 'Retry-After': '1' } },
      ),
    );
    expect((await failure(check())).message).toBe('The data store is not answering.');

    fetchMock.mockResolvedValueOnce(busyAnswer());
    await failure(callEndpoint(readThing, { params: { id: '7' }, failure: 'Failed' }));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('stops waiting when the call is abandoned', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValueOnce(busyAnswer());
    const abandon = new AbortController();
    const answer = callEndpoint(checkPassword, {
      body: { password: 'chai at four' },
      failure: 'Failed',
      signal: abandon.signal,
    }).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(500);
    abandon.abort(new DOMException('Left the page', 'AbortError'));
    expect(await answer).toMatchObject({ name: 'AbortError' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('callEndpoint for an endpoint that takes an Idempotency-Key', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const sendForm = defineEndpoint({
    method: 'POST',
    path: '/api/forms',
    operationId: 'sendForm',
    summary: 'Send a form',
    description: 'Stores it.',
    tags: ['things'],
    access: 'public',
    headers: idempotencyKeyHeaders,
    body: z.object({ text: z.string() }),
    answers: { 201: { description: 'Stored.', schema: z.object({ reference: z.string() }) } },
  });
  const send = (signal?: AbortSignal) =>
    callEndpoint(sendForm, { body: { text: 'two strips' }, failure: 'Not sent', ...(signal && { signal }) });
  const keyOf = (call: number) =>
    new Headers((fetchMock.mock.calls[call]?.[1] as RequestInit | undefined)?.headers).get('Idempotency-Key');
  const proxyError = () => textResponse('', { status: 502 });

  it('names each call with its own key, and sends a lost answer again with the same key and body', async () => {
    vi.useFakeTimers();
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(proxyError())
      .mockResolvedValueOnce(jsonResponse({ reference: 'Q-2026-7K3M9PXD' }, { status: 201 }));
    const answer = send();
    await vi.advanceTimersByTimeAsync(resendWithKey.waitsMs[0]! - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 + resendWithKey.waitsMs[1]!);
    await expect(answer).resolves.toEqual({ reference: 'Q-2026-7K3M9PXD' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(keyOf(0)).toMatch(/^"[0-9a-f]{32}"$/);
    expect([keyOf(1), keyOf(2)]).toEqual([keyOf(0), keyOf(0)]);
    expect(fetchMock.mock.calls[2]?.[1]).toMatchObject({ method: 'POST', body: '{"text":"two strips"}' });

    fetchMock.mockResolvedValueOnce(jsonResponse({ reference: 'Q-2026-AAAAAAAA' }, { status: 201 }));
    await send();
    expect(keyOf(3)).not.toBe(keyOf(0));
  });

  it(`gives up after ${resendWithKey.waitsMs.length} more tries, and at once for a refusal or a long Retry-After`, async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(() => Promise.resolve(proxyError()));
    const lost = failure(send());
    await vi.advanceTimersByTimeAsync(resendWithKey.waitsMs.reduce((sum, wait) => sum + wait, 0));
    expect(await lost).toMatchObject({ status: 502 });
    expect(fetchMock).toHaveBeenCalledTimes(1 + resendWithKey.waitsMs.length);

    fetchMock.mockReset();
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: 'Too many.' }, { status: 429 }));
    expect(await failure(send())).toMatchObject({ status: 429 });
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ error: 'Restarting.' }, { status: 503, headers: { 'Retry-After': '60' } }),
    );
    expect(await failure(send())).toMatchObject({ status: 503, retryAfterSeconds: 60 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('waits for a short Retry-After, and stops when the call is abandoned', async () => {
    vi.useFakeTimers();
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse({ error: 'Restarting.' }, { status: 503, headers: { 'Retry-After': '3' } }),
      )
      .mockResolvedValueOnce(jsonResponse({ reference: 'Q-2026-7K3M9PXD' }, { status: 201 }));
    const answer = send();
    await vi.advanceTimersByTimeAsync(2_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toEqual({ reference: 'Q-2026-7K3M9PXD' });

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const abandon = new AbortController();
    const abandoned = send(abandon.signal).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(100);
    abandon.abort(new DOMException('Left the page', 'AbortError'));
    expect(await abandoned).toMatchObject({ name: 'AbortError' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
