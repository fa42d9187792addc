import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { SELLER, type RunningSandbox } from "../testing.ts";
import { call, findClaim, resetClaims, startClaimsSandbox } from "./test-support.ts";

let s: RunningSandbox;
let token: string;
beforeAll(async () => {
  s = await startClaimsSandbox();
});
afterAll(() => s.close());
beforeEach(async () => {
  resetClaims(s);
  token = await s.tokenFor(SELLER.MLA);
});

const search = (query: string, t = token) => call(s, "GET", `/post-purchase/v1/claims/search?${query}`, t);

describe("claims search (notes §12)", () => {
  test("answers {paging{offset,limit,total}, data} with the caller's own claims only", async () => {
    const res = await search("player_role=respondent&player_user_id=" + SELLER.MLA);
    expect(res.status).toBe(200);
    const own = [...s.sandbox.ctx.state.claims.claims.values()].filter((c) => c.seller_id === SELLER.MLA);
    expect(res.body.paging).toEqual({ offset: 0, limit: 30, total: own.length });
    expect(res.body.data.length).toBe(own.length);
    for (const claim of res.body.data) expect(claim.players.find((p: any) => p.role === "respondent").user_id).toBe(SELLER.MLA);
  });

  test("another seller's id in player_user_id is refused with 403", async () => {
    const res = await search(`player_role=respondent&player_user_id=${SELLER.MLB}`);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe("forbidden_error");
  });

  test("limit is at most 100; offset pages through", async () => {
    expect((await search("limit=101")).status).toBe(400);
    expect((await search("limit=100")).status).toBe(200);
    const first = await search("limit=2&offset=0");
    const second = await search("limit=2&offset=2");
    expect(first.body.data.length).toBe(2);
    expect(second.body.paging).toMatchObject({ offset: 2, limit: 2 });
    expect(second.body.data.map((c: any) => c.id)).not.toContain(first.body.data[0].id);
  });

  test("filters by status, stage, type and reason prefix", async () => {
    const closed = await search("status=closed");
    expect(closed.body.data.length).toBeGreaterThan(0);
    expect(closed.body.data.every((c: any) => c.status === "closed")).toBe(true);
    const dispute = await search("stage=dispute");
    expect(dispute.body.data.length).toBeGreaterThan(0);
    expect(dispute.body.data.every((c: any) => c.stage === "dispute")).toBe(true);
    const cancel = await search("type=cancel_purchase");
    expect(cancel.body.data.every((c: any) => c.type === "cancel_purchase")).toBe(true);
    const pnr = await search("reason_id=PNR");
    expect(pnr.body.data.length).toBeGreaterThan(0);
    expect(pnr.body.data.every((c: any) => c.reason_id.startsWith("PNR"))).toBe(true);
  });

  test("order_id finds the claim by its order, and through the order's shipment", async () => {
    const claim = findClaim(s, "an MLA claim", (c) => c.seller_id === SELLER.MLA);
    const order = s.sandbox.ctx.state.sales.orders.get(claim.resource_id)!;
    const byOrder = await search(`order_id=${order.id}`);
    expect(byOrder.body.data.map((c: any) => c.id)).toEqual([claim.id]);
    const byShipment = await search(`order_id=${order.shipment_id}`);
    expect(byShipment.body.data.map((c: any) => c.id)).toContain(claim.id);
    expect((await search(`resource_id=${order.id}`)).body.data.map((c: any) => c.id)).toEqual([claim.id]);
  });

  test("sorts by date_created descending by default, and by last_updated ascending on request", async () => {
    const byCreated = (await search("limit=100")).body.data.map((c: any) => Date.parse(c.date_created));
    expect(byCreated).toEqual([...byCreated].sort((a, b) => b - a));
    const byUpdated = (await search("sort=last_updated:asc&limit=100")).body.data.map((c: any) => Date.parse(c.last_updated));
    expect(byUpdated).toEqual([...byUpdated].sort((a, b) => a - b));
  });

  test("a missing bearer is the real 401", async () => {
    const res = await call(s, "GET", "/post-purchase/v1/claims/search");
    expect(res.status).toBe(401);
  });
});
