/* global self, clients, caches */
// Chairside's one service worker: Web Push (issue #14 §2) and the installable app's offline
// shell and reading (issue #15 §4). Plain JavaScript served as is from /sw.js, like
// theme-init.js: it needs no bundling. The build writes its id into BUILD (vite/post-build.ts),
// so every release changes these bytes and the browser installs the new worker, which waits
// until the page says to take over ('New version available': Reload).

const BUILD = 'development';
const SHELL_CACHE = `chairside-shell-${BUILD}`;
/** One cache per signed-in person (their id from the token); sign-out deletes them all. */
const DATA_CACHE_PREFIX = 'chairside-data-';
/** The signed-in app's page: every /dashboard address is this one HTML file. */
const SHELL_PAGE = '/dashboard';
/** What is kept for reading offline: the person, the dashboard, a shift and its requests. */
const READABLE_OFFLINE =
  /^\/api\/(users\/me|shifts\/dashboard|shifts\/\d+|shifts\/\d+\/requests|shifts\/\d+\/history)$/;
const OFFLINE_MESSAGE = 'You are offline. This needs a connection.';

/** The build's scripts and styles (precache.json, written by the build), and the shell page. */
async function precache() {
  const cache = await caches.open(SHELL_CACHE);
  const response = await fetch('/precache.json', { cache: 'no-cache' });
  const assets = response.ok ? await response.json() : [];
  await cache.addAll([SHELL_PAGE, ...assets]);
}

self.addEventListener('install', (event) => event.waitUntil(precache()));

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('chairside-shell-') && name !== SHELL_CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => clients.claim()),
  );
});

/** The page's Reload on 'New version available': this waiting worker takes over. */
self.addEventListener('message', (event) => {
  if (event.data?.type === 'skipWaiting') self.skipWaiting();
});

/** The signed-in person's id, read from the bearer token the page sends (only a cache key). */
function personOf(request) {
  const token = request.headers.get('authorization')?.replace(/^Bearer /, '');
  try {
    const payload = token?.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    return payload ? String(JSON.parse(atob(payload)).sub) : null;
  } catch {
    return null;
  }
}

function offlineAnswer() {
  return new Response(JSON.stringify({ message: OFFLINE_MESSAGE }), {
    status: 503,
    headers: { 'content-type': 'application/json', 'x-chairside-offline': '1' },
  });
}

/** The network's answer, kept for this person; offline, the kept one, marked as such. */
async function readable(request) {
  const person = personOf(request);
  const cache = person ? await caches.open(DATA_CACHE_PREFIX + person) : null;
  try {
    const response = await fetch(request);
    if (cache && response.ok) await cache.put(request, response.clone());
    return response;
  } catch {
    const kept = cache ? await cache.match(request) : undefined;
    if (!kept) return offlineAnswer();
    const headers = new Headers(kept.headers);
    headers.set('x-chairside-offline', '1');
    return new Response(kept.body, { status: kept.status, headers });
  }
}

/** The signed-in app's page from the network, else the one kept at install. */
async function shellPage(request) {
  try {
    const response = await fetch(request);
    if (response.ok) await (await caches.open(SHELL_CACHE)).put(SHELL_PAGE, response.clone());
    return response;
  } catch {
    return (await caches.match(SHELL_PAGE)) ?? Response.error();
  }
}

/** Hashed build files never change: kept ones first. */
async function asset(request) {
  const kept = await caches.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await (await caches.open(SHELL_CACHE)).put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && url.pathname.startsWith(SHELL_PAGE)) {
    event.respondWith(shellPage(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(asset(request));
  } else if (READABLE_OFFLINE.test(url.pathname)) {
    event.respondWith(readable(request));
  } else if (url.pathname.startsWith('/api/') && url.pathname !== '/api/events') {
    event.respondWith(fetch(request).catch(offlineAnswer));
  }
});

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
