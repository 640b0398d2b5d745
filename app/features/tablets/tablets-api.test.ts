import { expect, describe, it } from 'vitest';
import type { Tablet } from '#contract/tablet.ts';
import { networkFailureMessage } from '#app/lib/api-client.ts';
import { failure, installFetchMock, jsonResponse, textResponse } from '#testing/fake-fetch.ts';
import {
  type ListedTablet,
  createTablet,
  deleteTablet,
  fetchTabletPage,
  findTablet,
  hasTabletNamed,
  updateTablet,
} from './tablets-api.ts';

const fetchTablets = () => fetchTabletPage({ sort: 'name' });
const onePage = (tablets: ListedTablet[]) => ({ tablets, nextCursor: null, total: tablets.length });

const paracetamol: Tablet = {
  id: '0b6f3c2e-5d1a-4c8e-9f3b-7a2d4e6c8b10',
  name: 'Paracetamol 650',
  genericName: 'Paracetamol',
  price: 30.5,
  description: 'Fever and mild pain',
  version: 1,
  createdAt: '2025-06-01T10:00:00.000Z',
  updatedAt: '2025-06-01T10:00:00.000Z',
};
const input = {
  name: 'Paracetamol 650',
  genericName: 'Paracetamol',
  price: 30.5,
  description: 'Fever and mild pain',
};

const fetchMock = installFetchMock();

const longHtml = `<!doctype html><html><head><title>Maintenance</title></head><body>${'x'.repeat(300)}</body></html>`;

describe('looking tablets up by name', () => {
  it('finds another tablet with the same names, ignoring case, but not the one being edited', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(jsonResponse({ tablets: [paracetamol], nextCursor: null, total: 1 })),
    );
    const same = { ...input, name: ' paracetamol 650 ', genericName: 'PARACETAMOL' };
    await expect(hasTabletNamed(same)).resolves.toBe(true);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/tablets?q=paracetamol+650&limit=500');
    await expect(hasTabletNamed(same, paracetamol.id)).resolves.toBe(false);
    await expect(hasTabletNamed({ ...same, genericName: 'Acetaminophen' })).resolves.toBe(false);
  });

  it('finds the latest version of a tablet by its name, else by its generic name', async () => {
    const renamed = { ...paracetamol, name: 'Dolo 650', version: 2 };
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ tablets: [], nextCursor: null, total: 0 }))
      .mockResolvedValueOnce(jsonResponse({ tablets: [renamed], nextCursor: null, total: 1 }));
    await expect(findTablet(paracetamol)).resolves.toEqual(renamed);
    fetchMock.mockImplementation(() =>
      Promise.resolve(jsonResponse({ tablets: [], nextCursor: null, total: 0 })),
    );
    await expect(findTablet(paracetamol)).resolves.toBeUndefined();
  });
});

describe('fetchTabletPage', () => {
  it('reads a page with its cursor and total, asking for the search, sort and cursor', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ tablets: [paracetamol], nextCursor: 'abc', total: 51 }));
    await expect(fetchTabletPage({ q: ' para & co ', sort: '-price', cursor: 'c/1' })).resolves.toEqual({
      tablets: [paracetamol],
      nextCursor: 'abc',
      total: 51,
    });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/tablets?q=para+%26+co&sort=-price&cursor=c%2F1');
  });

  it('reads the { tablets } answer as one complete page', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ tablets: [paracetamol] }));
    await expect(fetchTablets()).resolves.toEqual(onePage([paracetamol]));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/tablets');
    expect(new Headers(init?.headers).get('Accept')).toBe('application/json');
  });

  it('reads a bare array answer', async () => {
    fetchMock.mockResolvedValue(jsonResponse([paracetamol]));
    await expect(fetchTablets()).resolves.toEqual(onePage([paracetamol]));
  });

  it('reads tablets as a server of the original client sends them: any id, a null description, no version', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse([
        { id: '17', name: 'Dolo 650', genericName: 'Paracetamol', price: 30.91, description: null },
        { id: '18', name: 'Crocin', genericName: 'Paracetamol', price: 25 },
      ]),
    );
    await expect(fetchTablets()).resolves.toEqual(
      onePage([
        { id: '17', name: 'Dolo 650', genericName: 'Paracetamol', price: 30.91, description: undefined },
        { id: '18', name: 'Crocin', genericName: 'Paracetamol', price: 25 },
      ]),
    );
  });

  it('reads an empty list', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ tablets: [] }));
    await expect(fetchTablets()).resolves.toEqual(onePage([]));
  });

  it('holds answers to the contract tablet schema', async () => {
    fetchMock.mockResolvedValue(jsonResponse([{ ...paracetamol, price: '30.50' }]));
    expect((await failure(fetchTablets())).message).toMatch(
      /^Unexpected response \(status 200\)\. Expected a list of tablets/,
    );
  });

  it('uses the error field of a non-OK JSON answer', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ error: 'The store is unavailable' }, { status: 503, statusText: 'Service Unavailable' }),
    );
    const error = await failure(fetchTablets());
    expect(error.message).toBe('The store is unavailable');
    expect(error.status).toBe(503);
  });

  it('falls back to status and status text when a non-OK JSON answer has no error field', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ message: 'nope' }, { status: 500, statusText: 'Internal Server Error' }),
    );
    expect((await failure(fetchTablets())).message).toBe(
      'Failed to fetch tablets: 500 Internal Server Error',
    );
  });

  it('falls back to status and status text when a non-OK answer is not JSON', async () => {
    fetchMock.mockResolvedValue(textResponse(longHtml, { status: 502, statusText: 'Bad Gateway' }));
    const error = await failure(fetchTablets());
    expect(error.message).toBe('Failed to fetch tablets: 502 Bad Gateway');
    expect(error.status).toBe(502);
  });

  it('rejects an OK answer that is not JSON with the first 120 characters of the body', async () => {
    fetchMock.mockResolvedValue(textResponse(longHtml));
    const error = await failure(fetchTablets());
    expect(error.message).toBe(
      `Unexpected response (status 200). Expected JSON but got: ${longHtml.slice(0, 120)}`,
    );
    expect(error.message.endsWith(longHtml.slice(0, 121))).toBe(false);
  });

  it('rejects an answer labelled JSON whose body does not parse', async () => {
    fetchMock.mockResolvedValue(
      new Response('{"tablets": [', { headers: { 'Content-Type': 'application/json' } }),
    );
    expect((await failure(fetchTablets())).message).toBe(
      'Unexpected response (status 200). Expected JSON but got: {"tablets": [',
    );
  });

  it('rejects JSON of the wrong shape', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ items: [] }));
    expect((await failure(fetchTablets())).message).toBe(
      'Unexpected response (status 200). Expected a list of tablets but got: {"items":[]}',
    );
  });

  it('turns a network failure into a clear message with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(fetchTablets());
    expect(error.message).toBe(networkFailureMessage);
    expect(error.status).toBe(0);
  });
});

describe('createTablet', () => {
  it('posts the input as JSON and reads the { tablet } answer', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ tablet: paracetamol }, { status: 201 }));
    await expect(createTablet(input)).resolves.toEqual(paracetamol);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/tablets');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual(input);
  });

  it('reads a bare tablet answer', async () => {
    fetchMock.mockResolvedValue(jsonResponse(paracetamol, { status: 201 }));
    await expect(createTablet(input)).resolves.toEqual(paracetamol);
  });

  it('carries the field errors of a 400 answer', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          error: 'Please fill in all required fields correctly.',
          fields: { name: 'Medicine name is required' },
        },
        { status: 400, statusText: 'Bad Request' },
      ),
    );
    const error = await failure(createTablet(input));
    expect(error.message).toBe('Please fill in all required fields correctly.');
    expect(error.fields).toEqual({ name: 'Medicine name is required' });
    expect(error.status).toBe(400);
  });

  it('falls back to status and status text without an error field', async () => {
    fetchMock.mockResolvedValue(textResponse('oops', { status: 500, statusText: 'Internal Server Error' }));
    expect((await failure(createTablet(input))).message).toBe(
      'Failed to create tablet: 500 Internal Server Error',
    );
  });

  it('rejects a non-JSON success', async () => {
    fetchMock.mockResolvedValue(textResponse(longHtml, { status: 201 }));
    expect((await failure(createTablet(input))).message).toBe(
      `Unexpected response (status 201). Expected JSON but got: ${longHtml.slice(0, 120)}`,
    );
  });

  it('reports a 401 so the session can be renewed', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ error: 'Your admin session has ended.' }, { status: 401, statusText: 'Unauthorized' }),
    );
    expect((await failure(createTablet(input))).status).toBe(401);
  });

  it('turns a network failure into a clear message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect((await failure(createTablet(input))).message).toBe(networkFailureMessage);
  });
});

describe('updateTablet', () => {
  it('puts the fields and the version to the tablet path', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ tablet: { ...paracetamol, version: 2 } }));
    await expect(updateTablet('tab 1/x', { ...input, version: 1 })).resolves.toMatchObject({ version: 2 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/tablets/tab%201%2Fx');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ ...input, version: 1 });
  });

  it('reads a bare tablet answer', async () => {
    fetchMock.mockResolvedValue(jsonResponse(paracetamol));
    await expect(updateTablet(paracetamol.id, { ...input, version: 1 })).resolves.toEqual(paracetamol);
  });

  it('passes on the message and status of a 409', async () => {
    const stale = 'This tablet was changed by someone else. Reload and try again.';
    fetchMock.mockResolvedValue(jsonResponse({ error: stale }, { status: 409, statusText: 'Conflict' }));
    const error = await failure(updateTablet(paracetamol.id, { ...input, version: 1 }));
    expect(error.message).toBe(stale);
    expect(error.status).toBe(409);
  });

  it('falls back to status and status text without an error field', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}, { status: 404, statusText: 'Not Found' }));
    expect((await failure(updateTablet(paracetamol.id, { ...input, version: 1 }))).message).toBe(
      'Failed to update tablet: 404 Not Found',
    );
  });

  it('rejects a non-JSON success', async () => {
    fetchMock.mockResolvedValue(textResponse('OK'));
    expect((await failure(updateTablet(paracetamol.id, { ...input, version: 1 }))).message).toBe(
      'Unexpected response (status 200). Expected JSON but got: OK',
    );
  });

  it('turns a network failure into a clear message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect((await failure(updateTablet(paracetamol.id, { ...input, version: 1 }))).message).toBe(
      networkFailureMessage,
    );
  });
});

describe('deleteTablet', () => {
  it('sends DELETE and reads no body on success', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(deleteTablet(paracetamol.id)).resolves.toBeUndefined();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/tablets/${paracetamol.id}`);
    expect(init?.method).toBe('DELETE');
  });

  it('succeeds on a 200 whose body is not JSON, since the body is not read', async () => {
    fetchMock.mockResolvedValue(textResponse('deleted'));
    await expect(deleteTablet(paracetamol.id)).resolves.toBeUndefined();
  });

  it('uses the error field of a failure', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ error: 'Tablet not found' }, { status: 404, statusText: 'Not Found' }),
    );
    expect((await failure(deleteTablet(paracetamol.id))).message).toBe('Tablet not found');
  });

  it('falls back to status and status text without an error field', async () => {
    fetchMock.mockResolvedValue(
      textResponse('<h1>down</h1>', { status: 503, statusText: 'Service Unavailable' }),
    );
    expect((await failure(deleteTablet(paracetamol.id))).message).toBe(
      'Failed to delete tablet: 503 Service Unavailable',
    );
  });

  it('turns a network failure into a clear message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect((await failure(deleteTablet(paracetamol.id))).message).toBe(networkFailureMessage);
  });
});
