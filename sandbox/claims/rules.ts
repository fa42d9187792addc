/**
 * The claim's rules in one place: what each player may do now, who must act and by when, and whether
 * the claim counts against the seller's reputation. Everything is derived from the claim and the
 * sandbox clock, so a read never disagrees with an action.
 */
import type { Claim, ClaimAction, PlayerRole, Return } from "./types.ts";

const HOUR = 3_600_000;
/** Notes §12: a claim solved satisfactorily within its first 48 hours does not count against the reputation. */
export const INCENTIVE_MS = 48 * HOUR;
/** The seller's time to answer a buyer's or mediator's move (the sandbox's choice; README). */
export const SELLER_DUE_MS = 48 * HOUR;
/** The buyer's time to answer (ship a return, answer an offer). */
export const BUYER_DUE_MS = 72 * HOUR;
/** The mediator's time to decide a dispute. */
export const MEDIATOR_DUE_MS = 5 * 24 * HOUR;
/** Notes §12 (returns): on delivered, the buyer's money is released 3 days after the seller receives the item. */
export const REVIEW_WINDOW_MS = 72 * HOUR;

export interface OfferedAction {
  action: ClaimAction;
  mandatory: boolean;
  due_date: Date | null;
}

const isPdd = (c: Claim) => c.reason_id.startsWith("PDD");
const isPnr = (c: Claim) => c.reason_id.startsWith("PNR");
export const isCancellation = (c: Claim) => c.type === "cancel_purchase" || c.type === "cancel_sale";

/** A pending return_product expectation without a return yet: the seller may allow it or offer a partial refund. */
const returnPending = (c: Claim) =>
  c.return_id === null && c.expected.some((e) => e.expected_resolution === "return_product" && e.status === "pending");

/** The message action each role uses in the claim's current stage (dispute: everyone talks to the mediator). */
export function messageActionOf(c: Claim, role: PlayerRole): ClaimAction | null {
  if (role === "mediator") return null;
  if (c.stage === "dispute") return role === "respondent" ? "send_message_to_mediator" : null;
  return role === "respondent" ? "send_message_to_complainant" : "send_message_to_respondent";
}

/** Who may receive a message from the seller now. */
export function sellerReceiver(c: Claim): PlayerRole {
  return c.stage === "dispute" ? "mediator" : "complainant";
}

/**
 * The available_actions of one player. Only the turn's holder has a mandatory action (its message
 * action, or the return review), with the turn's due date; the rest are optional, without a date.
 */
export function availableActions(c: Claim, role: PlayerRole, ret: Return | null): OfferedAction[] {
  if (c.status === "closed" || role === "mediator") return [];
  // An overdue move is still the holder's to make: the marketplace keeps it mandatory.
  const holds = c.turn?.role === role;
  const due = holds ? c.turn!.due : null;
  const out: OfferedAction[] = [];
  const add = (action: ClaimAction, mandatory = false) => out.push({ action, mandatory, due_date: mandatory ? due : null });
  const reviewing = role === "respondent" && ret !== null && ret.status === "delivered" && ret.seller_review === "pending";
  const message = messageActionOf(c, role);
  if (role === "complainant") {
    if (message) add(message, holds);
    return out;
  }
  if (message) add(message, holds && !reviewing);
  if (c.stage === "claim") {
    add("send_attachments");
    if (c.partial?.status !== "pending") add("refund");
    if (returnPending(c) && isPdd(c) && c.partial === null) {
      add("allow_return");
      if (c.offers.length > 0) add("allow_partial_refund");
    }
    if (isPnr(c)) add("add_shipping_evidence");
    if (!isCancellation(c)) add("open_dispute");
  }
  if (reviewing) {
    add("return_review_ok", holds);
    add("return_review_fail", holds);
  }
  return out;
}

/** Whether the seller may perform `action` on the claim now. */
export function sellerMay(c: Claim, action: ClaimAction, ret: Return | null): boolean {
  return availableActions(c, "respondent", ret).some((a) => a.action === action);
}

export function hasIncentive(c: Claim, now: Date): boolean {
  return c.status === "opened" && c.stage === "claim" && !isCancellation(c) && now.getTime() < c.date_created.getTime() + INCENTIVE_MS;
}

/** GET …/affects-reputation (notes §12). */
export function reputationOf(c: Claim, now: Date) {
  if (isCancellation(c)) return { affects_reputation: "not_applies" as const, has_incentive: false, due_date: null };
  const incentive = hasIncentive(c, now) && !c.incentive_kept;
  const sellerWon = c.resolution?.benefited.includes("respondent") && !c.resolution.benefited.includes("complainant");
  const affects = c.incentive_kept || sellerWon ? "not_affected" : "affected";
  return {
    affects_reputation: affects as "affected" | "not_affected",
    has_incentive: incentive,
    due_date: incentive ? new Date(c.date_created.getTime() + INCENTIVE_MS) : null,
  };
}

/** Who the detail names as responsible: the turn's holder, or the mediator while nobody holds it in a dispute. */
export function responsibleOf(c: Claim): "seller" | "buyer" | "mediator" | null {
  if (c.status === "closed") return null;
  const role = c.turn?.role ?? (c.stage === "dispute" ? "mediator" : null);
  return role === "respondent" ? "seller" : role === "complainant" ? "buyer" : role === "mediator" ? "mediator" : null;
}

export const dueFor = (role: PlayerRole, now: Date) =>
  new Date(now.getTime() + (role === "respondent" ? SELLER_DUE_MS : role === "complainant" ? BUYER_DUE_MS : MEDIATOR_DUE_MS));
