import type { Context } from "hono";
import type { RateConfig } from "../config.ts";
import type { SandboxContext } from "../context.ts";
import { readBearer } from "./auth.ts";

/**
 * The real marketplace limits requests mainly per application (client id), and some 429s come from its
 * edge proxy as plain text (notes §5). This is a token bucket per application: the client id behind a
 * valid bearer, or the caller's address for calls without one. It runs on the wall clock, not the
 * sandbox clock: tests move the sandbox clock by hours, and a rate is about real seconds.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; atMs: number }>();
  private rejections = 0;

  constructor(
    private readonly rate: RateConfig | null,
    private readonly nowMs: () => number = () => performance.now(),
  ) {}

  /** Takes one token for `key`: null when the call may run, else how many seconds to wait for the next one. */
  take(key: string): { retryAfterSeconds: number; plainText: boolean } | null {
    if (!this.rate) return null;
    const { perSecond, burst } = this.rate;
    const now = this.nowMs();
    const bucket = this.buckets.get(key) ?? { tokens: burst, atMs: now };
    bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.atMs) / 1000) * perSecond);
    bucket.atMs = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return null;
    }
    // Retry-After is whole seconds (RFC 9110), so at least 1 even when the next token is milliseconds away.
    const retryAfterSeconds = Math.max(1, Math.ceil((1 - bucket.tokens) / perSecond));
    // Both bodies the real API is known to send, alternately, so clients are held to reading either.
    return { retryAfterSeconds, plainText: this.rejections++ % 2 === 1 };
  }

  reset(): void {
    this.buckets.clear();
    this.rejections = 0;
  }
}

/** Control routes, pictures (the CDN's) and the OAuth consent pages are not the rate-limited API. */
export function isRateLimited(path: string): boolean {
  return !path.startsWith("/__sandbox/") && !path.startsWith("/pictures/") && !path.startsWith("/authorization");
}

/** The application a call counts against: the client id its bearer was issued to, else its source address. */
export function rateKeyOf(ctx: SandboxContext, c: Context): string {
  const token = readBearer(c);
  const access = token ? ctx.state.oauth.accessTokens.get(token) : undefined;
  if (access) return `app:${access.client_id}`;
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return `source:${incoming?.socket?.remoteAddress ?? "unknown"}`;
}

/** The answer past the rate: JSON `too_many_requests` or the proxy's plain-text `local_rate_limited`. */
export function tooManyRequests(c: Context, rejection: { retryAfterSeconds: number; plainText: boolean }): Response {
  const headers = { "Retry-After": String(rejection.retryAfterSeconds) };
  if (rejection.plainText) return c.text("local_rate_limited", 429, headers);
  return c.json({ message: "Too Many Requests", error: "too_many_requests", status: 429, cause: [] }, 429, headers);
}
