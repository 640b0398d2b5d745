import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, staffOnly } from '#contract/endpoint.ts';
import { failure, installFetchMock, jsonResponse, textResponse } from '#testing/fake-fetch.ts';
import { callEndpoint, endpointUrl, failureMessage, isSessionExpired } from './api-client.ts';

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
