import type { SiteId } from "../accounts/types.ts";

/** Notes §12: the claim types, stages and player roles the marketplace documents. */
export type ClaimType = "mediations" | "fulfillment" | "ml_case" | "cancel_sale" | "cancel_purchase" | "change" | "service";
export type ClaimStage = "claim" | "dispute" | "recontact" | "stale" | "none";
export type ClaimStatus = "opened" | "closed";
export type PlayerRole = "complainant" | "respondent" | "mediator";
export type ExpectedResolutionId = "product" | "refund" | "change_product" | "return_product";
export type ResolutionState = "pending" | "accepted" | "rejected";

/** Seller actions notes §12 lists, plus the buyer's answer (the sandbox's buyer plays it). */
export type ClaimAction =
  | "send_message_to_complainant"
  | "send_message_to_mediator"
  | "send_message_to_respondent"
  | "refund"
  | "open_dispute"
  | "add_shipping_evidence"
  | "send_attachments"
  | "allow_return"
  | "allow_partial_refund"
  | "return_review_ok"
  | "return_review_fail";

export interface ExpectedResolution {
  expected_resolution: ExpectedResolutionId;
  status: ResolutionState;
  date_created: Date;
  last_updated: Date;
}

export interface Attachment {
  /** The stored name the upload answers (the API renames uploads). */
  filename: string;
  original_filename: string;
  size: number;
  type: "image/jpeg" | "image/png" | "application/pdf";
  date_created: Date;
  /** Who uploaded it: only that player may send it. */
  user_id: number;
  bytes: Uint8Array;
}

export interface ClaimMessage {
  id: string;
  sender_role: PlayerRole;
  receiver_role: PlayerRole;
  message: string;
  attachments: Attachment[];
  stage: ClaimStage;
  date_created: Date;
  date_read: Date | null;
  /** Moderated messages are kept but only their sender sees them (notes §12). */
  moderation: { status: "clean" | "rejected"; reason: string | null };
}

export interface StatusChange {
  stage: ClaimStage;
  status: ClaimStatus;
  date: Date;
  change_by: PlayerRole | "system";
}

export interface ActionRecord {
  action_name: ClaimAction | "open_claim" | "close_claim" | "accept_partial_refund" | "reject_partial_refund";
  player_role: PlayerRole;
  player_id: number;
  date_created: Date;
  claim_stage: ClaimStage;
}

export interface Evidence {
  type: "shipping_evidence";
  date_shipped: string | null;
  shipping_company_name: string | null;
  tracking_number: string | null;
  attachments: string[];
  date_created: Date;
}

/** A pending buyer/mediator move the sandbox plays when its clock reaches `at`. */
export interface ScheduledMove {
  at: Date;
  kind: "buyer_reply" | "mediator_question" | "return_shipped" | "return_delivered" | "money_release";
}

export interface Claim {
  id: number;
  /** The order the claim is about (resource "order"). */
  resource_id: number;
  type: ClaimType;
  stage: ClaimStage;
  status: ClaimStatus;
  reason_id: string;
  fulfilled: boolean;
  quantity_type: "total" | "partial";
  site_id: SiteId;
  seller_id: number;
  buyer_id: number;
  mediator_id: number;
  date_created: Date;
  last_updated: Date;
  /**
   * Who holds the mandatory action now (one player at a time, notes §12) and until when; null while
   * nobody must act (a return on its way, a closed claim).
   */
  turn: { role: PlayerRole; due: Date } | null;
  resolution: { reason: string; date_created: Date; benefited: PlayerRole[]; closed_by: PlayerRole | "system" } | null;
  expected: ExpectedResolution[];
  /** Partial-refund percentages the marketplace offers on this claim (never 100). */
  offers: number[];
  /** The seller's partial-refund offer, once made (they get one offer). */
  partial: { percentage: number; status: ResolutionState; date_created: Date } | null;
  /** The seller solved it (refund, accepted partial refund or return) inside the 48-hour incentive. */
  incentive_kept: boolean;
  messages: ClaimMessage[];
  /** Uploads not yet sent, by filename. */
  uploads: Map<string, Attachment>;
  evidences: Evidence[];
  status_history: StatusChange[];
  actions_history: ActionRecord[];
  return_id: number | null;
  scheduled: ScheduledMove[];
}

export type ReturnStatus = "opened" | "shipped" | "delivered" | "not_delivered" | "closed" | "cancelled" | "failed" | "expired";

export interface ReturnReview {
  reason_id: string | null;
  message: string | null;
  attachments: string[];
  date_created: Date;
}

export interface Return {
  id: number;
  claim_id: number;
  order_id: number;
  shipment_id: number;
  type: "claim" | "dispute" | "automatic";
  subtype: "low_cost" | "return_partial" | "return_total";
  status: ReturnStatus;
  status_money: "retained" | "refunded" | "available";
  refund_at: "shipped" | "delivered" | "n/a";
  destination: "seller_address" | "warehouse";
  seller_review: "pending" | "claimed" | "failed" | "success";
  review: ReturnReview | null;
  date_created: Date;
  last_updated: Date;
  date_delivered: Date | null;
  /** Photos uploaded for the review, by filename. */
  uploads: Map<string, Attachment>;
  cost: { currency_id: string; amount: number; amount_usd: number };
}
