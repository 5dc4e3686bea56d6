// Shoreline's service worker. It keeps the app shell (the page, its script and style, the
// manifest and the icons) so that the installed app opens without a connection and says it is
// offline. It never keeps an API answer: game data belongs to one signed-in player and goes out
// of date with every move, so showing it from a cache would show another person's secrets or a
// stale position as live. `build.mjs` bundles it with the shell's file list and a version
// (`__SHELL__`, `__VERSION__`); each build's shell goes into a cache of its own, and the old one
// is deleted once the new worker takes over.
//
// It also shows push notifications (see push.ts): the server's message is the notification as
// the inbox lists it, told in the same words as the toasts and the menu, and tapping it opens
// the game (or the lobby, for an invitation).

import { describeNotification } from "./ui/notificationText";

/* global __SHELL__, __VERSION__ */
const SHELL = __SHELL__;
const CACHE = `shoreline-shell-${__VERSION__}`;

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

/** Where tapping a notification takes the player: the game, or the lobby for invitations. */
function pageFor(item) {
  const aboutAnInvitation = ["invited", "invitation_withdrawn", "invitation_answered"].includes(item.kind);
  return aboutAnInvitation || !item.game_id ? "/#/" : `/#/games/${item.game_id}`;
}

self.addEventListener("push", (event) => {
  let item;
  try {
    item = event.data?.json();
  } catch {
    return;
  }
  if (!item?.kind) return;
  event.waitUntil(
    self.registration.showNotification("Shoreline", {
      body: describeNotification(item),
      // One notification per invitation or game: a newer one replaces it (and a copy sent
      // again after a server's crash replaces itself).
      tag: item.invitation_id ?? item.game_id ?? item.kind,
      renotify: item.kind === "your_move" || item.kind === "deadline_near",
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      data: { url: pageFor(item), id: item.id },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? "/", self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      // An open Shoreline window is reused; otherwise one opens.
      const open = windows.find((window) => new URL(window.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(url);
      // A window this worker does not control cannot be navigated: a new one opens instead.
      return open
        .focus()
        .then((focused) => focused.navigate(url))
        .catch(() => self.clients.openWindow(url));
    }),
  );
});
