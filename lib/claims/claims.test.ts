import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscribeLiveEvents } from "../live/bus";
import type { LiveEvent } from "../schemas/live-events";
import { getClaimMessages, sendClaimMessage, uploadClaimAttachment } from "../marketplace/claim-messages";
import { getPartialRefundOffers } from "../marketplace/claim-detail";
import { searchAllClaims } from "../marketplace/claims";
import { claimIdOf, isActionable } from "../notifications/parse";
import { createInboxFixture, type InboxFixture } from "../testing/test-inbox";
import { findClaim, KIND, startClaimsSandbox } from "../../sandbox/claims/test-support";
import type { RunningSandbox } from "../../sandbox/testing";
import { claimFiltersSchema } from "../schemas/claims";
import { sweepClaims } from "./import-claims";
import { countHealthClaims } from "./health-claims";
import { listClaims } from "./list-claims";
import { syncClaim } from "./sync-claim";

// The desk's copy of the claims against the sandbox's claims (notes §12), over HTTP.
let running: RunningSandbox;
let f: InboxFixture;
const clientFor = async (id: number) => (id === f.a.sellerId ? f.a.marketplace : f.b.marketplace);

beforeAll(async () => {
  running = await startClaimsSandbox();
  f = await createInboxFixture(running);
}, 120_000);
afterAll(() => f.close());

const events = (workspaceId: string) => {
  const seen: LiveEvent[] = [];
  const stop = subscribeLiveEvents(workspaceId, (e) => seen.push(e));
  return { seen, stop };
};

describe("the claims import", () => {
  it("stores every open claim of the seller with whose move and the reputation verdict, and announces the import once", async () => {
    const live = events(f.a.id);
    const result = await sweepClaims({ db: f.db, clientFor }, f.a.id);
    live.stop();
    const upstream = await searchAllClaims(f.a.marketplace, f.a.sellerId, { status: "opened" });
    expect(upstream.length).toBeGreaterThan(2);
    expect(result).toMatchObject({ open: upstream.length, changed: upstream.length, failed: 0 });
    const rows = await f.db.claim.findMany({ where: { workspaceId: f.a.id } });
    expect(rows.map((r) => Number(r.id)).sort()).toEqual(upstream.map((c) => c.id).sort());
    expect(rows.every((r) => r.status === "opened" && r.affectsReputation !== null)).toBe(true);
    // The seeded fresh claim holds the 48-hour incentive; the one in dispute is the mediator's move.
    const fresh = findClaim(running, "fresh", (c) => c.seller_id === f.a.sellerId && KIND.fresh(c));
    const dispute = findClaim(running, "dispute", (c) => c.seller_id === f.a.sellerId && KIND.dispute(c));
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    expect(byId.get(fresh.id)).toMatchObject({ move: "seller", orderId: BigInt(fresh.resource_id) });
    expect(byId.get(fresh.id)!.incentiveUntil).not.toBeNull();
    expect(byId.get(dispute.id)!.stage).toBe("dispute");
    expect(live.seen).toEqual([{ type: "claims.synced" }]);
    // Another seller's claims never land in this workspace.
    const other = findClaim(running, "B's claim", (c) => c.seller_id === f.b.sellerId);
    expect(byId.has(other.id)).toBe(false);
  });

  it("a second sweep with nothing new changes nothing and announces nothing", async () => {
    const live = events(f.a.id);
    const result = await sweepClaims({ db: f.db, clientFor }, f.a.id);
    live.stop();
    expect(result).toMatchObject({ changed: 0, reread: 0 });
    expect(live.seen).toEqual([]);
  });
});

describe("a post_purchase notification", () => {
  it("names the claim for post_purchase, claims and claims_actions, nothing else", () => {
    expect(claimIdOf("post_purchase", "/post-purchase/v1/claims/5298903643")).toBe(5298903643);
    expect(claimIdOf("claims_actions", "/post-purchase/v1/claims/12/actions")).toBe(12);
    expect(claimIdOf("questions", "/post-purchase/v1/claims/12")).toBeNull();
    expect(claimIdOf("post_purchase", "/post-purchase/v1/claims/abc")).toBeNull();
    expect(isActionable("post_purchase", "/post-purchase/v1/claims/1")).toBe(true);
  });

  it("a claim the buyer opens arrives in the copy and is announced as claim.updated", async () => {
    const order = [...running.sandbox.ctx.state.sales.orders.values()].find(
      (o) =>
        o.seller_id === f.a.sellerId &&
        ![...running.sandbox.ctx.state.claims.claims.values()].some((c) => c.resource_id === o.id && c.status === "opened"),
    )!;
    const opened = await fetch(`${running.url}/__sandbox/claims`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ order_id: order.id, reason_id: "PDD9944" }),
    });
    expect(opened.status).toBe(201);
    const { id } = (await opened.json()) as { id: number };
    const live = events(f.a.id);
    const first = await syncClaim(f.db, f.a.marketplace, f.a.id, id);
    const again = await syncClaim(f.db, f.a.marketplace, f.a.id, id);
    live.stop();
    expect(first).toMatchObject({ isNew: true, changed: true });
    expect(again).toMatchObject({ isNew: false, changed: false });
    expect(live.seen).toEqual([{ type: "claim.updated", claimId: String(id) }]);
    const row = await f.db.claim.findUniqueOrThrow({ where: { id: BigInt(id) } });
    expect(row).toMatchObject({
      workspaceId: f.a.id,
      status: "opened",
      move: "seller",
      orderId: BigInt(order.id),
      affectsReputation: "affected",
    });
    expect(row.incentiveUntil).not.toBeNull();
    // Another workspace syncing the same claim id writes nothing of it.
    await expect(syncClaim(f.db, f.b.marketplace, f.b.id, id)).rejects.toMatchObject({ status: 403 });
  });
});

describe("the claims client against the sandbox", () => {
  it("uploads a PDF as multipart and sends it with a message the conversation then shows", async () => {
    const claim = findClaim(running, "fresh", (c) => c.seller_id === f.a.sellerId && KIND.fresh(c));
    const stored = await uploadClaimAttachment(f.a.marketplace, claim.id, {
      name: "guia.pdf",
      type: "application/pdf",
      bytes: Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n"),
    });
    await sendClaimMessage(f.a.marketplace, claim.id, {
      receiver: "complainant",
      text: "Hola, te adjunto la guía del envío.",
      attachments: [stored],
    });
    const messages = await getClaimMessages(f.a.marketplace, claim.id);
    const mine = messages.filter((m) => m.senderRole === "respondent");
    expect(mine.at(-1)).toMatchObject({ receiverRole: "complainant", text: "Hola, te adjunto la guía del envío." });
    expect(mine.at(-1)!.attachments.map((a) => a.name)).toEqual([stored]);
  });

  it("reads the partial-refund offers as percentages with amounts", async () => {
    const claim = findClaim(
      running,
      "PDD with offers",
      (c) => c.seller_id === f.a.sellerId && c.status === "opened" && c.offers.length > 0,
    );
    const offers = await getPartialRefundOffers(f.a.marketplace, claim.id);
    expect(offers.map((o) => o.percentage)).toEqual(claim.offers);
    expect(offers.every((o) => o.amount !== null && o.amount > 0)).toBe(true);
  });
});

describe("the desk's list", () => {
  const list = (accounts: string[], filters: Record<string, string> = {}, userId = f.a.agent.userId) =>
    listClaims(f.db, accounts, userId, claimFiltersSchema.parse(filters));

  it("lists the account's open claims due first, with buyer and product through the order", async () => {
    const page = await list([f.a.id]);
    expect(page.total).toBe(await f.db.claim.count({ where: { workspaceId: f.a.id, status: "opened" } }));
    const dues = page.claims.map((c) => c.dueDate);
    const timed = dues.filter((d): d is string => d !== null);
    // What is due first comes first; claims nobody must act on by a time come last.
    expect(timed).toEqual([...timed].sort());
    expect(dues.slice(timed.length).every((d) => d === null)).toBe(true);
    const fresh = findClaim(running, "fresh", (c) => c.seller_id === f.a.sellerId && KIND.fresh(c));
    const row = page.claims.find((c) => c.id === String(fresh.id))!;
    const order = running.sandbox.ctx.state.sales.orders.get(fresh.resource_id)!;
    expect(row).toMatchObject({ accountId: f.a.id, orderId: String(order.id), move: "seller" });
    expect(row.item?.title).toBe(order.items[0]!.title);
    expect(row.buyer.nickname).not.toBe("");
    expect(row.incentiveUntil).not.toBeNull();
  });

  it("filters by stage, return and reputation, and finds a claim by order id or buyer nickname", async () => {
    const dispute = await list([f.a.id], { stage: "dispute" });
    expect(dispute.claims.length).toBeGreaterThan(0);
    expect(dispute.claims.every((c) => c.stage === "dispute")).toBe(true);
    const withReturn = await list([f.a.id], { hasReturn: "1" });
    expect(withReturn.claims.every((c) => c.hasReturn)).toBe(true);
    const affected = await list([f.a.id], { reputation: "affected" });
    expect(affected.claims.every((c) => c.affectsReputation === "affected")).toBe(true);
    const any = (await list([f.a.id])).claims[0]!;
    expect((await list([f.a.id], { q: any.orderId! })).claims.map((c) => c.id)).toEqual([any.id]);
    const named = (await list([f.a.id])).claims.find((c) => c.buyer.nickname)!;
    const byName = await list([f.a.id], { q: named.buyer.nickname.slice(0, 5).toLowerCase() });
    expect(byName.claims.map((c) => c.id)).toContain(named.id);
    const closed = await list([f.a.id], { status: "closed" });
    expect(closed.claims.every((c) => c.status === "closed")).toBe(true);
  });

  it("assigned to me lists only my claims; another account's claims never show", async () => {
    const first = (await list([f.a.id])).claims[0]!;
    await f.db.claim.update({ where: { id: BigInt(first.id) }, data: { assigneeId: f.a.agent.userId, assignedAt: new Date() } });
    expect((await list([f.a.id], { mine: "1" })).claims.map((c) => c.id)).toEqual([first.id]);
    expect((await list([f.a.id], { mine: "1" }, f.a.owner.userId)).claims).toEqual([]);
    // B's account is not among the person's accounts: naming it narrows to nothing.
    expect((await list([f.a.id], { inAccount: f.b.id })).claims).toEqual([]);
  });

  it("the 48-hour filter lists only the claims still inside the incentive; the health card counts what both its links list", async () => {
    const all = (await list([f.a.id], { limit: "100" })).claims;
    const now = Date.now();
    const inside = all.filter((c) => c.incentiveUntil !== null && Date.parse(c.incentiveUntil) > now);
    expect(inside.length, "the seed's fresh claim holds the 48 hours").toBeGreaterThan(0);
    expect(inside.length, "and not every open claim does").toBeLessThan(all.length);
    const filtered = await list([f.a.id], { incentive: "1", limit: "100" });
    expect(filtered.claims.map((c) => c.id).sort()).toEqual(inside.map((c) => c.id).sort());
    // Past its end the incentive no longer holds: the claim leaves the filter and the count.
    const ends = Date.parse(inside[0]!.incentiveUntil!);
    const later = await listClaims(f.db, [f.a.id], f.a.agent.userId, claimFiltersSchema.parse({ incentive: "1" }), new Date(ends + 1));
    expect(later.claims.map((c) => c.id)).not.toContain(inside[0]!.id);

    const counts = await countHealthClaims(f.db, f.a.id);
    expect(counts).toEqual({
      affecting: (await list([f.a.id], { reputation: "affected" })).total,
      withIncentive: filtered.total,
    });
    expect(counts.affecting).toBe(all.filter((c) => c.affectsReputation === "affected").length);
    expect((await countHealthClaims(f.db, f.a.id, new Date(ends + 1))).withIncentive).toBe(
      inside.filter((c) => Date.parse(c.incentiveUntil!) > ends + 1).length,
    );
  });
});
