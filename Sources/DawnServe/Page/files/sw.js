"use strict";
// dawn-journal's service worker (only in a secure context: HTTPS through a proxy, or localhost).
// It keeps the page's files and the last answers the page read (the day, the habits, the
// session), each marked with when it was kept, so that the page opens with the server away and
// says since when. Everything goes to the network first; only a request that gets no answer is
// served from what was kept. Writes are never touched (the page's outbox keeps those).
const FILES = ["/", "/template.js", "/store.js", "/today.js", "/gestures.js", "/tabs.js", "/app.js", "/app.css", "/manifest.webmanifest", "/icon.svg"];
const DATA = /^\/api\/(day\/|habits$|session$|sync$|history|summary)/;
// The server names the cache after the page's files (PageAssets): a worker of another build
// keeps nothing of the one before, so a page never draws a document of an older server.
const CACHE = "dawn";
self.addEventListener("install", (e) => {
  self.skipWaiting();
  e.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)));
});
self.addEventListener("activate", (e) => e.waitUntil(
  caches.keys().then((names) => Promise.all(names.filter((n) => n !== CACHE).map((n) => caches.delete(n))))
    .then(() => self.clients.claim())));
self.addEventListener("fetch", (e) => {
  const url = new URL(e.request.url);
  if (e.request.method !== "GET" || url.origin !== location.origin) return;
  const data = DATA.test(url.pathname);
  if (!data && !FILES.includes(url.pathname)) return;
  const key = url.pathname === "/" ? "/" : e.request;
  const kept = () => caches.match(key);
  e.respondWith(fetch(e.request).then(async (r) => {
    if (r.ok) e.waitUntil(keep(key, r.clone(), data));
    // A proxy in front of a stopped server answers 502, 503 or 504: as good as no answer.
    if (r.status >= 502 && r.status <= 504) return (await kept()) || r;
    return r;
  }).catch(() => kept().then((hit) => hit || Response.error())));
});
async function keep(request, response, data) {
  const c = await caches.open(CACHE);
  if (!data) return c.put(request, response);
  const headers = new Headers(response.headers);
  headers.set("X-Dawn-Saved", String(Date.now()));
  await c.put(request, new Response(await response.blob(), { status: response.status, headers }));
}
