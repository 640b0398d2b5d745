/** Alerts in this browser: the browser's own push subscription, and the account's settings through the one API client. */
import { callEndpoint } from '#app/lib/api-client.ts';
import type { LeadKind } from '#contract/lead-fields.ts';
import { alertEndpoints } from '#contract/staff-alerts.ts';

/** The service worker that shows alerts; its scope is the staff pages. */
const workerUrl = '/staff-alerts-worker.js';

export const alertsSupported = (): boolean =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof PushManager !== 'undefined';

export function fetchAlertSettings(signal?: AbortSignal) {
  return callEndpoint(alertEndpoints.read, { signal, failure: 'Failed to load your alerts' });
}

/**
 * Asks the browser for permission, registers the worker and subscribes it with the server's key,
 * then keeps the subscription with the kinds chosen. Throws an Error whose name is NotAllowedError
 * when the person (or the browser's settings) said no.
 */
export async function turnOnAlerts(publicKey: string, kinds: LeadKind[]) {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    const refused = new Error('Alerts were not allowed in this browser.');
    refused.name = 'NotAllowedError';
    throw refused;
  }
  const registration = await navigator.serviceWorker.register(workerUrl, { scope: '/admin/' });
  const key = Uint8Array.from(atob(publicKey.replaceAll('-', '+').replaceAll('_', '/')), (character) =>
    character.charCodeAt(0),
  );
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
  const { endpoint, keys, expirationTime } = subscription.toJSON();
  return (
    await callEndpoint(alertEndpoints.subscribe, {
      body: {
        subscription: {
          endpoint: endpoint ?? '',
          expirationTime: expirationTime ?? null,
          keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
        },
        kinds,
      },
      failure: 'Failed to turn alerts on',
    })
  ).subscription;
}

export function turnOffAlerts(id: string) {
  return callEndpoint(alertEndpoints.unsubscribe, { params: { id }, failure: 'Failed to turn alerts off' });
}

export function sendTestAlert() {
  return callEndpoint(alertEndpoints.test, { failure: 'Failed to send a test alert' });
}
