import { describe, expect, it } from "vitest";
import { ApiRequestError, parseRetryAfter } from "@/lib/queries/fetch-json";
import { describeError } from "./describe-error";

describe("describeError", () => {
  it("reads a 429 with its wait time", () => {
    expect(describeError(new ApiRequestError(429, "too_many_requests", "Slow down", "req-1", 30))).toEqual({ kind: "rate_limited", message: "Slow down", requestId: "req-1", retryAfterSeconds: 30 });
  });

  it("calls 502 and 504 the marketplace being unreachable", () => {
    expect(describeError(new ApiRequestError(502, "upstream_unreachable", "x", "req-2")).kind).toBe("unreachable");
    expect(describeError(new ApiRequestError(504, "upstream_timeout", "x", "req-3")).kind).toBe("unreachable");
  });

  it("reads a raw API error envelope and keeps the request id", () => {
    const info = describeError({ error: { code: "internal_error", message: "Something went wrong on our side.", requestId: "req-4" } }, 500);
    expect(info).toEqual({ kind: "generic", message: "Something went wrong on our side.", requestId: "req-4" });
    expect(describeError({ error: { code: "upstream_unreachable", message: "m", requestId: "r" } }).kind).toBe("unreachable");
  });

  it("classifies an envelope without its status by its code, never as offline", () => {
    expect(describeError({ error: { code: "upstream_error", message: "m", requestId: "r" } }).kind).toBe("unreachable");
    expect(describeError({ error: { code: "internal_error", message: "m", requestId: "r" } }).kind).toBe("generic");
    expect(describeError({ error: { code: "forbidden", message: "m", requestId: "r" } }).kind).toBe("forbidden");
  });

  it("tells offline, forbidden, not found and reconnect apart", () => {
    expect(describeError(new ApiRequestError(0, "network", "offline")).kind).toBe("offline");
    expect(describeError(new ApiRequestError(403, "forbidden", "no")).kind).toBe("forbidden");
    expect(describeError(new ApiRequestError(404, "not_found", "no")).kind).toBe("not_found");
    expect(describeError(new ApiRequestError(401, "reauth_required", "no")).kind).toBe("reconnect");
    expect(describeError(new Error("boom"))).toEqual({ kind: "generic", message: "boom" });
  });
});

describe("parseRetryAfter", () => {
  it("reads seconds and HTTP dates", () => {
    expect(parseRetryAfter("12")).toBe(12);
    expect(parseRetryAfter(null)).toBeUndefined();
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(parseRetryAfter("Thu, 01 Jan 2026 00:00:45 GMT", now)).toBe(45);
    expect(parseRetryAfter("garbage")).toBeUndefined();
  });
});
