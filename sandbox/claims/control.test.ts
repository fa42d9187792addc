import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { RunningSandbox } from "../testing.ts";
import { call, findClaim, KIND, resetClaims, returnOfClaim, startClaimsSandbox } from "./test-support.ts";

let s: RunningSandbox;
beforeAll(async () => {
  s = await startClaimsSandbox();
});
afterAll(() => s.close());
beforeEach(() => resetClaims(s));

describe("claims control routes", () => {
  test("the mediator writes to the seller in a dispute: the seller's answer becomes mandatory", async () => {
    const claim = findClaim(s, "a dispute", KIND.dispute);
    const res = await call(s, "POST", `/__sandbox/claims/${claim.id}/mediator_reply`, undefined, {
      text: "Envíe el comprobante, por favor.",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ sender_role: "mediator", receiver_role: "respondent" });
    const token = await s.tokenFor(claim.seller_id);
    const after = await call(s, "GET", `/post-purchase/v1/claims/${claim.id}`, token);
    expect(after.body.players[1].available_actions[0]).toMatchObject({ action: "send_message_to_mediator", mandatory: true });
    const detail = await call(s, "GET", `/post-purchase/v1/claims/${claim.id}/detail`, token);
    expect(detail.body.action_responsible).toBe("seller");
    // Outside a dispute there is no mediator to write.
    const fresh = findClaim(s, "a fresh claim", KIND.fresh);
    expect((await call(s, "POST", `/__sandbox/claims/${fresh.id}/mediator_reply`, undefined, {})).status).toBe(409);
  });

  test("the buyer's reply in the claim stage gives the move to the seller", async () => {
    const claim = findClaim(s, "a claim with a return on its way", (c) => c.status === "opened" && c.turn === null);
    const res = await call(s, "POST", `/__sandbox/claims/${claim.id}/buyer_reply`, undefined, { text: "¿Ya llegó el paquete?" });
    expect(res.status).toBe(201);
    expect(s.sandbox.ctx.state.claims.claims.get(claim.id)!.turn?.role).toBe("respondent");
  });

  test("moving the stage and closing as the mediator", async () => {
    const claim = findClaim(s, "a fresh claim", KIND.fresh);
    const moved = await call(s, "POST", `/__sandbox/claims/${claim.id}/stage`, undefined, { stage: "dispute" });
    expect(moved.body.stage).toBe("dispute");
    expect((await call(s, "POST", `/__sandbox/claims/${claim.id}/stage`, undefined, {})).status).toBe(400);
    const closed = await call(s, "POST", `/__sandbox/claims/${claim.id}/stage`, undefined, { status: "closed" });
    expect(closed.body).toMatchObject({ status: "closed", resolution: { benefited: ["complainant"], closed_by: "mediator" } });
    expect((await call(s, "POST", `/__sandbox/claims/${claim.id}/buyer_reply`, undefined, {})).status).toBe(409);
  });

  test("a return moved to delivered starts the seller's review", async () => {
    const claim = findClaim(s, "a return on its way", (c) => returnOfClaim(s, c)?.status === "shipped");
    const res = await call(s, "POST", `/__sandbox/returns/${claim.return_id}/status`, undefined, { status: "delivered" });
    expect(res.body).toEqual({ id: claim.return_id, status: "delivered" });
    const after = await call(s, "GET", `/post-purchase/v1/claims/${claim.id}`, await s.tokenFor(claim.seller_id));
    const review = after.body.players[1].available_actions.filter((a: any) => a.action.startsWith("return_review"));
    expect(review.map((a: any) => [a.action, a.mandatory])).toEqual([
      ["return_review_ok", true],
      ["return_review_fail", true],
    ]);
  });

  test("the claims list shows whose move each claim is", async () => {
    const fresh = findClaim(s, "a fresh claim", KIND.fresh);
    const res = await call(s, "GET", `/__sandbox/claims?seller_id=${fresh.seller_id}`);
    expect(res.body.length).toBe(7);
    expect(res.body.find((c: any) => c.id === fresh.id)).toMatchObject({ turn: "respondent", order_id: fresh.resource_id });
  });

  test("benches open many claims on a seller's unclaimed orders, and growing the sales re-seeds claims on the new orders", async () => {
    const seller = findClaim(s, "a fresh claim", KIND.fresh).seller_id;
    const grown = await call(s, "POST", `/__sandbox/sellers/${seller}/sales`, undefined, { count: 400 });
    expect(grown.status).toBe(200);
    const { orders } = s.sandbox.ctx.state.sales;
    for (const claim of s.sandbox.ctx.state.claims.claims.values()) expect(orders.get(claim.resource_id)?.seller_id).toBe(claim.seller_id);
    const own = () => [...s.sandbox.ctx.state.claims.claims.values()].filter((c) => c.seller_id === seller);
    const [seeded, openBefore] = [own().length, own().filter((c) => c.status === "opened").length];
    const res = await call(s, "POST", `/__sandbox/sellers/${seller}/claims`, undefined, { count: 250 });
    expect(res.body).toMatchObject({ seller_id: seller, opened: 250, claims: seeded + 250 });
    const search = await call(s, "GET", "/post-purchase/v1/claims/search?limit=100&status=opened", await s.tokenFor(seller));
    expect(search.body.paging.total).toBe(openBefore + 250);
    const ids = [...s.sandbox.ctx.state.claims.claims.values()].map((c) => c.resource_id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
