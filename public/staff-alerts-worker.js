/*
 * Alerts of new submissions in a member of staff's browser (Web Push): shows each one, and opens
 * the staff page it names when it is clicked. It handles nothing else (no fetch, no cache).
 */
self.addEventListener('push', (event) => {
  const alert = event.data ? event.data.json() : {};
  event.waitUntil(
    self.registration.showNotification(alert.title ?? 'New submission', {
      body: alert.body ?? '',
      icon: '/favicon.svg',
      data: { url: alert.url ?? '/admin/dashboard' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/admin/dashboard', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((window) => window.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
