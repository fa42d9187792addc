// Browser side of Web Push (no server imports): what this browser supports, and its subscription.

export type PushSupport = "unsupported" | NotificationPermission;

/** Push needs a service worker, the Push API and notifications (iOS: only once installed to the Home Screen). */
export function pushSupport(): PushSupport {
  if (typeof window === "undefined" || !("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window))
    return "unsupported";
  return Notification.permission;
}

/**
 * The notification permission as the Permissions API reports it (it also tells of a change made in the
 * site settings, through `onChange`); Notification.permission where that API is missing. The two can
 * disagree (Chromium's headless shell reports "denied" there while permission is granted).
 */
export async function watchPermission(onChange: (support: PushSupport) => void): Promise<() => void> {
  const support = pushSupport();
  if (support === "unsupported" || !navigator.permissions?.query) {
    onChange(support);
    return () => undefined;
  }
  const status = await navigator.permissions.query({ name: "notifications" });
  const read = () => onChange(status.state === "prompt" ? "default" : status.state);
  read();
  status.addEventListener("change", read);
  return () => status.removeEventListener("change", read);
}

/** The service worker, registered (once; the browser dedupes) from the dashboard shell and here. */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register("/sw.js", { scope: "/" });
}

/** This browser's subscription, if it has one (no permission prompt). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration("/");
  return registration ? registration.pushManager.getSubscription() : null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const raw = atob(base64url.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export class PermissionDeniedError extends Error {}

/**
 * The browser has the Push API but no push service behind it (Chromium builds without Google's, Brave
 * with push messaging off, some kiosks): subscribing fails with an AbortError ("push service not
 * available", "Registration failed") or NotSupportedError. Not a connection problem, and retrying
 * cannot help: the page says what is missing instead.
 */
export class NoPushServiceError extends Error {}

const isNoPushService = (error: unknown) => {
  const { name, message } = (error ?? {}) as { name?: string; message?: string };
  return name === "AbortError" || name === "NotSupportedError" || /push service|registration failed/i.test(message ?? "");
};

/**
 * Asks for permission (the prompt appears here, on the user's click) and subscribes with our public key.
 * A subscription made under another key (the server's keys changed) is replaced.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscriptionJSON> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") throw new PermissionDeniedError(permission);
  await registerServiceWorker();
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  const key = keyBytes(publicKey);
  const sameKey = (a: ArrayBuffer | null) => Boolean(a) && new Uint8Array(a!).every((b, i) => b === key[i]);
  if (existing && !sameKey(existing.options.applicationServerKey)) await existing.unsubscribe();
  if (existing && sameKey(existing.options.applicationServerKey)) return existing.toJSON();
  try {
    return (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })).toJSON();
  } catch (error) {
    throw isNoPushService(error) ? new NoPushServiceError(String(error)) : error;
  }
}

/** A short, recognisable name for this device in the list ("Android · Chrome"). */
export function deviceLabel(): string {
  const ua = navigator.userAgent;
  const os = /Android/.test(ua)
    ? "Android"
    : /iPhone|iPad/.test(ua)
      ? "iOS"
      : /Mac OS/.test(ua)
        ? "macOS"
        : /Windows/.test(ua)
          ? "Windows"
          : /Linux/.test(ua)
            ? "Linux"
            : "";
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /Firefox\//.test(ua)
      ? "Firefox"
      : /Chrome\//.test(ua)
        ? "Chrome"
        : /Safari\//.test(ua)
          ? "Safari"
          : "";
  return [os, browser].filter(Boolean).join(" · ") || "Browser";
}

/** The device's IANA time zone, which its quiet hours are read in. */
export const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
