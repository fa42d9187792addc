import { readFileSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { SITES } from "../accounts/types.ts";
import { SELLER, type RunningSandbox } from "../testing.ts";
import { advance, call, findClaim, HOUR, KIND, resetClaims, startClaimsSandbox } from "./test-support.ts";

let s: RunningSandbox;
beforeAll(async () => {
  s = await startClaimsSandbox();
});
afterAll(() => s.close());
beforeEach(() => resetClaims(s));

const sample = JSON.parse(readFileSync(new URL("../../../shared/reference/real-samples/claims-get-1.json", import.meta.url), "utf8"));
const keysOf = (o: Record<string, unknown>) => Object.keys(o).sort();

describe("a claim (notes §12)", () => {
  test("has the real sample's shape: the same fields, players and available actions", async () => {
    const claim = findClaim(s, "a dispute", KIND.dispute);
    const res = await call(s, "GET", `/post-purchase/v1/claims/${claim.id}`, await s.tokenFor(claim.seller_id));
    expect(res.status).toBe(200);
    expect(keysOf(res.body)).toEqual(keysOf(sample));
    expect(res.body.players.map((p: any) => [p.role, p.type])).toEqual(sample.players.map((p: any) => [p.role, p.type]));
    expect(keysOf(res.body.players[1])).toEqual(keysOf(sample.players[1]));
    // In a dispute the seller talks to the mediator, with no mandatory move while the mediator decides.
    expect(res.body.players[1].available_actions).toEqual(sample.players[1].available_actions);
    // Local dates carry the site's offset, as the sample's do.
    expect(res.body.date_created.endsWith(SITES[claim.site_id].utcOffset)).toBe(true);
  });

  test("another seller's claim is 403, an unknown one 404", async () => {
    const claim = findClaim(s, "an MLB claim", (c) => c.seller_id === SELLER.MLB);
    const other = await call(s, "GET", `/post-purchase/v1/claims/${claim.id}`, await s.tokenFor(SELLER.MLA));
    expect(other.status).toBe(403);
    expect(other.body.error).toBe("forbidden_error");
    expect((await call(s, "GET", `/post-purchase/v1/claims/${claim.id}/messages`, await s.tokenFor(SELLER.MLA))).status).toBe(403);
    expect((await call(s, "GET", `/post-purchase/v1/claims/999`, await s.tokenFor(SELLER.MLA))).status).toBe(404);
  });

  test("only one player holds a mandatory action at a time, with a due date", async () => {
    const token = await s.tokenFor(SELLER.MLA);
    const res = await call(s, "GET", `/post-purchase/v1/claims/search?limit=100`, token);
    for (const claim of res.body.data) {
      const mandatory = claim.players.flatMap((p: any) => p.available_actions.filter((a: any) => a.mandatory).map(() => p.role));
      expect(new Set(mandatory).size).toBeLessThanOrEqual(1);
      for (const p of claim.players) for (const a of p.available_actions) expect(a.mandatory === (a.due_date !== null)).toBe(true);
    }
    const fresh = res.body.data.find((c: any) => c.players[1].available_actions.some((a: any) => a.action === "allow_partial_refund"));
    expect(fresh.players[1].available_actions[0]).toMatchObject({ action: "send_message_to_complainant", mandatory: true });
  });

  test("has_incentive holds for 48 hours after opening, on the sandbox clock", async () => {
    const claim = findClaim(s, "a fresh claim", KIND.fresh);
    const token = await s.tokenFor(claim.seller_id);
    const path = `/post-purchase/v1/claims/${claim.id}/affects-reputation`;
    const before = await call(s, "GET", path, token);
    expect(before.body).toMatchObject({ affects_reputation: "affected", has_incentive: true });
    expect(Date.parse(before.body.due_date)).toBe(claim.date_created.getTime() + 48 * HOUR);
    advance(s, claim.date_created.getTime() + 48 * HOUR - s.sandbox.ctx.clock.nowMs() + 1);
    const after = await call(s, "GET", path, await s.tokenFor(claim.seller_id));
    expect(after.body).toEqual({ affects_reputation: "affected", has_incentive: false, due_date: null });
  });

  test("a refund inside the 48 hours keeps the claim off the reputation; a cancellation never applies", async () => {
    const claim = findClaim(s, "a fresh claim", KIND.fresh);
    const token = await s.tokenFor(claim.seller_id);
    expect((await call(s, "POST", `/post-purchase/v1/claims/${claim.id}/expected-resolutions/refund`, token)).status).toBe(200);
    const rep = await call(s, "GET", `/post-purchase/v1/claims/${claim.id}/affects-reputation`, token);
    expect(rep.body).toEqual({ affects_reputation: "not_affected", has_incentive: false, due_date: null });
    const cancel = findClaim(s, "a cancellation", KIND.cancellation);
    const c2 = await call(s, "GET", `/post-purchase/v1/claims/${cancel.id}/affects-reputation`, await s.tokenFor(cancel.seller_id));
    expect(c2.body.affects_reputation).toBe("not_applies");
  });

  test("a refund after the 48 hours still counts against the reputation", async () => {
    const claim = findClaim(s, "a not-received claim", KIND.notReceived);
    const token = await s.tokenFor(claim.seller_id);
    await call(s, "POST", `/post-purchase/v1/claims/${claim.id}/expected-resolutions/refund`, token);
    const rep = await call(s, "GET", `/post-purchase/v1/claims/${claim.id}/affects-reputation`, token);
    expect(rep.body.affects_reputation).toBe("affected");
  });

  test("the detail says who must act and by when, in the seller's language", async () => {
    const claim = findClaim(s, "a fresh MLB claim", (c) => KIND.fresh(c) && c.site_id === "MLB");
    const res = await call(s, "GET", `/post-purchase/v1/claims/${claim.id}/detail`, await s.tokenFor(claim.seller_id));
    expect(res.body).toMatchObject({ title: "Você precisa responder", action_responsible: "seller" });
    expect(Date.parse(res.body.due_date)).toBe(claim.turn!.due.getTime());
    const dispute = findClaim(s, "an MLA dispute", (c) => KIND.dispute(c) && c.site_id === "MLA");
    const d = await call(s, "GET", `/post-purchase/v1/claims/${dispute.id}/detail`, await s.tokenFor(dispute.seller_id));
    expect(d.body).toMatchObject({ action_responsible: "mediator", problem: "El producto es distinto al publicado" });
  });

  test("reasons carry their expected resolutions; histories and expected resolutions are listed", async () => {
    const token = await s.tokenFor(SELLER.MLA);
    const reason = await call(s, "GET", "/post-purchase/v1/claims/reasons/PDD9939", token);
    expect(reason.body).toMatchObject({
      id: "PDD9939",
      settings: { expected_resolutions: ["refund", "change_product", "return_product"] },
    });
    expect((await call(s, "GET", "/post-purchase/v1/claims/reasons/XX1", token)).status).toBe(404);
    const dispute = findClaim(s, "an MLA dispute", (c) => KIND.dispute(c) && c.seller_id === SELLER.MLA);
    const status = await call(s, "GET", `/post-purchase/v1/claims/${dispute.id}/status-history`, token);
    expect(status.body.map((h: any) => h.stage)).toEqual(["claim", "dispute"]);
    const actions = await call(s, "GET", `/post-purchase/v1/claims/${dispute.id}/actions-history`, token);
    expect(actions.body.map((a: any) => a.action_name)).toContain("open_dispute");
    const expected = await call(s, "GET", `/post-purchase/v1/claims/${dispute.id}/expected-resolutions`, token);
    expect(expected.body.map((e: any) => [e.expected_resolution, e.status])).toContainEqual(["return_product", "pending"]);
  });

  test("partial-refund offers are percentages below 100 with their amounts in the sale's currency", async () => {
    const claim = findClaim(s, "a fresh claim", KIND.fresh);
    const res = await call(
      s,
      "GET",
      `/post-purchase/v1/claims/${claim.id}/partial-refund/available-offers`,
      await s.tokenFor(claim.seller_id),
    );
    const order = s.sandbox.ctx.state.sales.orders.get(claim.resource_id)!;
    expect(res.body.currency_id).toBe(order.currency_id);
    expect(res.body.available_offers.length).toBeGreaterThan(0);
    for (const o of res.body.available_offers) {
      expect(o.percentage).toBeLessThan(100);
      expect(o.amount).toBeCloseTo((res.body.total_amount * o.percentage) / 100, 2);
    }
    expect(res.body.available_offers.map((o: any) => o.percentage)).toContain(50);
  });

  test("without the claims permission every claim call answers 403 PA_UNAUTHORIZED_RESULT_FROM_POLICIES (control toggle)", async () => {
    const token = await s.tokenFor(SELLER.MLA);
    const off = await call(s, "POST", "/__sandbox/claims/permission", undefined, { user_id: SELLER.MLA, granted: false });
    expect(off.status).toBe(200);
    const res = await call(s, "GET", "/post-purchase/v1/claims/search", token);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ status: 403, code: "PA_UNAUTHORIZED_RESULT_FROM_POLICIES", blocked_by: "PolicyAgent" });
    // Other sellers keep theirs.
    expect((await call(s, "GET", "/post-purchase/v1/claims/search", await s.tokenFor(SELLER.MLB))).status).toBe(200);
    await call(s, "POST", "/__sandbox/claims/permission", undefined, { user_id: SELLER.MLA, granted: true });
    expect((await call(s, "GET", "/post-purchase/v1/claims/search", token)).status).toBe(200);
  });
});
