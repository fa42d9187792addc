/**
 * The client's address for per-address limits: the last X-Forwarded-For entry. scripts/serve.mjs
 * replaces the header with the peer's own address unless the peer is a trusted proxy (TRUSTED_PROXIES),
 * whose entry, appended last, is then what it saw; so a client cannot choose its own bucket.
 */
export function clientAddress(forwardedFor: unknown): string | null {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(",") : typeof forwardedFor === "string" ? forwardedFor : "";
  return header.split(",").at(-1)?.trim() || null;
}
