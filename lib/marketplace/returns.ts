import "server-only";
import { z } from "zod";
import type { SellerClient } from "./client";
import { lenientNumber, numericId } from "./ids";
import { lenientArray, lenientField } from "./lenient";

/**
 * A claim's return (notes §12, /post-purchase/v2/claims/{id}/returns): its status, where the item goes,
 * when the buyer's money is released, the cost charged to the seller, and the seller's review of what
 * arrived (fine, or a problem with a reason; SRF2 damaged and SRF4 different product need photos).
 */
const text = (field: string) => lenientField(z.string(), null, field);

const returnSchema = z
  .object({
    id: numericId,
    type: text("type"),
    subtype: text("subtype"),
    status: z.string().min(1),
    status_money: text("status_money"),
    refund_at: text("refund_at"),
    destination: lenientField(z.union([z.string(), z.object({ name: z.string() }).transform((d) => d.name)]), null, "destination"),
    shipments: lenientArray(
      z.object({
        id: numericId.nullish(),
        shipment_id: numericId.nullish(),
        status: z.string().nullish(),
        tracking_number: z.string().nullish(),
      }),
    ),
    seller_review: lenientField(z.object({ status: z.string().nullish() }), null, "seller_review"),
    date_created: z.string().nullish(),
    last_updated: z.string().nullish(),
    // When the buyer's money is released if the seller does not review (3 days after delivery).
    money_release_date: z.string().nullish(),
  })
  .transform((r) => ({
    id: r.id,
    type: r.type,
    subtype: r.subtype,
    status: r.status,
    moneyStatus: r.status_money,
    refundAt: r.refund_at,
    destination: r.destination,
    shipments: r.shipments.map((s) => ({
      id: s.id ?? s.shipment_id ?? null,
      status: s.status ?? null,
      tracking: s.tracking_number ?? null,
    })),
    reviewStatus: r.seller_review?.status ?? null,
    moneyReleaseAt: r.money_release_date ?? null,
    lastUpdated: r.last_updated ?? r.date_created ?? null,
  }));
export type ClaimReturn = z.output<typeof returnSchema>;

export function getClaimReturn(marketplace: SellerClient, claimId: number): Promise<ClaimReturn> {
  return marketplace(`/post-purchase/v2/claims/${claimId}/returns`, { schema: returnSchema });
}

const reasonSchema = z.object({ id: z.string().min(1), name: text("name"), detail: text("detail") });
export type ReturnReviewReason = z.output<typeof reasonSchema>;

/** The reasons a seller may give for a failed review (SRF2…SRF7), in the site's language. */
export function getReturnReviewReasons(marketplace: SellerClient, claimId: number): Promise<ReturnReviewReason[]> {
  return marketplace("/post-purchase/v1/returns/reasons", {
    query: { flow: "seller_return_failed", claim_id: claimId },
    schema: z.union([z.object({ data: lenientArray(reasonSchema) }).transform((w) => w.data), lenientArray(reasonSchema)]),
  });
}

/** Reasons whose review the marketplace refuses without photos. */
export const REASONS_NEEDING_PHOTOS = new Set(["SRF2", "SRF4"]);

export type ReturnReview = { ok: true } | { ok: false; reason: string; message: string; attachments: string[] };

const anySuccess = z.unknown().transform(() => true as const);

/** The one review call: an empty body is "arrived fine", a list the problem. */
export function reviewReturn(marketplace: SellerClient, returnId: number, review: ReturnReview): Promise<true> {
  return marketplace(`/post-purchase/v1/returns/${returnId}/return-review`, {
    method: "POST",
    body: review.ok ? {} : [{ reason: review.reason, message: review.message, attachments: review.attachments }],
    schema: anySuccess,
  });
}

const costSchema = z.object({ currency_id: z.string().min(1), amount: lenientNumber, amount_usd: lenientNumber.nullish() });
export type ReturnCost = { currencyId: string; amount: number };

export async function getReturnCost(marketplace: SellerClient, claimId: number): Promise<ReturnCost> {
  const cost = await marketplace(`/post-purchase/v1/claims/${claimId}/charges/return-cost`, { schema: costSchema });
  return { currencyId: cost.currency_id, amount: cost.amount };
}
