import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { RunningSandbox } from "../testing.ts";
import type { Claim } from "./types.ts";
import { advance, call, findClaim, HOUR, JPG, resetClaims, returnOfClaim, startClaimsSandbox, upload } from "./test-support.ts";

let s: RunningSandbox;
beforeAll(async () => {
  s = await startClaimsSandbox();
});
afterAll(() => s.close());
beforeEach(() => resetClaims(s));

/** The seeded return that arrived and waits for the seller's review. */
const awaitingReview = () =>
  findClaim(s, "a delivered return", (c: Claim) => returnOfClaim(s, c)?.status === "delivered" && c.status === "opened");
const review = (returnId: number, token: string, body?: unknown) =>
  call(s, "POST", `/post-purchase/v1/returns/${returnId}/return-review`, token, body);

describe("returns (notes §12)", () => {
  test("the return answers status, money, destination, shipping and the seller's review; its cost is in the sale's currency", async () => {
    const claim = awaitingReview();
    const token = await s.tokenFor(claim.seller_id);
    const res = await call(s, "GET", `/post-purchase/v2/claims/${claim.id}/returns`, token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: claim.return_id,
      claim_id: claim.id,
      status: "delivered",
      status_money: "retained",
      seller_review: { status: "pending" },
    });
    expect(["seller_address", "warehouse"]).toContain(res.body.destination);
    expect(res.body.shipments[0]).toMatchObject({ type: "return", status: "delivered" });
    expect(res.body.money_release_date).not.toBeNull();
    const cost = await call(s, "GET", `/post-purchase/v1/claims/${claim.id}/charges/return-cost`, token);
    expect(cost.body.currency_id).toBe(s.sandbox.ctx.state.sales.orders.get(claim.resource_id)!.currency_id);
    expect(cost.body.amount).toBeGreaterThan(0);
    const noReturn = findClaim(s, "a claim without a return", (c) => c.return_id === null && c.seller_id === claim.seller_id);
    expect((await call(s, "GET", `/post-purchase/v2/claims/${noReturn.id}/returns`, token)).status).toBe(404);
  });

  test("the review reasons are the documented SRF ones, in the seller's language", async () => {
    const claim = awaitingReview();
    const res = await call(
      s,
      "GET",
      `/post-purchase/v1/returns/reasons?flow=seller_return_failed&claim_id=${claim.id}`,
      await s.tokenFor(claim.seller_id),
    );
    expect(res.body.map((r: any) => r.id)).toEqual(["SRF2", "SRF3", "SRF4", "SRF5", "SRF6", "SRF7"]);
    expect(res.body.filter((r: any) => r.requires_attachments).map((r: any) => r.id)).toEqual(["SRF2", "SRF4"]);
  });

  test("damaged (SRF2) and different (SRF4) are refused without photos; with an uploaded photo a mediator takes over", async () => {
    const claim = awaitingReview();
    const token = await s.tokenFor(claim.seller_id);
    const ret = returnOfClaim(s, claim)!;
    for (const reason of ["SRF2", "SRF4"]) {
      const refused = await review(ret.id, token, [{ reason, message: "Llegó roto" }]);
      expect(refused.status, reason).toBe(400);
      expect(refused.body.cause[0].code).toBe("attachments_required");
    }
    const photo = await upload(s, `/post-purchase/v1/claims/${claim.id}/returns/attachments`, token, "roto.jpg", JPG);
    expect(photo.status).toBe(200);
    const ok = await review(ret.id, token, [{ reason: "SRF2", message: "Llegó con la pantalla rota", attachments: [photo.body.filename] }]);
    expect(ok.status).toBe(200);
    expect(ok.body.seller_review.status).toBe("claimed");
    const after = await call(s, "GET", `/post-purchase/v1/claims/${claim.id}`, token);
    expect(after.body.stage).toBe("dispute");
    expect(after.body.players[1].available_actions.map((a: any) => a.action)).not.toContain("return_review_ok");
  });

  test("SRF3 (incomplete) needs no photo", async () => {
    const claim = awaitingReview();
    const res = await review(returnOfClaim(s, claim)!.id, await s.tokenFor(claim.seller_id), [
      { reason: "SRF3", message: "Falta el cable" },
    ]);
    expect(res.status).toBe(200);
  });

  test("an empty review says it arrived fine: the money goes to the buyer and the claim closes", async () => {
    const claim = awaitingReview();
    const token = await s.tokenFor(claim.seller_id);
    const res = await fetch(`${s.url}/post-purchase/v1/returns/${claim.return_id}/return-review`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ seller_review: { status: "success" }, status_money: "refunded", status: "closed" });
    const after = await call(s, "GET", `/post-purchase/v1/claims/${claim.id}`, token);
    expect(after.body.status).toBe("closed");
    expect((await review(claim.return_id!, token)).status).toBe(400);
  });

  test("without a review the money is released three days after delivery", async () => {
    const claim = awaitingReview();
    const ret = returnOfClaim(s, claim)!;
    advance(s, ret.date_delivered!.getTime() + 72 * HOUR - s.sandbox.ctx.clock.nowMs() + 1000);
    const token = await s.tokenFor(claim.seller_id);
    const res = await call(s, "GET", `/post-purchase/v2/claims/${claim.id}/returns`, token);
    expect(res.body).toMatchObject({ status_money: "refunded", seller_review: { status: "failed" } });
    expect((await call(s, "GET", `/post-purchase/v1/claims/${claim.id}`, token)).body.status).toBe("closed");
  });

  test("another seller cannot review the return", async () => {
    const claim = awaitingReview();
    const other = findClaim(s, "another seller's claim", (c) => c.seller_id !== claim.seller_id).seller_id;
    expect((await review(claim.return_id!, await s.tokenFor(other))).status).toBe(403);
  });
});
