/* Kochclip service worker. Built by web/pwa-plugin.ts, which fills in the version and the app shell. */
const VERSION = '__VERSION__';
const SHELL = /* __SHELL__ */ [];
const SHELL_CACHE = `kochclip-shell-${VERSION}`;
// The page deletes this cache when the session changes (web/src/features/pwa/offline-data.ts): its answers hold
// the view of the member who fetched them.
const RECIPE_CACHE = 'kochclip-recipes';
const OFFLINE_URL = '/offline.html';
/** Recently opened recipes kept readable offline (their data and pictures). */
const MAX_RECIPE_ENTRIES = 60;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      // Without cookies: `/` is then the visitor's page, never a member's own page (their session in its page data)
      // kept in the cache after they log out.
      .then((cache) => cache.addAll(SHELL.map((path) => new Request(path, { credentials: 'omit' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith('kochclip-shell-') && k !== SHELL_CACHE).map((k) => caches.delete(k))),
      )
      .then(() => self.clients.claim()),
  );
});

async function trim(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_RECIPE_ENTRIES)).map((key) => cache.delete(key)));
}

/** Network first, a copy kept for offline reading. */
async function networkThenKeep(request) {
  const cache = await caches.open(RECIPE_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) {
      await cache.delete(request);
      await cache.put(request, response.clone());
      await trim(cache);
    }
    return response;
  } catch (error) {
    const cached = await cache.match(request);
    if (cached) return cached;
    throw error;
  }
}

async function navigate(request) {
  try {
    return await fetch(request);
  } catch {
    const url = new URL(request.url);
    const shell = await caches.match('/', { cacheName: SHELL_CACHE });
    // A recipe opened before (also in cooking mode) renders from the app shell and its cached data, a shopping list
    // from its own copy in local storage, and a link shared to the app while offline still reaches the creator (to
    // import once online); anything else gets the offline page.
    const offlinePage =
      url.pathname.startsWith('/recipe/') || url.pathname === '/teilen' || url.pathname.startsWith('/einkaufsliste');
    if (shell && offlinePage) return shell;
    return (await caches.match(OFFLINE_URL, { cacheName: SHELL_CACHE })) ?? Response.error();
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(request));
    return;
  }
  if (url.pathname.startsWith('/assets/') || SHELL.includes(url.pathname)) {
    event.respondWith(caches.match(request, { cacheName: SHELL_CACHE }).then((hit) => hit ?? fetch(request)));
    return;
  }
  const isRecipeData =
    (url.pathname.startsWith('/trpc/') && url.pathname.includes('recipes.get')) || /^\/api\/recipes\/\d+$/.test(url.pathname);
  if (isRecipeData || (url.pathname.startsWith('/media/') && !url.pathname.startsWith('/media/audio-'))) {
    event.respondWith(networkThenKeep(request));
  }
});

self.addEventListener('push', (event) => {
  let message = { title: 'Kochclip', body: '', url: '/' };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    if (event.data) message.body = event.data.text();
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'de',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const raw = (event.notification.data && event.notification.data.url) || '/';
  const target = new URL(raw, self.location.origin);
  // Only our own pages open from a notification.
  const href = target.origin === self.location.origin ? target.href : self.location.origin + '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) return open.focus().then((w) => w.navigate(href));
      return self.clients.openWindow(href);
    }),
  );
});
