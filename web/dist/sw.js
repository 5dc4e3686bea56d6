// Shoreline's service worker: it keeps the app shell (the page, its script and style, the
// manifest and the icons) so that the installed app opens without a connection and says it is
// offline. It never keeps an API answer: game data belongs to one signed-in player and goes out
// of date with every move, so showing it from a cache would show another person's secrets or a
// stale position as live. `build.mjs` writes the shell's file list and a version in place of
// the two placeholders below; each build's shell goes into a cache of its own, and the old one
// is deleted once the new worker takes over.

const SHELL = ["/","/assets/app-1c62e70316d1.js","/assets/app-14b6e00164ec.css","/manifest.webmanifest","/icons/icon-192.png","/icons/icon-512.png","/icons/icon.svg"];
const CACHE = `shoreline-shell-${"ad89885aaa85"}`;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith("shoreline-shell-") && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate" && url.pathname === "/") {
    // The network first, so a new build is picked up at once; the kept shell when offline.
    event.respondWith(fetch(request).catch(() => caches.match("/", { cacheName: CACHE })));
  } else if (SHELL.includes(url.pathname)) {
    event.respondWith(
      caches.match(request, { cacheName: CACHE }).then((kept) => kept ?? fetch(request)),
    );
  }
  // Everything else (the API, the docs) goes to the network as if there were no worker.
});
