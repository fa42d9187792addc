import "server-only";
import { AppError } from "../errors/app-error";
import { isPrefixedId } from "../schemas/ids";
import type { SellerContext } from "../api/with-seller";
import { getDb } from "../db";
import { loadShippingSnapshot, type SellerRef } from "./load-items";

export const sellerRef = (ctx: SellerContext<unknown>): SellerRef => ({
  workspaceId: ctx.workspaceId,
  sellerId: ctx.sellerId,
  siteId: ctx.siteId,
});

/** Our copy of the seller's items (read from the marketplace when stale or asked to). */
export async function snapshotFor(ctx: SellerContext<unknown>, refresh = false) {
  return loadShippingSnapshot(await getDb(), ctx.marketplace, sellerRef(ctx), { refresh });
}

/** Item ids in paths: anything else is our 400, never an upstream call. */
export function parseItemId(raw: string): string {
  if (!isPrefixedId(raw)) throw new AppError("invalid_item_id", "The item id must look like MLA1234567890.");
  return raw;
}
