"use strict";
const FILES = ["/", "/template.js", "/store.js", "/today.js", "/gestures.js", "/tabs.js", "/app.js", "/app.css", "/manifest.webmanifest", "/icon.svg"];
self.addEventListener("install", (e) => e.waitUntil(caches.open("dawn").then((c) => c.addAll(FILES))));
self.addEventListener("fetch", (e) => {
  const url = new URL(e.request.url);
  if (e.request.method !== "GET" || !FILES.includes(url.pathname)) return;
  e.respondWith(fetch(e.request).then((r) => {
    const copy = r.clone();
    caches.open("dawn").then((c) => c.put(e.request, copy));
    return r;
  }).catch(() => caches.match(e.request)));
});
