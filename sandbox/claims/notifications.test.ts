import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { startReceiver, type Receiver } from "../notifications/receiver.ts";
import type { RunningSandbox } from "../testing.ts";
import { advance, call, findClaim, HOUR, KIND, resetClaims, startClaimsSandbox } from "./test-support.ts";

let s: RunningSandbox;
let receiver: Receiver;
beforeAll(async () => {
  s = await startClaimsSandbox();
  receiver = await startReceiver();
});
afterAll(async () => {
  await s.close();
  await receiver.close();
});
beforeEach(() => {
  resetClaims(s);
  // Claim ids repeat after a reset: start each test with an empty inbox.
  receiver.received.length = 0;
  s.sandbox.ctx.state.application.callbackUrl = receiver.url;
  s.sandbox.ctx.state.application.topics = ["post_purchase"];
});

const about = (id: number, action: string) => (b: any) => b.resource === `/post-purchase/v1/claims/${id}` && b.actions?.includes(action);

describe("post_purchase notifications (notes §12)", () => {
  test("a claim opened on an order notifies its seller with topic post_purchase, action claims", async () => {
    const order = [...s.sandbox.ctx.state.sales.orders.values()].find(
      (o) => o.status === "paid" && ![...s.sandbox.ctx.state.claims.claims.values()].some((c) => c.resource_id === o.id),
    )!;
    const opened = await call(s, "POST", "/__sandbox/claims", undefined, { order_id: order.id, reason_id: "PNR9501" });
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({ resource_id: order.id, reason_id: "PNR9501", stage: "claim", status: "opened" });
    const [n] = await receiver.waitFor(1, about(opened.body.id, "claims"));
    expect(n).toMatchObject({ topic: "post_purchase", user_id: order.seller_id, resource: `/post-purchase/v1/claims/${opened.body.id}` });
    expect((await call(s, "POST", "/__sandbox/claims", undefined, { order_id: order.id })).status).toBe(409);
    // With only the seller, the newest order without a claim is used.
    const bySeller = await call(s, "POST", "/__sandbox/claims", undefined, { seller_id: order.seller_id });
    expect(bySeller.status).toBe(201);
    const newest = s.sandbox.ctx.state.sales.orders.get(bySeller.body.resource_id)!;
    expect(newest.seller_id).toBe(order.seller_id);
    expect(bySeller.body.players[1].available_actions[0]).toMatchObject({ action: "send_message_to_complainant", mandatory: true });
  });

  test("a seller action notifies claims_actions; a stage change notifies claims", async () => {
    const claim = findClaim(s, "a fresh claim", KIND.fresh);
    const token = await s.tokenFor(claim.seller_id);
    await call(s, "POST", `/post-purchase/v1/claims/${claim.id}/actions/send-message`, token, {
      receiver_role: "complainant",
      message: "Hola, te ayudamos.",
    });
    await receiver.waitFor(1, about(claim.id, "claims_actions"));
    await call(s, "POST", `/post-purchase/v1/claims/${claim.id}/actions/open-dispute`, token);
    await receiver.waitFor(1, about(claim.id, "claims"));
  });

  test("the buyer's answer on the sandbox clock is notified even when nobody reads the claim", async () => {
    const claim = findClaim(s, "a fresh claim", KIND.fresh);
    const token = await s.tokenFor(claim.seller_id);
    await call(s, "POST", `/post-purchase/v1/claims/${claim.id}/actions/send-message`, token, {
      receiver_role: "complainant",
      message: "Hola, te ayudamos.",
    });
    await receiver.waitFor(1, about(claim.id, "claims_actions"));
    advance(s, 6 * HOUR + 1000);
    // Two: the seller's message, then the buyer's answer played by the clock.
    await receiver.waitFor(2, about(claim.id, "claims_actions"));
    expect(s.sandbox.ctx.state.claims.claims.get(claim.id)!.messages.at(-1)!.sender_role).toBe("complainant");
  });

  test("nothing is sent when the application did not subscribe to post_purchase", async () => {
    s.sandbox.ctx.state.application.topics = ["questions"];
    const claim = findClaim(s, "a fresh claim", KIND.fresh);
    const before = receiver.received.length;
    await call(s, "POST", `/__sandbox/claims/${claim.id}/buyer_reply`, undefined, {});
    // A delivery goes out on the next tick; give the dispatcher a few before checking none did.
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setTimeout(r, 100));
    expect(receiver.received.slice(before).filter((b) => b.topic === "post_purchase")).toEqual([]);
  });
});
