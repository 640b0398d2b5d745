// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaffQueries } from '#app/components/staff/staff-queries.tsx';
import { installFetchMock, jsonResponse } from '#testing/fake-fetch.ts';
import { AlertsPanel, alertTexts } from './alerts-panel.tsx';

const fetchMock = installFetchMock();
const publicKey = Buffer.alloc(65, 4).toString('base64url');
const settings = (roles: 'sales' | 'safety', subscriptions: unknown[] = []) => ({
  publicKey,
  kinds: roles === 'sales' ? ['quote', 'contact', 'newsletter'] : ['adverse-event'],
  alwaysKinds: roles === 'sales' ? [] : ['adverse-event'],
  subscriptions,
});
const subscription = {
  endpoint: 'https://push.example/abc',
  expirationTime: null,
  keys: { p256dh: 'BPp256dh', auth: 'authsecret' },
};

/** The panel inside the staff gate's query client, whose session ends with `onSessionExpired`. */
const renderPanel = (onSessionExpired: () => void = () => undefined) =>
  render(
    <StaffQueries onSessionExpired={onSessionExpired}>
      <AlertsPanel />
    </StaffQueries>,
  );

/**
 * The server's alert endpoints over `initial` settings: a new subscription is kept and listed on
 * the next read. Answers the requests each test makes in turn, by method and path.
 */
function alertsServer(initial: ReturnType<typeof settings>, answers: Record<string, () => Response> = {}) {
  let current = initial;
  fetchMock.mockImplementation(async (input, init) => {
    const method = init?.method ?? 'GET';
    const key = `${method} ${String(input)}`;
    const answer = answers[key]?.();
    if (answer && method === 'PUT' && answer.ok) {
      const { subscription: added } = (await answer.clone().json()) as { subscription: unknown };
      current = { ...current, subscriptions: [...current.subscriptions, added] };
    }
    if (answer) return answer;
    if (key === 'GET /api/staff/alerts') return jsonResponse(current);
    throw new Error(`No answer for ${key}`);
  });
}

/** A browser that can show alerts: permission as given, a worker whose push manager subscribes. */
function browserWithPush(permission: NotificationPermission) {
  const subscribe = vi.fn(async () => ({ toJSON: () => subscription }));
  const register = vi.fn(async () => ({
    pushManager: { getSubscription: async () => null, subscribe },
  }));
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { requestPermission: vi.fn(async () => permission) });
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  return { subscribe, register };
}

describe('AlertsPanel', () => {
  afterEach(() => {
    cleanup();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('turns alerts on for the kinds chosen, with the server’s key, and lists the browser', async () => {
    const { subscribe, register } = browserWithPush('granted');
    alertsServer(settings('sales'), {
      'PUT /api/staff/alerts': () =>
        jsonResponse({
          subscription: {
            id: 'sub-1',
            kinds: ['quote'],
            createdAt: '2026-11-26T04:00:00Z',
            userAgent: 'Firefox',
          },
        }),
    });
    renderPanel();
    const contact = await screen.findByRole('checkbox', { name: 'Contact messages' });
    expect(screen.getByRole('checkbox', { name: 'Newsletter sign-ups' })).not.toBeChecked();
    fireEvent.click(contact);
    fireEvent.click(screen.getByRole('button', { name: alertTexts.turnOn }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(alertTexts.on));
    expect(register).toHaveBeenCalledWith('/staff-alerts-worker.js', { scope: '/admin/' });
    const options = (subscribe.mock.calls[0] as unknown[])[0] as {
      applicationServerKey: Uint8Array;
      userVisibleOnly: boolean;
    };
    expect(options.userVisibleOnly).toBe(true);
    expect(Buffer.from(options.applicationServerKey).toString('base64url')).toBe(publicKey);
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(String(url)).toBe('/api/staff/alerts');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ subscription, kinds: ['quote'] });
    expect(screen.getByRole('list', { name: alertTexts.browsers })).toHaveTextContent('Firefox');
    // The list is read again, and the server's answer keeps the browser listed.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(String(fetchMock.mock.calls[2]![0])).toBe('/api/staff/alerts');
    expect(screen.getByRole('list', { name: alertTexts.browsers })).toHaveTextContent('Firefox');
  });

  it('keeps adverse-event reports on for drug safety, and says so when the browser refuses', async () => {
    browserWithPush('denied');
    alertsServer(settings('safety'));
    renderPanel();
    const always = await screen.findByRole('checkbox', {
      name: /Adverse-event reports \(always, for drug safety\)/,
    });
    expect(always).toBeChecked();
    expect(always).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: alertTexts.turnOn }));
    expect(await screen.findByRole('alert')).toHaveTextContent(alertTexts.refused);
    expect(fetchMock.mock.calls.map(([, init]) => init?.method ?? 'GET')).not.toContain('PUT');
  });

  it('says when the browser cannot show alerts, and still lists and tests the others', async () => {
    alertsServer(
      settings('sales', [
        { id: 'sub-9', kinds: ['contact'], createdAt: '2026-11-20T04:00:00Z', userAgent: 'Phone' },
      ]),
      { 'POST /api/staff/alert-test': () => jsonResponse({ sent: 1, failed: 0 }) },
    );
    renderPanel();
    expect(await screen.findByText(alertTexts.unsupported)).toBeVisible();
    expect(screen.queryByRole('button', { name: alertTexts.turnOn })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: alertTexts.test }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Test alert sent to 1 browser.'),
    );
  });

  it('says so while the settings load, and shows why they could not be read', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPanel();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your alerts…');
    answer(jsonResponse({ error: 'Alerts are not set up on this server.' }, { status: 404 }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Alerts are not set up on this server.'),
    );
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('ends the session when the server says it has ended', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: 'Your session has ended.' }, { status: 401 }));
    const onSessionExpired = vi.fn();
    renderPanel(onSessionExpired);
    await waitFor(() => expect(onSessionExpired).toHaveBeenCalledOnce());
  });
});
