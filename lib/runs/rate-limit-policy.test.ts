import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox, type RunningSandbox } from "../../sandbox/testing";
import type { SellerClient } from "../marketplace/client";
import { createGovernor, DEFAULT_GOVERNOR, rateLimitWaitMs } from "../marketplace/governor";
import { createHttp } from "../marketplace/http";
import { invoiceLinkRunHandler } from "../sales/invoice-run";
import { freeShippingRunHandler } from "../shipping/bulk-run";
import { createInboxFixture, injectFault, type InboxFixture } from "../testing/test-inbox";
import type { RunHandler } from "./types";

/**
 * One 429 policy for the background runs: a row the governor gave a 429 back for (a Retry-After longer
 * than a call waits, or 429s past the call's deadline) comes back after the Retry-After, else after the
 * governor's own backoff for that many attempts: the same numbers for every kind of run.
 */
describe("the governor's 429 policy", () => {
  it("waits the Retry-After when the marketplace gives one", () => {
    expect(rateLimitWaitMs(30, 1)).toBe(30_000);
    expect(rateLimitWaitMs(0, 4)).toBe(0);
  });

  it("else backs off as a lane does after as many 429s in a row: doubling, jittered, capped", async () => {
    const governor = createGovernor({ ...DEFAULT_GOVERNOR, random: () => 0 });
    await governor.run(["application"], async () => ({ limited: true, error: new Error("429") }), 0);
    // The lane's own pause after its first 429 without Retry-After is what a row waits after its first.
    // (The lane's pause is what remains of it when read: a busy machine may have spent a few ms of it.)
    const first = rateLimitWaitMs(undefined, 1, { random: () => 0 });
    const remaining = governor.lane("application").pausedForMs;
    expect(remaining).toBeLessThanOrEqual(first);
    expect(remaining).toBeGreaterThan(first - 100);
    expect(rateLimitWaitMs(undefined, 3, { random: () => 0 })).toBe(1_000);
    expect(rateLimitWaitMs(undefined, 3, { random: () => 0.999 })).toBeLessThan(2_000);
    expect(rateLimitWaitMs(null, 30, { random: () => 0.999 })).toBeLessThanOrEqual(DEFAULT_GOVERNOR.backoffMaxMs);
  });
});

describe("both background runs follow it", { timeout: 120_000 }, () => {
  let running: RunningSandbox;
  let f: InboxFixture;
  let impatient: SellerClient;
  beforeAll(async () => {
    running = await startSandbox();
    f = await createInboxFixture(running);
    // A client that gives a 429 back at once, as the governor does past a call's deadline.
    const http = createHttp({ baseUrl: running.url, timeoutMs: 5_000, retries: 0, rateLimitDeadlineMs: 0, governor: createGovernor() });
    const token = await running.tokenFor(f.a.sellerId);
    impatient = (path, options) => http(path, { ...options, token, sellerId: f.a.sellerId });
  }, 120_000);
  afterAll(() => f.close());

  const kinds: Array<[string, RunHandler, string]> = [
    ["invoice links", invoiceLinkRunHandler(async () => impatient), "2000000000001"],
    ["bulk free shipping", freeShippingRunHandler(async () => impatient), "MLA1000000001"],
  ];

  for (const [name, handler, target] of kinds) {
    it(`${name}: a 429 without Retry-After on the third attempt waits the governor's backoff (1–2 s)`, async () => {
      await injectFault(running, { method: "GET", path: "/*", status: 429 });
      const outcome = await handler.process({
        db: f.db,
        run: { id: "run-1", kind: name, workspaceId: f.a.id, startedById: f.a.owner.userId, params: { action: "on" } },
        item: { id: `item-${name}`, target, input: { text: "Factura" }, attempts: 3 },
      });
      expect(outcome).toMatchObject({ status: "retry", reason: { code: "rate_limited" } });
      const afterMs = (outcome as { afterMs: number }).afterMs;
      expect(afterMs).toBeGreaterThanOrEqual(1_000);
      expect(afterMs).toBeLessThan(2_000);
    });
  }
});
