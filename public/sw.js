// Mostrador's service worker: Web Push notifications and an offline page. Plain JS, no build step.
// It never queues or replays a request: an answer or a message is the user's act, sent now or not at all,
// so POSTs and /api calls go straight to the network and fail visibly when offline.
const OFFLINE_URL = "/offline";
const CACHE = "mostrador-offline-v1";

self.addEventListener("install", (event) => {
  // The offline page (the shell and "You are offline", in the UI language of the moment) is kept at install.
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(new Request(OFFLINE_URL, { cache: "reload" })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n !== CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  // Only page navigations: network first, the offline page when there is no network. Everything else
  // (every API call, every POST) is left to the browser, untouched.
  if (request.mode !== "navigate" || request.method !== "GET") return;
  event.respondWith(fetch(request).catch(() => caches.match(OFFLINE_URL).then((cached) => cached || Response.error())));
});

self.addEventListener("push", (event) => {
  let payload;
  try {
    payload = event.data ? event.data.json() : null;
  } catch {
    payload = null;
  }
  if (!payload || typeof payload.title !== "string") return;
  event.waitUntil(showPayload(payload));
});

/** Shows a push's notification. The tag is the question's: a later one (answered meanwhile) replaces it, silently. */
function showPayload(payload) {
  return self.registration.showNotification(payload.title, {
    body: payload.body,
    tag: payload.tag,
    data: { url: payload.url },
    icon: "/icons/icon-192.png",
    badge: "/icons/icon-192.png",
    silent: Boolean(payload.silent),
    renotify: !payload.silent,
  });
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  event.waitUntil(openFromNotification(event.notification.data));
});

/**
 * Opens what a notification points at: an open Mostrador window is focused and told to go there (it
 * navigates in-app, keeping its state, and says so); a window that does not answer at once (still
 * loading, frozen) is navigated by the browser; with none, a new window opens there. A signed-out window
 * lands on sign-in, which keeps the address as its callback. The e2e spec calls this same function, as the
 * OS click would.
 */
async function openFromNotification(data) {
  const url = new URL((data && data.url) || "/questions", self.location.origin);
  if (url.origin !== self.location.origin) return;
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const client = windows.find((w) => new URL(w.url).origin === self.location.origin);
  if (!client) {
    await self.clients.openWindow(url.href);
    return;
  }
  try {
    await client.focus();
  } catch {
    // Focusing needs the notification's click; a call without one (tests) still navigates.
  }
  if (await askToOpen(client, url.pathname + url.search)) return;
  try {
    await client.navigate(url.href);
  } catch {
    await self.clients.openWindow(url.href);
  }
}

/** True once the window says it went there itself (components/shell/service-worker.tsx), within 1.5 s. */
function askToOpen(client, path) {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), 1500);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve(true);
    };
    client.postMessage({ type: "mostrador:open", url: path }, [channel.port2]);
  });
}
