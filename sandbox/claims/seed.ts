/**
 * Seeded claims per seller, tied to the seller's real seeded orders and written in the seller's
 * language: one of each kind the desk must show (README "Seeds"). Times are relative to the seed's
 * `now`, so the fresh claim always holds its 48-hour incentive right after a reset.
 */
import type { User } from "../accounts/types.ts";
import type { Rng } from "../core/rng.ts";
import type { Order } from "../sales/types.ts";
import type { SandboxState } from "../state.ts";
import { INCENTIVE_MS, REVIEW_WINDOW_MS, SELLER_DUE_MS, MEDIATOR_DUE_MS } from "./rules.ts";
import { createClaimsState, type ClaimsState } from "./state.ts";
import { langOf, MEDIATOR_QUESTION, OPENING, REASONS, SELLER_SEED_REPLY, BUYER_REPLY } from "./texts.ts";
import type { Claim, ClaimType, ExpectedResolutionId, PlayerRole } from "./types.ts";
import { createReturn, RETURN_DELIVERED_AFTER_MS } from "./ops.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The marketplace's mediators (internal users); one per site is enough for the sandbox. */
export const MEDIATOR_BASE = 46_622_400;

export type SeedKind =
  "not_received" | "different_return_shipped" | "defective_return_delivered" | "defective_fresh" | "cancellation" | "dispute" | "closed";
export const SEED_KINDS: readonly SeedKind[] = [
  "not_received",
  "different_return_shipped",
  "defective_return_delivered",
  "defective_fresh",
  "cancellation",
  "dispute",
  "closed",
];

/** How old each kind's claim is, and how old its order must at least be. */
const AGE: Record<SeedKind, { claimAgoMs: number; orderMinDays: number; orderMaxDays: number }> = {
  not_received: { claimAgoMs: 3 * DAY, orderMinDays: 9, orderMaxDays: 30 },
  different_return_shipped: { claimAgoMs: 5 * DAY, orderMinDays: 8, orderMaxDays: 40 },
  defective_return_delivered: { claimAgoMs: 8 * DAY, orderMinDays: 11, orderMaxDays: 45 },
  defective_fresh: { claimAgoMs: 20 * HOUR, orderMinDays: 4, orderMaxDays: 25 },
  cancellation: { claimAgoMs: 6 * HOUR, orderMinDays: 0.3, orderMaxDays: 3 },
  dispute: { claimAgoMs: 12 * DAY, orderMinDays: 16, orderMaxDays: 55 },
  closed: { claimAgoMs: 20 * DAY, orderMinDays: 25, orderMaxDays: 60 },
};

const REASON_OF: Record<SeedKind, string> = {
  not_received: "PNR9501",
  different_return_shipped: "PDD9939",
  defective_return_delivered: "PDD9944",
  defective_fresh: "PDD9944",
  cancellation: "CS9601",
  dispute: "PDD9939",
  closed: "PNR9501",
};

/** Partial-refund offers vary by claim: 50 % alone by default (notes §12), sometimes a ladder below it. */
const OFFER_SETS: number[][] = [[50], [50], [25, 50], [20, 35, 50]];

export function seedClaims(state: SandboxState, rng: Rng, now: Date): ClaimsState {
  const claims = createClaimsState();
  const sellers = [...state.users.values()].filter((u) => u.role === "seller");
  const drafts: Array<{ seller: User; kind: SeedKind; order: Order; created: Date; rng: Rng }> = [];
  for (const seller of sellers) {
    const srng = rng.fork(String(seller.id));
    const orders = [...(state.sales?.orders.values() ?? [])].filter((o) => o.seller_id === seller.id && o.status === "paid");
    const used = new Set<number>();
    for (const kind of SEED_KINDS) {
      const age = AGE[kind];
      const fits = (o: Order) => {
        const days = (now.getTime() - o.date_created.getTime()) / DAY;
        return !used.has(o.id) && days >= age.orderMinDays && days <= age.orderMaxDays;
      };
      const preferred = orders.filter((o) => fits(o) && shipmentFits(state, o, kind));
      const pool = preferred.length > 0 ? preferred : orders.filter(fits);
      if (pool.length === 0) continue;
      const order = srng.pick(pool);
      used.add(order.id);
      const jitter = srng.int(0, 90) * 60_000;
      drafts.push({ seller, kind, order, created: new Date(now.getTime() - age.claimAgoMs + jitter), rng: srng.fork(kind) });
    }
  }
  // Ids grow with time, as real ids do.
  drafts.sort((a, b) => a.created.getTime() - b.created.getTime());
  for (const d of drafts) {
    const claim = buildClaim(claims, d.seller, d.kind, d.order, d.created, now, d.rng);
    claims.claims.set(claim.id, claim);
  }
  return claims;
}

function shipmentFits(state: SandboxState, order: Order, kind: SeedKind): boolean {
  const status = state.sales.shipments.get(order.shipment_id)?.status;
  if (kind === "cancellation") return status === "handling" || status === "ready_to_ship";
  if (kind === "not_received") return status === "shipped" || status === "delivered";
  return status === "delivered";
}

function buildClaim(claims: ClaimsState, seller: User, kind: SeedKind, order: Order, created: Date, now: Date, rng: Rng): Claim {
  const reasonId = REASON_OF[kind];
  const lang = langOf(seller.site_id);
  const claim = newClaim(claims, order, reasonId, created, {
    idStep: rng.int(4_000, 90_000),
    offers: reasonId.startsWith("PDD") ? rng.pick(OFFER_SETS) : [],
    fulfilled: kind !== "cancellation" && kind !== "not_received" && kind !== "closed",
  });
  const id = claim.id;
  const at = (ms: number) => new Date(created.getTime() + ms);
  const say = (from: PlayerRole, to: PlayerRole, text: string, when: Date) => {
    claim.messages.push({
      id: `${id.toString(16)}${claim.messages.length.toString(16).padStart(4, "0")}`,
      sender_role: from,
      receiver_role: to,
      message: text,
      attachments: [],
      stage: claim.stage,
      date_created: when,
      date_read: from === "respondent" ? when : null,
      moderation: { status: "clean", reason: null },
    });
    const action =
      from === "respondent"
        ? to === "mediator"
          ? "send_message_to_mediator"
          : "send_message_to_complainant"
        : "send_message_to_respondent";
    claim.actions_history.push({
      action_name: action,
      player_role: from,
      player_id: from === "respondent" ? seller.id : from === "complainant" ? order.buyer_id : claim.mediator_id,
      date_created: when,
      claim_stage: claim.stage,
    });
    claim.last_updated = when;
  };
  const opening = OPENING[lang][reasonId]!;
  say("complainant", "respondent", rng.pick(opening), at(2 * 60_000));

  switch (kind) {
    case "not_received": {
      say("respondent", "complainant", SELLER_SEED_REPLY[lang], at(12 * HOUR));
      const last = at(2 * DAY + 14 * HOUR);
      say("complainant", "respondent", opening[1] ?? opening[0]!, last);
      claim.turn = { role: "respondent", due: new Date(last.getTime() + SELLER_DUE_MS) };
      break;
    }
    case "different_return_shipped":
    case "defective_return_delivered": {
      const allowed = at(5 * HOUR);
      claim.actions_history.push({
        action_name: "allow_return",
        player_role: "respondent",
        player_id: seller.id,
        date_created: allowed,
        claim_stage: "claim",
      });
      for (const e of claim.expected)
        if (e.expected_resolution === "return_product") Object.assign(e, { status: "accepted", last_updated: allowed });
      const ret = createReturn(claims, claim, order, allowed);
      const shipped = at(1 * DAY + 3 * HOUR);
      ret.status = "shipped";
      ret.last_updated = shipped;
      if (kind === "different_return_shipped") {
        claim.turn = null;
        const arrives = new Date(shipped.getTime() + RETURN_DELIVERED_AFTER_MS + 2 * DAY);
        claim.scheduled.push({ at: arrives, kind: "return_delivered" });
        claim.last_updated = shipped;
      } else {
        const delivered = new Date(now.getTime() - 20 * HOUR);
        Object.assign(ret, { status: "delivered", date_delivered: delivered, last_updated: delivered });
        claim.turn = { role: "respondent", due: new Date(delivered.getTime() + REVIEW_WINDOW_MS) };
        claim.scheduled.push({ at: new Date(delivered.getTime() + REVIEW_WINDOW_MS), kind: "money_release" });
        claim.last_updated = delivered;
      }
      break;
    }
    case "defective_fresh":
      claim.turn = { role: "respondent", due: new Date(created.getTime() + INCENTIVE_MS) };
      break;
    case "cancellation":
      claim.turn = { role: "respondent", due: new Date(created.getTime() + SELLER_DUE_MS) };
      break;
    case "dispute": {
      say("respondent", "complainant", SELLER_SEED_REPLY[lang], at(20 * HOUR));
      say("complainant", "respondent", opening[1] ?? opening[0]!, at(2 * DAY));
      const opened = at(4 * DAY);
      claim.actions_history.push({
        action_name: "open_dispute",
        player_role: "complainant",
        player_id: order.buyer_id,
        date_created: opened,
        claim_stage: "claim",
      });
      claim.stage = "dispute";
      claim.status_history.push({ stage: "dispute", status: "opened", date: opened, change_by: "complainant" });
      say("mediator", "respondent", MEDIATOR_QUESTION[lang], at(5 * DAY));
      // The seller answered the mediator yesterday: the mediator's decision is still ahead.
      const answered = new Date(now.getTime() - 20 * HOUR);
      say("respondent", "mediator", SELLER_SEED_REPLY[lang], answered);
      claim.turn = { role: "mediator", due: new Date(answered.getTime() + MEDIATOR_DUE_MS) };
      break;
    }
    case "closed": {
      say("respondent", "complainant", SELLER_SEED_REPLY[lang], at(3 * HOUR));
      say("complainant", "respondent", BUYER_REPLY[lang], at(9 * HOUR));
      const refunded = at(20 * HOUR);
      claim.actions_history.push({
        action_name: "refund",
        player_role: "respondent",
        player_id: seller.id,
        date_created: refunded,
        claim_stage: "claim",
      });
      for (const e of claim.expected) e.status = e.expected_resolution === "refund" ? "accepted" : "rejected";
      claim.status = "closed";
      claim.turn = null;
      claim.incentive_kept = true;
      claim.resolution = { reason: "payment_refunded", date_created: refunded, benefited: ["complainant"], closed_by: "respondent" };
      claim.status_history.push({ stage: "claim", status: "closed", date: refunded, change_by: "respondent" });
      claim.last_updated = refunded;
      break;
    }
  }
  return claim;
}

/** A claim the buyer just opened on an order: the seller must answer within 48 hours. */
export function newClaim(
  claims: ClaimsState,
  order: Order,
  reasonId: string,
  created: Date,
  opts: { idStep: number; offers: number[]; fulfilled: boolean },
): Claim {
  const type: ClaimType = REASONS[reasonId]?.flow === "cancel_purchase" ? "cancel_purchase" : "mediations";
  return {
    id: (claims.next.claim += opts.idStep),
    resource_id: order.id,
    type,
    stage: "claim",
    status: "opened",
    reason_id: reasonId,
    fulfilled: opts.fulfilled,
    quantity_type: "total",
    site_id: order.site_id,
    seller_id: order.seller_id,
    buyer_id: order.buyer_id,
    mediator_id: MEDIATOR_BASE + (order.seller_id % 10),
    date_created: created,
    last_updated: created,
    turn: { role: "respondent", due: new Date(created.getTime() + SELLER_DUE_MS) },
    resolution: null,
    expected: REASONS[reasonId]!.expected.map((e) => ({
      expected_resolution: e as ExpectedResolutionId,
      status: "pending" as const,
      date_created: created,
      last_updated: created,
    })),
    offers: opts.offers,
    partial: null,
    incentive_kept: false,
    messages: [],
    uploads: new Map(),
    evidences: [],
    status_history: [{ stage: "claim", status: "opened", date: created, change_by: "complainant" }],
    actions_history: [
      { action_name: "open_claim", player_role: "complainant", player_id: order.buyer_id, date_created: created, claim_stage: "claim" },
    ],
    return_id: null,
    scheduled: [],
  };
}
