// automa offline page: the service worker (issue 27). At install it keeps every file of the page
// in a cache named after the build (make web-dist writes the list and the build's hash below);
// from then on every file is answered from the cache first, so the page opens and plays with the
// network off. A new build is a new sw.js: the browser installs it, which fills a new cache and
// drops the old one; the open page keeps its files until it is reloaded.
'use strict';
const BUILD = '@BUILD@';
const FILES = @FILES@;
const CACHE = 'automa-' + BUILD;

self.addEventListener('install', (ev) => {
  ev.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES.map((f) => new Request(f, { cache: 'reload' }))))
    .then(() => self.skipWaiting()));
});

self.addEventListener('activate', (ev) => {
  ev.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith('automa-') && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

self.addEventListener('fetch', (ev) => {
  const req = ev.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== self.location.origin) return;
  ev.respondWith(caches.open(CACHE).then((c) => c.match(req, { ignoreSearch: true })
    .then((hit) => hit || (req.mode === 'navigate' ? c.match('./') : null))
    .then((hit) => hit || fetch(req))));
});
