import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Rng } from "../core/rng.ts";
import type { RunningSandbox } from "../testing.ts";
import { reputationOf } from "./rules.ts";
import { seedClaims } from "./seed.ts";
import { KIND, startClaimsSandbox } from "./test-support.ts";

let s: RunningSandbox;
beforeAll(async () => {
  s = await startClaimsSandbox();
});
afterAll(() => s.close());

describe("seeded claims", () => {
  test("every seeded seller has each kind, tied to its own orders", () => {
    const { state } = s.sandbox.ctx;
    const sellers = [...state.users.values()].filter((u) => u.role === "seller");
    for (const seller of sellers) {
      const own = [...state.claims.claims.values()].filter((c) => c.seller_id === seller.id);
      const now = s.sandbox.ctx.clock.now();
      const has = (what: string, f: (c: (typeof own)[number]) => boolean) => expect(own.some(f), `${seller.nickname}: ${what}`).toBe(true);
      has("not received", KIND.notReceived);
      has("different with a return", (c) => c.reason_id === "PDD9939" && c.return_id !== null);
      has("defective with a return", (c) => c.reason_id === "PDD9944" && c.return_id !== null);
      has("defective without a return", (c) => c.reason_id === "PDD9944" && c.return_id === null && c.status === "opened");
      has("a cancellation", KIND.cancellation);
      has("a dispute", KIND.dispute);
      has("a closed one", KIND.closed);
      has("one holding the 48-hour incentive", (c) => reputationOf(c, now).has_incentive);
      for (const claim of own) {
        const order = state.sales.orders.get(claim.resource_id)!;
        expect(order.seller_id).toBe(seller.id);
        expect(claim.buyer_id).toBe(order.buyer_id);
        expect(claim.date_created.getTime()).toBeGreaterThan(order.date_created.getTime());
      }
      expect(new Set(own.map((c) => c.resource_id)).size).toBe(own.length);
    }
  });

  test("texts are in the seller's language", () => {
    const claims = [...s.sandbox.ctx.state.claims.claims.values()];
    const br = claims.filter((c) => c.site_id === "MLB").flatMap((c) => c.messages.map((m) => m.message));
    const ar = claims.filter((c) => c.site_id === "MLA").flatMap((c) => c.messages.map((m) => m.message));
    expect(br.some((t) => /não|você|Olá/.test(t))).toBe(true);
    expect(br.some((t) => /¿|Hola/.test(t))).toBe(false);
    expect(ar.some((t) => /Hola|llegó|recibí/.test(t))).toBe(true);
    expect(ar.some((t) => /não|Olá/.test(t))).toBe(false);
  });

  test("the seed is stable and fast (CONVENTIONS: under ~150 ms)", () => {
    const { state } = s.sandbox.ctx;
    const now = new Date("2026-12-01T12:00:00Z");
    const started = performance.now();
    const a = seedClaims(state, new Rng("x"), now);
    const ms = performance.now() - started;
    const b = seedClaims(state, new Rng("x"), now);
    expect([...a.claims.keys()]).toEqual([...b.claims.keys()]);
    expect(ms).toBeLessThan(150);
  });
});
