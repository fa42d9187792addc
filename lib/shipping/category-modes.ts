import type { SellerClient } from "../marketplace/client";
import { getShippingModes } from "../marketplace/shipping";

export interface CategoryFreeShipping {
  accepts: boolean;
  acceptedMethods: number[];
}

/** Whether a category accepts me2 free shipping for this seller, from the user's modes record. */
export async function readCategoryFreeShipping(marketplace: SellerClient, sellerId: number, categoryId: string): Promise<CategoryFreeShipping> {
  const records = await getShippingModes(marketplace, sellerId, categoryId);
  const me2 = records.find((r) => r.mode === "me2");
  const free = me2?.shipping_attributes?.free;
  const accepted = free?.accepted_methods ?? [];
  return { accepts: !!free && free.methods !== "not_allowed" && accepted.length > 0, acceptedMethods: accepted };
}

/** The same for many categories, a few at a time; a category whose record fails maps to null. */
export async function readCategoriesFreeShipping(marketplace: SellerClient, sellerId: number, categoryIds: string[]): Promise<Map<string, CategoryFreeShipping | null>> {
  const ids = [...new Set(categoryIds)];
  const out = new Map<string, CategoryFreeShipping | null>();
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(4, ids.length) }, async () => {
    while (next < ids.length) {
      const id = ids[next++]!;
      out.set(id, await readCategoryFreeShipping(marketplace, sellerId, id).catch(() => null));
    }
  }));
  return out;
}

/** Fulfilment runs for the seller when the user's preferences list it among me2's logistic types. */
export function hasFulfilment(preferences: Record<string, unknown>): boolean {
  const logistics = Array.isArray(preferences.logistics) ? (preferences.logistics as Array<{ mode?: string; types?: Array<{ type?: string } | string> }>) : [];
  return logistics.some((l) => l.mode === "me2" && (l.types ?? []).some((t) => (typeof t === "string" ? t : t.type) === "fulfillment"));
}
