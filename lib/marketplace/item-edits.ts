import "server-only";
import { LRUCache } from "lru-cache";
import { z } from "zod";
import type { SellerClient } from "./client";
import { numericId } from "./ids";
import { lenientArray } from "./lenient";
import { multiGetSchema } from "./multi-get";
import { ITEMS_PER_CALL } from "./items";

/**
 * Item edits (notes §12): the facts an editor needs, read fresh from GET /items/{id}; the PUT of stock,
 * price or status (stock per variation where the listing has variations); whether a price automation is
 * on; and the category's price limits. Upstream shapes stay here; lib/listing works on `EditableItem`.
 */

const variationSchema = z.object({
  id: numericId,
  price: z.number().nullish(),
  available_quantity: z.number().int(),
  sold_quantity: z.number().int().nullish(),
  seller_custom_field: z.string().nullish(),
  attribute_combinations: lenientArray(z.object({ name: z.string().nullish(), value_name: z.string().nullish() })),
});

const editableItemSchema = z.object({
  id: z.string(),
  seller_id: numericId,
  site_id: z.string().nullish(),
  title: z.string(),
  category_id: z.string(),
  price: z.number(),
  currency_id: z.string(),
  available_quantity: z.number().int(),
  sold_quantity: z.number().int().nullish(),
  status: z.string(),
  sub_status: lenientArray(z.string()).nullish(),
  buying_mode: z.string().nullish(),
  condition: z.string().nullish(),
  seller_custom_field: z.string().nullish(),
  last_updated: z.string().nullish(),
  thumbnail: z.string().nullish(),
  secure_thumbnail: z.string().nullish(),
  permalink: z.string().nullish(),
  // One unreadable variation is left out and named; its stock is then not offered for editing.
  variations: lenientArray(variationSchema).nullish(),
});
export type UpstreamEditableItem = z.infer<typeof editableItemSchema>;

export interface ItemVariationFacts {
  id: number;
  label: string;
  availableQuantity: number;
  sku: string | null;
}

/** What an editor shows and the stale check compares. */
export interface EditableItem {
  id: string;
  sellerId: number;
  title: string;
  categoryId: string;
  price: number;
  currencyId: string;
  availableQuantity: number;
  soldQuantity: number;
  status: string;
  /** ["out_of_stock"] when the marketplace paused it for lack of stock. */
  subStatus: string[];
  buyingMode: string | null;
  sku: string | null;
  thumbnail: string | null;
  permalink: string | null;
  variations: ItemVariationFacts[];
}

const toEditable = (item: UpstreamEditableItem): EditableItem => ({
  id: item.id,
  sellerId: item.seller_id,
  title: item.title,
  categoryId: item.category_id,
  price: item.price,
  currencyId: item.currency_id,
  availableQuantity: item.available_quantity,
  soldQuantity: item.sold_quantity ?? 0,
  status: item.status,
  subStatus: item.sub_status ?? [],
  buyingMode: item.buying_mode ?? null,
  sku: item.seller_custom_field ?? null,
  thumbnail: item.secure_thumbnail ?? item.thumbnail ?? null,
  permalink: item.permalink ?? null,
  variations: (item.variations ?? []).map((v) => ({
    id: v.id,
    label:
      v.attribute_combinations
        .map((a) => a.value_name ?? "")
        .filter(Boolean)
        .join(" · ") || String(v.id),
    availableQuantity: v.available_quantity,
    sku: v.seller_custom_field ?? null,
  })),
});

/** GET /items/{id}: the item's editable facts, always fresh (a stale check must not read a cache). */
export async function getEditableItem(marketplace: SellerClient, itemId: string): Promise<EditableItem> {
  return toEditable(await marketplace(`/items/${encodeURIComponent(itemId)}`, { schema: editableItemSchema }));
}

/**
 * Many items' editable facts at once (multi-get, 20 ids a call): what a bulk preflight decides on. Ids the
 * marketplace does not know are left out (the caller names them); a call that fails fails the preflight.
 */
export async function getEditableItems(marketplace: SellerClient, ids: string[]): Promise<EditableItem[]> {
  const unique = [...new Set(ids)];
  const pages: Array<Promise<UpstreamEditableItem[]>> = [];
  for (let i = 0; i < unique.length; i += ITEMS_PER_CALL)
    pages.push(
      marketplace("/items", { schema: multiGetSchema(editableItemSchema), query: { ids: unique.slice(i, i + ITEMS_PER_CALL).join(",") } }),
    );
  return (await Promise.all(pages)).flat().map(toEditable);
}

/** What one PUT changes; a listing with variations takes its stock per variation. */
export interface ItemEditBody {
  price?: number;
  availableQuantity?: number;
  status?: "active" | "paused" | "closed";
  variations?: Array<{ id: number; availableQuantity: number }>;
}

/** PUT /items/{id}, sent once (writes are never retried). Any 2xx is success; the caller reads the item back. */
export async function putItemEdit(marketplace: SellerClient, itemId: string, edit: ItemEditBody): Promise<void> {
  const body: Record<string, unknown> = {};
  if (edit.price !== undefined) body.price = edit.price;
  if (edit.availableQuantity !== undefined) body.available_quantity = edit.availableQuantity;
  if (edit.status !== undefined) body.status = edit.status;
  if (edit.variations) body.variations = edit.variations.map((v) => ({ id: v.id, available_quantity: v.availableQuantity }));
  await marketplace(`/items/${encodeURIComponent(itemId)}`, { method: "PUT", body, schema: z.unknown() });
}

const automationSchema = z.object({ status: z.string().nullish() }).passthrough();

/** Whether the marketplace sets this listing's price (GET /pricing-automation/items/{id}/rules; notes §12). */
export async function hasActivePriceAutomation(marketplace: SellerClient, itemId: string): Promise<boolean> {
  const answer = await marketplace(`/pricing-automation/items/${encodeURIComponent(itemId)}/rules`, { schema: automationSchema });
  return (answer.status ?? "").toUpperCase() === "ACTIVE";
}

export interface PriceLimits {
  min: number | null;
  max: number | null;
}

const categorySettingsSchema = z.object({
  settings: z
    .object({ minimum_price: z.number().nullish(), maximum_price: z.number().nullish() })
    .passthrough()
    .default({ minimum_price: null, maximum_price: null }),
});

/** Category limits change rarely and a bulk run asks the same few categories: kept a few hours per process. */
const limits = new LRUCache<string, PriceLimits>({ max: 2_000, ttl: 6 * 60 * 60 * 1000 });

/** The category's minimum and maximum price (GET /categories/{id} settings), in the site's currency. */
export async function getCategoryPriceLimits(marketplace: SellerClient, categoryId: string): Promise<PriceLimits> {
  const known = limits.get(categoryId);
  if (known) return known;
  const { settings } = await marketplace(`/categories/${encodeURIComponent(categoryId)}`, { schema: categorySettingsSchema });
  const read = { min: settings.minimum_price ?? null, max: settings.maximum_price ?? null };
  limits.set(categoryId, read);
  return read;
}
