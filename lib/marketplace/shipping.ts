import "server-only";
import { z } from "zod";
import type { SellerClient } from "./client";
import { multiGetSchema } from "./multi-get";
import {
  categoryPreferencesSchema,
  freeCostSchema,
  shippingItemSchema,
  shippingModesSchema,
  siteMethodsSchema,
  userPreferencesSchema,
  type UpstreamFreeCost,
  type UpstreamShippingItem,
  type UpstreamShippingMode,
} from "./shipping-schemas";

/** The free-shipping cost multi-get takes at most 50 ids per call (the marketplace answers 400 above). */
export const COSTS_PER_CALL = 50;
/** The item multi-get takes at most 20. */
const ITEMS_PER_CALL = 20;
/** Calls in flight at once per seller: batches, never one call per item, and not a burst either. */
const PARALLEL = 4;

export function chunk<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

async function inLanes<T, R>(work: T[], lanes: number, run: (w: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(work.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(lanes, work.length) }, async () => {
      while (next < work.length) {
        const i = next++;
        results[i] = await run(work[i]!);
      }
    }),
  );
  return results;
}

/** Items with their shipping block, 20 ids per call; unknown ids are left out. */
export async function getShippingItems(marketplace: SellerClient, ids: string[]): Promise<UpstreamShippingItem[]> {
  const pages = await inLanes(chunk([...new Set(ids)], ITEMS_PER_CALL), PARALLEL, (part) =>
    marketplace("/items", { schema: multiGetSchema(shippingItemSchema), query: { ids: part.join(",") } }),
  );
  return pages.flat();
}

/** One item (after a save: the marketplace's own result). */
export async function getShippingItem(marketplace: SellerClient, id: string): Promise<UpstreamShippingItem> {
  return marketplace(`/items/${encodeURIComponent(id)}`, { schema: shippingItemSchema });
}

/**
 * Free-shipping costs of many items: batched at 50 ids per call (a 51st id always starts a new call),
 * a few calls in flight. Ids without a record (unknown, not the seller's) map to null.
 */
export async function getFreeShippingCosts(
  marketplace: SellerClient,
  ids: string[],
  { verbose = true } = {},
): Promise<Map<string, UpstreamFreeCost | null>> {
  const unique = [...new Set(ids)];
  const pages = await inLanes(chunk(unique, COSTS_PER_CALL), PARALLEL, (part) =>
    marketplace("/items/shipping_options/free", {
      schema: z.record(z.string(), z.unknown()),
      query: { ids: part.join(","), verbose: verbose ? "true" : undefined },
    }),
  );
  const out = new Map<string, UpstreamFreeCost | null>(unique.map((id) => [id, null]));
  for (const page of pages) {
    for (const [id, value] of Object.entries(page)) {
      const parsed = freeCostSchema.safeParse(value);
      if (out.has(id)) out.set(id, parsed.success ? parsed.data : null);
    }
  }
  return out;
}

export type FreeCostQuery =
  | { by: "package"; dimensions: string }
  | { by: "item"; itemId: string }
  | {
      by: "new_item";
      currencyId: string;
      listingTypeId: string;
      condition: string;
      categoryId: string;
      price: number;
      dimensions?: string;
    };

/** The calculator: one free-shipping cost record, always verbose (billable weight and discount). */
export async function getFreeShippingCost(marketplace: SellerClient, sellerId: number, q: FreeCostQuery): Promise<UpstreamFreeCost> {
  if (q.by === "item")
    return marketplace(`/items/${encodeURIComponent(q.itemId)}/shipping_options/free`, {
      schema: freeCostSchema,
      query: { verbose: "true" },
    });
  // The calculator prices the seller's free-shipping cost, so free_shipping is true; the real API needs the
  // parameter for the correct cost (notes §7, costos-de-envios) and its real-profile sandbox refuses without it.
  const query =
    q.by === "package"
      ? { dimensions: q.dimensions, verbose: "true", free_shipping: "true" }
      : {
          currency_id: q.currencyId,
          listing_type_id: q.listingTypeId,
          condition: q.condition,
          category_id: q.categoryId,
          item_price: q.price,
          dimensions: q.dimensions,
          verbose: "true",
          free_shipping: "true",
        };
  return marketplace(`/users/${sellerId}/shipping_options/free`, { schema: freeCostSchema, query });
}

/** The user's shipping modes record for a category (the real API answers an array, one record per mode). */
export async function getShippingModes(marketplace: SellerClient, sellerId: number, categoryId: string): Promise<UpstreamShippingMode[]> {
  return marketplace(`/users/${sellerId}/shipping_modes`, { schema: shippingModesSchema, query: { category_id: categoryId } });
}

export const getCategoryShippingPreferences = (marketplace: SellerClient, categoryId: string) =>
  marketplace(`/categories/${encodeURIComponent(categoryId)}/shipping_preferences`, { schema: categoryPreferencesSchema });

export const getUserShippingPreferences = (marketplace: SellerClient, sellerId: number) =>
  marketplace(`/users/${sellerId}/shipping_preferences`, { schema: userPreferencesSchema });

/** The site's shipping methods. Never the removed /sites/{id}/shipping_options (410 since Versioning 1). */
export const getSiteShippingMethods = (marketplace: SellerClient, siteId: string) =>
  marketplace(`/sites/${encodeURIComponent(siteId)}/shipping_methods`, { schema: siteMethodsSchema });

/** PUT /items/{id} with only the shipping block: the marketplace validates and answers the item. */
export async function putItemShipping(marketplace: SellerClient, itemId: string, shipping: Record<string, unknown>): Promise<void> {
  await marketplace(`/items/${encodeURIComponent(itemId)}`, { method: "PUT", body: { shipping }, schema: z.unknown() });
}
