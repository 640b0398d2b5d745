import { describe, expect, it } from 'vitest';
import {
  expectEveryBodySettled as everyBodySettled,
  failure,
  installFetchMock,
  jsonResponse,
} from '#testing/fake-fetch.ts';
import { checkStaffSession, endStaffSession, startStaffSession } from './staff-session.ts';

const fetchMock = installFetchMock();
const expectEveryBodySettled = () => everyBodySettled(fetchMock);

describe('checkStaffSession', () => {
  it('reads who holds the session from the 200 answer', async () => {
    const staff = { accountId: 'k3Vb8Qm2', displayName: 'Meena Iyer', roles: ['sales'] };
    fetchMock.mockResolvedValueOnce(jsonResponse({ admin: true, staff: { ...staff, viaAdminKey: false } }));
    await expect(checkStaffSession()).resolves.toEqual(staff);
    // An older server names nobody: there, only the admin key opened sessions.
    fetchMock.mockResolvedValueOnce(jsonResponse({ admin: true }));
    await expect(checkStaffSession()).resolves.toEqual({
      accountId: null,
      displayName: 'Admin key',
      roles: ['owner'],
    });
    fetchMock.mockResolvedValueOnce(jsonResponse({ admin: false }));
    await expect(checkStaffSession()).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/session');
    expectEveryBodySettled();
  });

  it('still reads a 401 from an older server as no session, cancelling its body', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: 'No session' }, { status: 401 }));
    await expect(checkStaffSession()).resolves.toBeUndefined();
    expectEveryBodySettled();
  });

  it('rejects an answer of another shape', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ admin: 'yes' }));
    expect((await failure(checkStaffSession())).message).toMatch(/^Unexpected response \(status 200\)/);
  });

  it('reads "no session" answered as 200 { admin: false }', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ admin: false }));
    await expect(checkStaffSession()).resolves.toBeUndefined();
  });

  it('reads every body to the end, so no request stays open', async () => {
    const answers = [
      jsonResponse({ admin: true }),
      jsonResponse({ admin: false }),
      jsonResponse({ error: 'No session' }, { status: 401 }),
    ];
    for (const answer of answers) {
      fetchMock.mockResolvedValueOnce(answer);
      await checkStaffSession();
      expect(answer.bodyUsed).toBe(true);
    }
  });

  it('throws on other failures', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}, { status: 500, statusText: 'Internal Server Error' }));
    expect((await failure(checkStaffSession())).message).toBe(
      'Failed to check the admin session: 500 Internal Server Error',
    );
    expectEveryBodySettled();
  });
});

describe('startStaffSession', () => {
  it('posts the key and resolves on 204', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(startStaffSession('secret key')).resolves.toBeUndefined();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/session');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ key: 'secret key' });
  });

  it('says only "Invalid admin key" on 401, whatever the server wrote', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: 'key mismatch at position 3' }, { status: 401 }));
    const error = await failure(startStaffSession('wrong'));
    expect(error.message).toBe('Invalid admin key');
    expect(error.status).toBe(401);
    expectEveryBodySettled();
  });

  it('carries the Retry-After seconds of a 429', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        { error: 'Too many attempts. Try again later.' },
        { status: 429, statusText: 'Too Many Requests', headers: { 'Retry-After': '840' } },
      ),
    );
    const error = await failure(startStaffSession('wrong'));
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBe(840);
  });

  it('reads a Retry-After given as a date', async () => {
    const inTwoMinutes = new Date(Date.now() + 120_000).toUTCString();
    fetchMock.mockResolvedValue(
      jsonResponse({ error: 'Slow down' }, { status: 429, headers: { 'Retry-After': inTwoMinutes } }),
    );
    const error = await failure(startStaffSession('wrong'));
    expect(error.retryAfterSeconds).toBeGreaterThan(100);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(120);
  });
});

describe('endStaffSession', () => {
  it('sends DELETE and accepts 204 or an already ended session', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(endStaffSession()).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('DELETE');
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: 'No session' }, { status: 401 }));
    await expect(endStaffSession()).resolves.toBeUndefined();
    expectEveryBodySettled();
  });

  it('throws on other failures', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}, { status: 500, statusText: 'Internal Server Error' }));
    expect((await failure(endStaffSession())).message).toBe(
      'Failed to lock the admin panel: 500 Internal Server Error',
    );
  });
});
