/**
 * The changes every route, control route and clock move makes to a claim, each recorded in the claim's
 * histories and announced on topic post_purchase (notes §12): `claims` when the claim itself changes
 * (opened, stage, status), `claims_actions` when a player acted.
 */
import { hashString } from "../core/rng.ts";
import type { SandboxContext } from "../context.ts";
import { SITES } from "../accounts/types.ts";
import { moderateClaimMessage } from "./moderation.ts";
import { dueFor, INCENTIVE_MS, REVIEW_WINDOW_MS } from "./rules.ts";
import type { ClaimsState } from "./state.ts";
import { BUYER_REPLY, langOf, MEDIATOR_QUESTION } from "./texts.ts";
import type { Order } from "../sales/types.ts";
import type { ActionRecord, Attachment, Claim, ClaimMessage, ClaimStage, PlayerRole, Return } from "./types.ts";

const HOUR = 3_600_000;
/** When the sandbox buyer answers a seller's message, and the mediator asks after a dispute opens. */
export const BUYER_REPLY_AFTER_MS = 6 * HOUR;
export const MEDIATOR_ASKS_AFTER_MS = 12 * HOUR;
/** A return: the buyer ships a day after it is allowed, and it arrives two days later. */
export const RETURN_SHIPPED_AFTER_MS = 24 * HOUR;
export const RETURN_DELIVERED_AFTER_MS = 48 * HOUR;

export const claimResource = (id: number) => `/post-purchase/v1/claims/${id}`;

export function notify(ctx: SandboxContext, claim: Claim, kind: "claims" | "claims_actions"): void {
  ctx.notifier.publish({ topic: "post_purchase", user_id: claim.seller_id, resource: claimResource(claim.id), actions: [kind] });
}

export function playerId(claim: Claim, role: PlayerRole): number {
  return role === "respondent" ? claim.seller_id : role === "complainant" ? claim.buyer_id : claim.mediator_id;
}

export function record(claim: Claim, name: ActionRecord["action_name"], role: PlayerRole, at: Date): void {
  claim.actions_history.push({
    action_name: name,
    player_role: role,
    player_id: playerId(claim, role),
    date_created: at,
    claim_stage: claim.stage,
  });
  claim.last_updated = at;
}

export function giveTurn(claim: Claim, role: PlayerRole | null, at: Date): void {
  claim.turn = role === null ? null : { role, due: dueFor(role, at) };
}

export function moveStage(claim: Claim, stage: ClaimStage, by: PlayerRole | "system", at: Date): void {
  claim.stage = stage;
  claim.status_history.push({ stage, status: claim.status, date: at, change_by: by });
  claim.last_updated = at;
}

/** Closes the claim; a seller's solution inside the first 48 hours keeps it off the reputation. */
export function close(
  claim: Claim,
  reason: string,
  benefited: PlayerRole[],
  by: PlayerRole | "system",
  at: Date,
  sellerSolvedAt: Date | null = null,
): void {
  claim.status = "closed";
  claim.turn = null;
  claim.scheduled = claim.scheduled.filter((m) => m.kind === "money_release");
  claim.resolution = { reason, date_created: at, benefited, closed_by: by };
  if (sellerSolvedAt && claim.stage === "claim" && sellerSolvedAt.getTime() < claim.date_created.getTime() + INCENTIVE_MS)
    claim.incentive_kept = true;
  claim.status_history.push({ stage: claim.stage, status: "closed", date: at, change_by: by });
  claim.last_updated = at;
}

export function nextMessageId(state: ClaimsState): string {
  const n = state.next.message++;
  return [0, 1].map((k) => hashString(`claim-message:${n}:${k}`).toString(16).padStart(8, "0")).join("");
}

export function addMessage(
  state: ClaimsState,
  claim: Claim,
  input: { from: PlayerRole; to: PlayerRole; text: string; at: Date; attachments?: Attachment[] },
): ClaimMessage {
  const reason = moderateClaimMessage(input.text, input.from === "respondent");
  const message: ClaimMessage = {
    id: nextMessageId(state),
    sender_role: input.from,
    receiver_role: input.to,
    message: input.text,
    attachments: input.attachments ?? [],
    stage: claim.stage,
    date_created: input.at,
    date_read: null,
    moderation: { status: reason ? "rejected" : "clean", reason },
  };
  claim.messages.push(message);
  claim.last_updated = input.at;
  return message;
}

/** The seller allows the return (or a seed did): a return is opened and the buyer must ship it. */
export function createReturn(
  claims: ClaimsState,
  claim: Claim,
  order: Order | undefined,
  at: Date,
  type: Return["type"] = "claim",
): Return {
  const total = order ? order.items.reduce((sum, i) => sum + i.unit_price * i.quantity, 0) : 0;
  const id = (claims.next.return += 7_919);
  const ret: Return = {
    id,
    claim_id: claim.id,
    order_id: claim.resource_id,
    shipment_id: 43_000_000_000 + id,
    type,
    subtype: "return_total",
    status: "opened",
    status_money: "retained",
    refund_at: "delivered",
    // Full sellers' returns go back to the warehouse; the others' to the seller's address (sandbox's choice).
    destination: claim.seller_id % 2 === 0 ? "warehouse" : "seller_address",
    seller_review: "pending",
    review: null,
    date_created: at,
    last_updated: at,
    date_delivered: null,
    uploads: new Map(),
    cost: returnCost(order?.currency_id ?? SITES[claim.site_id].currency_id, total),
  };
  claims.returns.set(id, ret);
  claim.return_id = id;
  return ret;
}

/** What the return's label costs the seller: a share of the sale, at least a floor per currency (the sandbox's model). */
const USD: Record<string, number> = { ARS: 1_050, BRL: 5.4, MXN: 18.2, COP: 4_100, CLP: 930, UYU: 40 };
function returnCost(currency: string, total: number) {
  const rate = USD[currency] ?? 1;
  const amount = Math.round(Math.max(total * 0.08, rate * 4) * 100) / 100;
  return { currency_id: currency, amount, amount_usd: Math.round((amount / rate) * 100) / 100 };
}

export const returnOf = (claims: ClaimsState, claim: Claim) =>
  claim.return_id === null ? null : (claims.returns.get(claim.return_id) ?? null);

export function schedule(claim: Claim, kind: Claim["scheduled"][number]["kind"], at: Date): void {
  claim.scheduled = claim.scheduled.filter((m) => m.kind !== kind);
  claim.scheduled.push({ at, kind });
}

/**
 * Plays the buyer's, the mediator's and the return's moves whose time has come on the sandbox clock.
 * Called before every claims request and from a short timer, so notifications go out when a test
 * moves the clock even if nobody reads.
 */
export function settle(ctx: SandboxContext): void {
  const now = ctx.clock.now();
  const claims = ctx.state.claims;
  if (!claims) return;
  for (const claim of claims.claims.values()) {
    if (claim.scheduled.length === 0) continue;
    const due = claim.scheduled.filter((m) => m.at.getTime() <= now.getTime()).sort((a, b) => a.at.getTime() - b.at.getTime());
    if (due.length === 0) continue;
    claim.scheduled = claim.scheduled.filter((m) => !due.includes(m));
    for (const move of due) play(ctx, claim, move.kind, move.at);
  }
}

function play(ctx: SandboxContext, claim: Claim, kind: Claim["scheduled"][number]["kind"], at: Date): void {
  const lang = langOf(claim.site_id);
  const ret = returnOf(ctx.state.claims, claim);
  switch (kind) {
    case "buyer_reply":
      if (claim.status !== "opened" || claim.stage !== "claim") return;
      buyerSays(ctx, claim, BUYER_REPLY[lang], at);
      return;
    case "mediator_question":
      if (claim.status !== "opened" || claim.stage !== "dispute") return;
      mediatorSays(ctx, claim, MEDIATOR_QUESTION[lang], at);
      return;
    case "return_shipped":
      if (!ret || ret.status !== "opened") return;
      ret.status = "shipped";
      ret.last_updated = at;
      claim.last_updated = at;
      schedule(claim, "return_delivered", new Date(at.getTime() + RETURN_DELIVERED_AFTER_MS));
      notify(ctx, claim, "claims_actions");
      return;
    case "return_delivered":
      if (!ret || ret.status !== "shipped") return;
      deliverReturn(ctx, claim, ret, at);
      return;
    case "money_release":
      if (!ret || ret.status_money !== "retained") return;
      // Nobody reviewed in time: the buyer's money is released and the claim closes.
      ret.status_money = "refunded";
      if (ret.seller_review === "pending") ret.seller_review = "failed";
      ret.status = "closed";
      ret.last_updated = at;
      if (claim.status === "opened") close(claim, "return_expired_review", ["complainant"], "system", at);
      notify(ctx, claim, "claims");
      return;
  }
}

export function deliverReturn(ctx: SandboxContext, claim: Claim, ret: Return, at: Date): void {
  ret.status = "delivered";
  ret.date_delivered = at;
  ret.last_updated = at;
  if (claim.status === "opened") {
    claim.turn = { role: "respondent", due: new Date(at.getTime() + REVIEW_WINDOW_MS) };
    claim.last_updated = at;
  }
  schedule(claim, "money_release", new Date(at.getTime() + REVIEW_WINDOW_MS));
  notify(ctx, claim, "claims_actions");
}

/** The buyer writes to the seller (claim stage): the move passes to the seller. */
export function buyerSays(ctx: SandboxContext, claim: Claim, text: string, at: Date, attachments: Attachment[] = []): ClaimMessage {
  const to: PlayerRole = claim.stage === "dispute" ? "mediator" : "respondent";
  const message = addMessage(ctx.state.claims, claim, { from: "complainant", to, text, at, attachments });
  record(claim, "send_message_to_respondent", "complainant", at);
  if (claim.stage === "claim" && claim.partial?.status !== "pending") giveTurn(claim, "respondent", at);
  notify(ctx, claim, "claims_actions");
  return message;
}

/** The mediator writes to the seller: the seller must answer it, by the due date. */
export function mediatorSays(ctx: SandboxContext, claim: Claim, text: string, at: Date): ClaimMessage {
  const message = addMessage(ctx.state.claims, claim, { from: "mediator", to: "respondent", text, at });
  record(claim, "send_message_to_respondent", "mediator", at);
  giveTurn(claim, "respondent", at);
  notify(ctx, claim, "claims_actions");
  return message;
}
