/* global self, clients */
// Chairside's one service worker (issue #14 §2, Web Push). Plain JavaScript served as is from
// /sw.js, like theme-init.js: it needs no bundling, and 'no-cache' (apps/api web-app.ts) makes
// the browser pick up a new release of it at once. #15's offline caching belongs here too.

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(clients.claim()));

/** The JSON `enqueuePush` queues (packages/domain pushMessageSchema): {title, body, url}. */
function readMessage(event) {
  try {
    const message = event.data ? event.data.json() : null;
    if (message && typeof message.title === 'string') return message;
  } catch {
    // Not our JSON: still tell the person something arrived rather than nothing.
  }
  return { title: 'Chairside', body: '', url: '/dashboard' };
}

self.addEventListener('push', (event) => {
  const message = readMessage(event);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/icons/icon-192.png',
      // One notice per shift: a newer message about the same shift replaces the older one.
      tag: message.url,
      renotify: true,
      data: { url: message.url },
    }),
  );
});

/** Focuses an open Chairside tab on the message's page, or opens one there. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '/dashboard', self.location.origin).href;
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!open) return clients.openWindow(target);
      return open.focus().then((focused) => focused.navigate(target));
    }),
  );
});
