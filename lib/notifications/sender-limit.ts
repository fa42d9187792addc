import { BlockList, isIP } from "node:net";

/**
 * The callback's rate per sender address: a token bucket refilled at `perSecond` holding `burst`.
 * The marketplace posts from a handful of addresses (notes §3: eight), each well under this even for
 * a busy seller; a sender past it gets 429 and, if it is the marketplace, retries for an hour.
 * Documented in docs/features/notifications.md and on Settings → Notifications.
 */
export const CALLBACK_RATE = { perSecond: 20, burst: 200 } as const;

export type SenderVerdict = { ok: true } | { ok: false; retryAfterS: number };

export interface SenderLimiter {
  take(address: string): SenderVerdict;
}

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * One bucket per address (an IPv6 sender per /64, which one host usually holds whole). Addresses in
 * `allowed` (the operator's list of the marketplace's networks) are never limited. At most
 * `maxSenders` buckets are kept: past that the least recently used goes, so spoofed-looking variety
 * cannot grow memory (a forgotten sender simply starts again with a full bucket).
 */
export function createSenderLimiter({
  perSecond = CALLBACK_RATE.perSecond,
  burst = CALLBACK_RATE.burst,
  allowed = new BlockList(),
  maxSenders = 10_000,
  now = () => performance.now(),
}: { perSecond?: number; burst?: number; allowed?: BlockList; maxSenders?: number; now?: () => number } = {}): SenderLimiter {
  const buckets = new Map<string, Bucket>();
  return {
    take(address) {
      const ip = normalizeAddress(address);
      if (ip && allowed.check(ip, isIP(ip) === 6 ? "ipv6" : "ipv4")) return { ok: true };
      const key = bucketKey(ip ?? address);
      const t = now();
      const bucket = buckets.get(key) ?? { tokens: burst, at: t };
      buckets.delete(key); // re-inserted last: Map order is the recency order
      bucket.tokens = Math.min(burst, bucket.tokens + ((t - bucket.at) / 1000) * perSecond);
      bucket.at = t;
      buckets.set(key, bucket);
      if (buckets.size > maxSenders) buckets.delete(buckets.keys().next().value!);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { ok: true };
      }
      return { ok: false, retryAfterS: Math.max(1, Math.ceil((1 - bucket.tokens) / perSecond)) };
    },
  };
}

/** "::ffff:1.2.3.4" (Node's dual-stack form) → "1.2.3.4"; null when it is no address at all. */
export function normalizeAddress(address: string | undefined | null): string | null {
  const a = (address ?? "").trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, "$1");
  return isIP(a) ? a : null;
}

function bucketKey(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  // The first four groups of the expanded address: the /64.
  const [head = "", tail = ""] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups.slice(0, 4).join(":")}::/64`;
}

/** A comma-separated list of addresses and CIDR networks ("54.88.218.97, 35.245.0.0/16, ::1"); throws on a bad entry. */
export function parseNetworks(list: string | undefined): BlockList {
  const blocks = new BlockList();
  for (const entry of (list ?? "")
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [ip = "", prefix] = entry.split("/");
    const family = isIP(ip);
    if (!family) throw new Error(`not an address or network: ${entry}`);
    const type = family === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) blocks.addAddress(ip, type);
    else {
      const bits = Number(prefix);
      if (!/^\d+$/.test(prefix) || bits > (family === 6 ? 128 : 32)) throw new Error(`not a network prefix: ${entry}`);
      blocks.addSubnet(ip, bits, type);
    }
  }
  return blocks;
}

/** Loopback: a reverse proxy on the same host (docs/deploying.md's nginx) is trusted for X-Forwarded-For by default. */
export const DEFAULT_TRUSTED_PROXIES = "127.0.0.0/8, ::1";

/**
 * The sender's address: the socket's, unless the socket is a trusted proxy, whose X-Forwarded-For
 * last entry is then what that proxy saw (earlier entries are whatever the client wrote).
 */
export function senderAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedProxies: BlockList,
): string {
  const socket = normalizeAddress(socketAddress);
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor;
  if (!socket || !header || !trustedProxies.check(socket, isIP(socket) === 6 ? "ipv6" : "ipv4")) return socket ?? "unknown";
  const last = header.split(",").at(-1)?.trim();
  return normalizeAddress(last) ?? socket;
}
