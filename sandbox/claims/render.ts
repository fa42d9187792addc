/** The claim, message and return bodies, in the real API's shapes (notes §12, real sample claims-get-1). */
import { SITES } from "../accounts/types.ts";
import { formatWithOffset } from "../core/dates.ts";
import { returnOf } from "./ops.ts";
import { availableActions, reputationOf, responsibleOf } from "./rules.ts";
import type { ClaimsState } from "./state.ts";
import { DETAIL, langOf, REASONS } from "./texts.ts";
import type { Attachment, Claim, ClaimMessage, PlayerRole, Return } from "./types.ts";

const PLAYERS: Array<[PlayerRole, "buyer" | "seller" | "internal"]> = [
  ["complainant", "buyer"],
  ["respondent", "seller"],
  ["mediator", "internal"],
];

export const localDate = (claim: { site_id: Claim["site_id"] }, d: Date | null) =>
  d ? formatWithOffset(d, SITES[claim.site_id].utcOffset) : null;

export function renderClaim(claims: ClaimsState, claim: Claim) {
  const ret = returnOf(claims, claim);
  const at = (d: Date | null) => localDate(claim, d);
  // The mediator is a player once the claim reached the dispute stage (as in the real sample).
  const players = PLAYERS.filter(([role]) => role !== "mediator" || claim.status_history.some((s) => s.stage === "dispute"));
  return {
    id: claim.id,
    resource_id: claim.resource_id,
    status: claim.status,
    type: claim.type,
    stage: claim.stage,
    parent_id: null,
    resource: "order",
    reason_id: claim.reason_id,
    fulfilled: claim.fulfilled,
    quantity_type: claim.quantity_type,
    players: players.map(([role, type]) => ({
      role,
      type,
      user_id: role === "respondent" ? claim.seller_id : role === "complainant" ? claim.buyer_id : claim.mediator_id,
      available_actions: availableActions(claim, role, ret).map((a) => ({
        action: a.action,
        mandatory: a.mandatory,
        due_date: at(a.due_date),
      })),
    })),
    resolution: claim.resolution && {
      reason: claim.resolution.reason,
      date_created: at(claim.resolution.date_created),
      benefited: claim.resolution.benefited,
      closed_by: claim.resolution.closed_by,
      applied_coverage: false,
    },
    site_id: claim.site_id,
    date_created: at(claim.date_created),
    last_updated: at(claim.last_updated),
    related_entities: ret ? ["return"] : [],
  };
}

export function renderDetail(claims: ClaimsState, claim: Claim) {
  const lang = langOf(claim.site_id);
  const ret = returnOf(claims, claim);
  const responsible = responsibleOf(claim);
  const reviewing = ret?.status === "delivered" && ret.seller_review === "pending" && claim.status === "opened";
  const key = claim.status === "closed" ? "closed" : reviewing ? "review" : (responsible ?? "buyer");
  return {
    title: DETAIL[lang][key].title,
    description: DETAIL[lang][key].description,
    problem: REASONS[claim.reason_id]?.text[lang].name ?? claim.reason_id,
    due_date: localDate(claim, claim.turn?.due ?? null),
    action_responsible: responsible,
  };
}

export function renderReputation(claim: Claim, now: Date) {
  const r = reputationOf(claim, now);
  return { affects_reputation: r.affects_reputation, has_incentive: r.has_incentive, due_date: localDate(claim, r.due_date) };
}

export function renderAttachment(claim: Claim, a: Attachment) {
  return {
    filename: a.filename,
    original_filename: a.original_filename,
    size: a.size,
    type: a.type,
    date_created: localDate(claim, a.date_created),
  };
}

export function renderMessage(claim: Claim, m: ClaimMessage) {
  return {
    sender_role: m.sender_role,
    receiver_role: m.receiver_role,
    message: m.message,
    translated_message: null,
    date_created: localDate(claim, m.date_created),
    last_updated: localDate(claim, m.date_created),
    message_date: localDate(claim, m.date_created),
    date_read: localDate(claim, m.date_read),
    attachments: m.attachments.map((a) => renderAttachment(claim, a)),
    status: m.moderation.status === "clean" ? "available" : "moderated",
    stage: m.stage,
    message_moderation: { status: m.moderation.status, reason: m.moderation.reason, source: "online" },
    repeated: false,
    hash: m.id,
  };
}

export function renderReturn(claim: Claim, r: Return, itemId: string | null) {
  const at = (d: Date | null) => localDate(claim, d);
  return {
    id: r.id,
    claim_id: r.claim_id,
    type: r.type,
    subtype: r.subtype,
    status: r.status,
    status_money: r.status_money,
    refund_at: r.refund_at,
    resource_type: "order",
    resource_id: r.order_id,
    shipments: [
      {
        shipment_id: r.shipment_id,
        status:
          r.status === "opened"
            ? "ready_to_ship"
            : r.status === "shipped"
              ? "shipped"
              : r.status === "delivered" || r.status === "closed"
                ? "delivered"
                : "cancelled",
        tracking_number: r.status === "opened" ? null : `RT${r.shipment_id}`,
        destination: { name: r.destination },
        type: "return",
      },
    ],
    orders: [{ order_id: r.order_id, item_id: itemId, variation_id: null, context_type: "total", total_quantity: 1, return_quantity: 1 }],
    destination: r.destination,
    seller_review: { status: r.seller_review },
    date_created: at(r.date_created),
    last_updated: at(r.last_updated),
    date_closed: r.status === "closed" ? at(r.last_updated) : null,
    /** When the buyer's money is released if the seller does not review (notes §12: 3 days after delivery). */
    money_release_date: r.date_delivered ? at(new Date(r.date_delivered.getTime() + 72 * 3_600_000)) : null,
  };
}
