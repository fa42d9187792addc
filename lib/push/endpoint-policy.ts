import { isIP } from "node:net";
import { readUrl } from "../net/origins";
import { isPublicAddress } from "../net/public-address";

/**
 * Which push endpoints the server sends to. A subscription's endpoint is chosen by the browser, but
 * anyone can post any URL to our API, and the server then POSTs to it on every question: so only the
 * browsers' own push services are accepted (Chrome, Edge through FCM or WNS, Firefox, Safari), over https
 * on the default port. Plain module (no env): the launcher's production checks read it too.
 */
const PUSH_SERVICE_HOSTS: Array<{ exact: string } | { suffix: string }> = [
  { exact: "fcm.googleapis.com" }, // Chrome, Chromium browsers, Samsung Internet
  { exact: "android.googleapis.com" }, // older Chrome subscriptions (GCM endpoints, served by FCM)
  { suffix: ".push.services.mozilla.com" }, // Firefox (updates.push.services.mozilla.com)
  { suffix: ".notify.windows.com" }, // Edge on Windows (WNS)
  { suffix: ".push.apple.com" }, // Safari (web.push.apple.com)
];

export type EndpointAllowance = "push_service" | "extra_origin";

/** A known push service's endpoint, one of the `extraOrigins` (tests' local push service), or null: never sent to. */
export function endpointAllowance(endpoint: string, extraOrigins: readonly string[]): EndpointAllowance | null {
  const url = readUrl(endpoint);
  if (!url || url.username || url.password) return null;
  if (extraOrigins.includes(url.origin)) return "extra_origin";
  if (url.protocol !== "https:" || url.port !== "") return null;
  const host = url.hostname;
  const known = PUSH_SERVICE_HOSTS.some((rule) =>
    "exact" in rule ? host === rule.exact : host.endsWith(rule.suffix) && host.length > rule.suffix.length,
  );
  return known ? "push_service" : null;
}

/**
 * Why an extra origin may not serve a production server: anything but https, or a host on this machine or
 * a private network. (A name resolving to such an address is refused when connecting, whatever the setting.)
 */
export function productionOriginProblem(origin: string): string | null {
  const url = new URL(origin);
  if (url.protocol !== "https:") return `${origin} is not https`;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (host === "localhost" || host.endsWith(".localhost")) return `${origin} is this machine`;
  if (isIP(host) && !isPublicAddress(host)) return `${origin} is a private or reserved address`;
  return null;
}
