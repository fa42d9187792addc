import { BlockList, isIP } from "node:net";
import { normalizeAddress } from "../net/networks";

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

function bucketKey(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  // The first four groups of the expanded address: the /64.
  const [head = "", tail = ""] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups.slice(0, 4).join(":")}::/64`;
}
