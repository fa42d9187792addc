import "server-only";
import { z } from "zod";
import type { SellerClient } from "./client";

/**
 * The seller's resolutions and actions on a claim (notes §12). Each is offered only when the claim's
 * `available_actions` lists it (the marketplace refuses the rest); the route checks that on a fresh read
 * and says "the claim moved on" otherwise. Any 2xx is success; never retried (POST), the governor's 429
 * retry aside (a 429 was not processed).
 */
const PATH = (claimId: number) => `/post-purchase/v1/claims/${claimId}`;
const anySuccess = z.unknown().transform(() => true as const);

/** The action names in `available_actions` each call answers to. */
export const ACTION_OF = {
  refund: "refund",
  partialRefund: "allow_partial_refund",
  allowReturn: "allow_return",
  evidence: "add_shipping_evidence",
  openDispute: "open_dispute",
} as const;

export function refundClaim(marketplace: SellerClient, claimId: number): Promise<true> {
  return marketplace(`${PATH(claimId)}/expected-resolutions/refund`, { method: "POST", body: {}, schema: anySuccess });
}

/** A partial refund: `percentage` must be one of the available offers (claim-detail.ts). */
export function offerPartialRefund(marketplace: SellerClient, claimId: number, percentage: number): Promise<true> {
  return marketplace(`${PATH(claimId)}/expected-resolutions/partial-refund`, { method: "POST", body: { percentage }, schema: anySuccess });
}

export function allowReturn(marketplace: SellerClient, claimId: number): Promise<true> {
  return marketplace(`${PATH(claimId)}/expected-resolutions/allow-return`, { method: "POST", body: {}, schema: anySuccess });
}

export function openDispute(marketplace: SellerClient, claimId: number): Promise<true> {
  return marketplace(`${PATH(claimId)}/actions/open-dispute`, { method: "POST", body: {}, schema: anySuccess });
}

export interface ShippingEvidence {
  /** When the package was handed to the carrier, ISO 8601. */
  shippingDate: string;
  carrier: string;
  trackingNumber: string;
  /** Stored names of uploaded files (claim-messages.ts uploadClaimAttachment). */
  attachments: string[];
}

export function sendShippingEvidence(marketplace: SellerClient, claimId: number, evidence: ShippingEvidence): Promise<true> {
  return marketplace(`${PATH(claimId)}/actions/evidences`, {
    method: "POST",
    body: {
      type: "shipping_evidence",
      date_shipped: evidence.shippingDate,
      shipping_company_name: evidence.carrier,
      tracking_number: evidence.trackingNumber,
      attachments: evidence.attachments,
    },
    schema: anySuccess,
  });
}
