import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { RunningSandbox } from "../testing.ts";
import { advance, call, findClaim, HOUR, KIND, resetClaims, startClaimsSandbox } from "./test-support.ts";

let s: RunningSandbox;
beforeAll(async () => {
  s = await startClaimsSandbox();
});
afterAll(() => s.close());
beforeEach(() => resetClaims(s));

const post = (id: number, path: string, token: string, body?: unknown) =>
  call(s, "POST", `/post-purchase/v1/claims/${id}${path}`, token, body);
const actionsOf = (claim: any, role = "respondent") =>
  claim.players.find((p: any) => p.role === role).available_actions.map((a: any) => a.action);

describe("claim actions (notes §12)", () => {
  test("an action not offered is refused with 400 business_logic_error", async () => {
    const closed = findClaim(s, "a closed claim", KIND.closed);
    const token = await s.tokenFor(closed.seller_id);
    const refund = await post(closed.id, "/expected-resolutions/refund", token);
    expect(refund.status).toBe(400);
    expect(refund.body).toMatchObject({ error: "business_logic_error", status: 400 });
    const pnr = findClaim(s, "a not-received claim", KIND.notReceived);
    const t2 = await s.tokenFor(pnr.seller_id);
    expect((await post(pnr.id, "/expected-resolutions/allow-return", t2)).status).toBe(400);
    expect((await post(pnr.id, "/expected-resolutions/partial-refund", t2, { percentage: 50 })).status).toBe(400);
  });

  test("a full refund closes the claim in the buyer's favour and the seller has nothing left to do", async () => {
    const claim = findClaim(s, "a fresh claim", KIND.fresh);
    const res = await post(claim.id, "/expected-resolutions/refund", await s.tokenFor(claim.seller_id));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: "closed",
      resolution: { reason: "payment_refunded", benefited: ["complainant"], closed_by: "respondent" },
    });
    expect(actionsOf(res.body)).toEqual([]);
  });

  test("a partial refund takes only an offered percentage; the buyer's acceptance closes the claim", async () => {
    const claim = findClaim(s, "a fresh claim", KIND.fresh);
    const token = await s.tokenFor(claim.seller_id);
    const wrong = await post(claim.id, "/expected-resolutions/partial-refund", token, { percentage: 100 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.cause[0].code).toBe("invalid_percentage");
    const offered = await post(claim.id, "/expected-resolutions/partial-refund", token, { percentage: claim.offers[0] });
    expect(offered.status).toBe(200);
    expect(actionsOf(offered.body)).not.toContain("allow_partial_refund");
    expect(offered.body.players[0].available_actions[0]).toMatchObject({ mandatory: true });
    const accepted = await call(s, "POST", `/__sandbox/claims/${claim.id}/partial_refund`, undefined, { accept: true });
    expect(accepted.body).toMatchObject({ status: "closed", resolution: { reason: "partial_refunded", closed_by: "complainant" } });
    const rep = await call(s, "GET", `/post-purchase/v1/claims/${claim.id}/affects-reputation`, token);
    expect(rep.body.affects_reputation).toBe("not_affected");
  });

  test("a rejected partial refund gives the move back to the seller, who has no second offer", async () => {
    const claim = findClaim(s, "a fresh claim", KIND.fresh);
    const token = await s.tokenFor(claim.seller_id);
    await post(claim.id, "/expected-resolutions/partial-refund", token, { percentage: claim.offers[0] });
    const rejected = await call(s, "POST", `/__sandbox/claims/${claim.id}/partial_refund`, undefined, { accept: false });
    expect(rejected.body.status).toBe("opened");
    expect(actionsOf(rejected.body)).toContain("refund");
    expect(actionsOf(rejected.body)).not.toContain("allow_partial_refund");
    expect(rejected.body.players[1].available_actions[0].mandatory).toBe(true);
  });

  test("allowing a return opens one; the buyer ships it and it arrives on the sandbox clock", async () => {
    const claim = findClaim(s, "a fresh claim", KIND.fresh);
    const token = await s.tokenFor(claim.seller_id);
    const res = await post(claim.id, "/expected-resolutions/allow-return", token);
    expect(res.body.related_entities).toEqual(["return"]);
    const ret = await call(s, "GET", `/post-purchase/v2/claims/${claim.id}/returns`, token);
    expect(ret.body).toMatchObject({
      status: "opened",
      status_money: "retained",
      refund_at: "delivered",
      seller_review: { status: "pending" },
    });
    // Tokens expire with the sandbox clock: a fresh one after each move.
    advance(s, 24 * HOUR + 1000);
    expect((await call(s, "GET", `/post-purchase/v2/claims/${claim.id}/returns`, await s.tokenFor(claim.seller_id))).body.status).toBe(
      "shipped",
    );
    advance(s, 48 * HOUR + 1000);
    const t2 = await s.tokenFor(claim.seller_id);
    expect((await call(s, "GET", `/post-purchase/v2/claims/${claim.id}/returns`, t2)).body.status).toBe("delivered");
    const after = await call(s, "GET", `/post-purchase/v1/claims/${claim.id}`, t2);
    expect(actionsOf(after.body)).toEqual(expect.arrayContaining(["return_review_ok", "return_review_fail"]));
  });

  test("opening a dispute moves the claim to the mediator, who asks the seller on the clock", async () => {
    const claim = findClaim(s, "a fresh claim", KIND.fresh);
    const token = await s.tokenFor(claim.seller_id);
    const res = await post(claim.id, "/actions/open-dispute", token);
    expect(res.body.stage).toBe("dispute");
    expect(res.body.players.map((p: any) => p.role)).toEqual(["complainant", "respondent", "mediator"]);
    expect(res.body.players[1].available_actions).toEqual([{ action: "send_message_to_mediator", mandatory: false, due_date: null }]);
    advance(s, 12 * HOUR + 1000);
    const t2 = await s.tokenFor(claim.seller_id);
    const later = await call(s, "GET", `/post-purchase/v1/claims/${claim.id}`, t2);
    expect(later.body.players[1].available_actions[0]).toMatchObject({ action: "send_message_to_mediator", mandatory: true });
    const messages = await call(s, "GET", `/post-purchase/v1/claims/${claim.id}/messages`, t2);
    expect(messages.body.at(-1).sender_role).toBe("mediator");
    expect((await post(claim.id, "/actions/open-dispute", t2)).status).toBe(400);
  });

  test("shipping evidence is for not-received claims, with a tracking number or a proof", async () => {
    const pnr = findClaim(s, "a not-received claim", KIND.notReceived);
    const token = await s.tokenFor(pnr.seller_id);
    const empty = await post(pnr.id, "/actions/evidences", token, { type: "shipping_evidence" });
    expect(empty.status).toBe(400);
    const ok = await post(pnr.id, "/actions/evidences", token, {
      type: "shipping_evidence",
      tracking_number: "AR123456789",
      shipping_company_name: "Correo",
    });
    expect(ok.status).toBe(200);
    const history = await call(s, "GET", `/post-purchase/v1/claims/${pnr.id}/actions-history`, token);
    expect(history.body.at(-1).action_name).toBe("add_shipping_evidence");
    const pdd = findClaim(s, "a fresh claim", KIND.fresh);
    expect(
      (await post(pdd.id, "/actions/evidences", await s.tokenFor(pdd.seller_id), { type: "shipping_evidence", tracking_number: "X1" }))
        .status,
    ).toBe(400);
  });

  test("the mediator's decision through the control route closes the claim", async () => {
    const claim = findClaim(s, "a dispute", KIND.dispute);
    const res = await call(s, "POST", `/__sandbox/claims/${claim.id}/stage`, undefined, { status: "closed", benefited: "respondent" });
    expect(res.body).toMatchObject({ status: "closed", resolution: { benefited: ["respondent"], closed_by: "mediator" } });
    const rep = await call(s, "GET", `/post-purchase/v1/claims/${claim.id}/affects-reputation`, await s.tokenFor(claim.seller_id));
    expect(rep.body.affects_reputation).toBe("not_affected");
  });
});
