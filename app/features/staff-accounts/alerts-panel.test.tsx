// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    fetchMock.mockResolvedValueOnce(jsonResponse(settings('sales')));
    render(<AlertsPanel onFailure={() => undefined} />);
    const contact = await screen.findByRole('checkbox', { name: 'Contact messages' });
    expect(screen.getByRole('checkbox', { name: 'Newsletter sign-ups' })).not.toBeChecked();
    fireEvent.click(contact);
    fetchMock.mockResolvedValueOnce(
      jsonResponse({
        subscription: {
          id: 'sub-1',
          kinds: ['quote'],
          createdAt: '2026-11-26T04:00:00Z',
          userAgent: 'Firefox',
        },
      }),
    );
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
  });

  it('keeps adverse-event reports on for drug safety, and says so when the browser refuses', async () => {
    browserWithPush('denied');
    fetchMock.mockResolvedValueOnce(jsonResponse(settings('safety')));
    render(<AlertsPanel onFailure={() => undefined} />);
    const always = await screen.findByRole('checkbox', {
      name: /Adverse-event reports \(always, for drug safety\)/,
    });
    expect(always).toBeChecked();
    expect(always).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: alertTexts.turnOn }));
    expect(await screen.findByRole('alert')).toHaveTextContent(alertTexts.refused);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says when the browser cannot show alerts, and still lists and tests the others', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        settings('sales', [
          { id: 'sub-9', kinds: ['contact'], createdAt: '2026-11-20T04:00:00Z', userAgent: 'Phone' },
        ]),
      ),
    );
    render(<AlertsPanel onFailure={() => undefined} />);
    expect(await screen.findByText(alertTexts.unsupported)).toBeVisible();
    expect(screen.queryByRole('button', { name: alertTexts.turnOn })).toBeNull();
    fetchMock.mockResolvedValueOnce(jsonResponse({ sent: 1, failed: 0 }));
    fireEvent.click(screen.getByRole('button', { name: alertTexts.test }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Test alert sent to 1 browser.'),
    );
  });
});
