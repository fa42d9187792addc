import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findClaim, JPG, KIND, returnOfClaim, startClaimsSandbox } from "../../sandbox/claims/test-support";
import { uploadReturnAttachment } from "../marketplace/claim-messages";
import { reviewClaimReturn } from "./claim-return";
import type { RunningSandbox } from "../../sandbox/testing";
import { createInboxFixture, type InboxFixture } from "../testing/test-inbox";
import { actOnClaim, claimOffering, getClaimPage, offerAmount, sendClaimPageMessage } from "./claim-page";
import { sweepClaims } from "./import-claims";

// A claim's page against the sandbox's claims (notes §12), over HTTP, from our stored copy.
let running: RunningSandbox;
let f: InboxFixture;

beforeAll(async () => {
  running = await startClaimsSandbox();
  f = await createInboxFixture(running);
  const clientFor = async (id: number) => (id === f.a.sellerId ? f.a.marketplace : f.b.marketplace);
  await sweepClaims({ db: f.db, clientFor }, f.a.id);
}, 120_000);
afterAll(() => f.close());

describe("a claim's page", () => {
  it("reads a fresh claim: the buyer is the recipient, the 48 hours hold, the offers are amounts of the sale", async () => {
    const fresh = findClaim(running, "fresh", (c) => c.seller_id === f.a.sellerId && KIND.fresh(c));
    const page = await getClaimPage(f.db, f.a.marketplace, f.a.id, "MLA", fresh.id);
    expect(page.missing).toEqual([]);
    expect(page.receiver).toBe("complainant");
    expect(page.reputation?.incentiveUntil).not.toBeNull();
    expect(page.messages.length).toBeGreaterThan(0);
    expect(page.timeline.length).toBeGreaterThan(0);
    expect(page.claim.actions.map((a) => a.action)).toContain("allow_partial_refund");
    expect(page.offers.length).toBeGreaterThan(0);
    for (const o of page.offers) {
      expect(o.percentage).toBeGreaterThan(0);
      expect(o.percentage).toBeLessThan(100);
      expect(o.amount).not.toBeNull();
    }
    expect(page.sale?.total).not.toBeNull();
  });

  it("writes to the mediator in a dispute, and says the claim moved on for an action it no longer offers", async () => {
    const dispute = findClaim(running, "dispute", (c) => c.seller_id === f.a.sellerId && KIND.dispute(c));
    const page = await getClaimPage(f.db, f.a.marketplace, f.a.id, "MLA", dispute.id);
    expect(page.receiver).toBe("mediator");
    expect(page.offers).toEqual([]);
    await expect(claimOffering(f.a.marketplace, dispute.id, "refund")).rejects.toMatchObject({ code: "claim_moved_on" });
    await expect(claimOffering(f.a.marketplace, dispute.id, "send_message_to_mediator")).resolves.toMatchObject({ id: dispute.id });
  });

  it("sends to the mediator in a dispute and refuses a message still addressed to the buyer", async () => {
    const dispute = findClaim(running, "dispute", (c) => c.seller_id === f.a.sellerId && KIND.dispute(c));
    await expect(
      sendClaimPageMessage(f.db, f.a.marketplace, f.a.id, dispute.id, { text: "Hola", receiver: "complainant" }),
    ).rejects.toMatchObject({
      code: "claim_moved_on",
    });
    await sendClaimPageMessage(f.db, f.a.marketplace, f.a.id, dispute.id, {
      text: "Adjunto el seguimiento del envío.",
      receiver: "mediator",
    });
    const sent = running.sandbox.ctx.state.claims.claims.get(dispute.id)!;
    expect(JSON.stringify(sent)).toContain("Adjunto el seguimiento del envío.");
  });

  it("offers a partial refund only at an offered percentage, then no longer offers it", async () => {
    const fresh = findClaim(running, "fresh", (c) => c.seller_id === f.a.sellerId && KIND.fresh(c));
    const page = await getClaimPage(f.db, f.a.marketplace, f.a.id, "MLA", fresh.id);
    const offered = page.offers[0]!.percentage;
    const notOffered = [10, 20, 30, 40, 50, 60, 70, 80, 90].find((p) => !page.offers.some((o) => o.percentage === p))!;
    await expect(
      actOnClaim(f.db, f.a.marketplace, f.a.id, fresh.id, { action: "allow_partial_refund", percentage: notOffered }),
    ).rejects.toMatchObject({
      code: "claim_moved_on",
    });
    await actOnClaim(f.db, f.a.marketplace, f.a.id, fresh.id, { action: "allow_partial_refund", percentage: offered });
    const after = await getClaimPage(f.db, f.a.marketplace, f.a.id, "MLA", fresh.id);
    expect(after.claim.actions.map((a) => a.action)).not.toContain("allow_partial_refund");
    expect(after.timeline.some((s) => s.kind === "action" && s.action === "allow_partial_refund")).toBe(true);
    await expect(
      actOnClaim(f.db, f.a.marketplace, f.a.id, fresh.id, { action: "allow_partial_refund", percentage: offered }),
    ).rejects.toMatchObject({
      code: "claim_moved_on",
    });
  });

  it("shows a delivered return and takes a damaged-product review only with photos", async () => {
    const claim = findClaim(
      running,
      "a delivered return",
      (c) => c.seller_id === f.a.sellerId && c.status === "opened" && returnOfClaim(running, c)?.status === "delivered",
    );
    const page = await getClaimPage(f.db, f.a.marketplace, f.a.id, "MLA", claim.id);
    expect(page.return).toMatchObject({ status: "delivered" });
    expect(page.return!.cost).not.toBeNull();
    expect(page.return!.reviewReasons.find((r) => r.id === "SRF2")).toMatchObject({ needsPhotos: true });
    const problem = { ok: false as const, reason: "SRF2", message: "Llegó con la carcasa rota." };
    await expect(reviewClaimReturn(f.db, f.a.marketplace, f.a.id, claim.id, { ...problem, attachments: [] })).rejects.toMatchObject({
      code: "invalid_input",
    });
    const photo = await uploadReturnAttachment(f.a.marketplace, claim.id, {
      name: "carcasa.jpg",
      type: "image/jpeg",
      bytes: Buffer.from(JPG),
    });
    await reviewClaimReturn(f.db, f.a.marketplace, f.a.id, claim.id, { ...problem, attachments: [photo] });
    const after = await getClaimPage(f.db, f.a.marketplace, f.a.id, "MLA", claim.id);
    expect(after.claim.actions.map((a) => a.action)).not.toContain("return_review_fail");
    expect(after.timeline.some((s) => s.kind === "action" && s.action === "return_review_fail")).toBe(true);
  });

  it("is not found for another seller's claim", async () => {
    const other = findClaim(running, "B's claim", (c) => c.seller_id === f.b.sellerId);
    await expect(getClaimPage(f.db, f.a.marketplace, f.a.id, "MLA", other.id)).rejects.toMatchObject({ code: "not_found" });
  });

  it("rounds an offer to cents", () => {
    expect(offerAmount(1999.99, 50)).toBe(1000);
    expect(offerAmount(100, 30)).toBe(30);
  });
});
