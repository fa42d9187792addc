import { describe, expect, it } from "vitest";
import { ApiRequestError } from "./fetch-json";
import { retryDelay, shouldRetry } from "./retry";

const failed = (status: number, retryAfterSeconds?: number) => new ApiRequestError(status, "code", "m", "req", retryAfterSeconds);

describe("shouldRetry", () => {
  it("retries network failures and 5xx twice", () => {
    for (const error of [failed(0), failed(500), failed(502), failed(504), new Error("chunk failed to load")]) {
      expect([0, 1, 2].map((n) => shouldRetry(n, error))).toEqual([true, true, false]);
    }
  });

  it("never retries a 4xx other than 429", () => {
    for (const status of [400, 401, 403, 404, 409, 422]) expect(shouldRetry(0, failed(status))).toBe(false);
  });

  it("retries a 429 only when its Retry-After is short", () => {
    expect(shouldRetry(0, failed(429, 3))).toBe(true);
    expect(shouldRetry(0, failed(429, 60))).toBe(false);
    expect(shouldRetry(0, failed(429))).toBe(false);
  });
});

describe("retryDelay", () => {
  it("backs off exponentially, and waits out a 429's Retry-After", () => {
    expect([0, 1, 2, 10].map((n) => retryDelay(n, failed(502)))).toEqual([1000, 2000, 4000, 30_000]);
    expect(retryDelay(0, failed(429, 3))).toBe(3000);
  });
});
