// The companion app's service worker: keeps the app's own files so it opens (and shows passcodes) without a
// network; the device API always goes to the network, since sign-in requests are live.

const CACHE = 'authenticator-v1';
const SHELL = [
  '/authenticator',
  '/authenticator/app.js',
  '/authenticator/device-store.js',
  '/authenticator/device-key.js',
  '/authenticator/totp.js',
  '/authenticator/style.css',
  '/authenticator/icon.svg',
  '/authenticator/manifest.webmanifest',
];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k)))),
  );
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (!SHELL.includes(url.pathname)) return;
  // Network first, so a new version shows at once; the cache when offline.
  event.respondWith(
    fetch(event.request)
      .then((response) => {
        const copy = response.clone();
        void caches.open(CACHE).then((cache) => cache.put(url.pathname, copy));
        return response;
      })
      .catch(() => caches.match(url.pathname)),
  );
});
