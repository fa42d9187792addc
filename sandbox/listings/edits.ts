import { z } from "@hono/zod-openapi";
import { SITES } from "../accounts/types.ts";
import { formatWithOffset } from "../core/dates.ts";
import { MarketplaceError } from "../core/errors.ts";
import { categoryRecord } from "../catalog/category-record.ts";
import { findCategory } from "../catalog/tree.ts";
import type { Item } from "../catalog/types.ts";
import type { SandboxState } from "../state.ts";

/** The listing fields PUT /items/{id} changes here (the shipping block is the shipping domain's). */
export const listingEditFields = {
  available_quantity: z.number().int().optional(),
  price: z.number().optional(),
  status: z.string().optional(),
  title: z.string().optional(),
  condition: z.string().optional(),
  buying_mode: z.string().optional(),
  variations: z.array(z.object({ id: z.number().int(), available_quantity: z.number().int().optional() })).optional(),
};
export type ListingEdit = z.infer<z.ZodObject<typeof listingEditFields>>;

interface Cause {
  department: "items";
  type: "error";
  code: string;
  references: string[];
  message: string;
}
const cause = (code: string, field: string, message: string): Cause => ({
  department: "items",
  type: "error",
  code,
  references: [`item.${field}`],
  message,
});

/**
 * Checks a listing edit against the marketplace's rules (notes §12) and returns the change to apply, or
 * throws the 400 `validation_error` naming every refused field in `cause`. Nothing is changed here, so a
 * refused PUT (this or the shipping part) leaves the item as it was.
 */
export function planListingEdit(state: SandboxState, item: Item, edit: ListingEdit, now: Date): () => void {
  const causes: Cause[] = [];
  const touchesListing = (Object.keys(listingEditFields) as Array<keyof ListingEdit>).some((field) => edit[field] !== undefined);
  if (!touchesListing) return () => undefined;
  if (item.status === "under_review")
    throw refused([
      cause("item.status.under_review", "status", `Item ${item.id} is under review and cannot be modified until the review ends`),
    ]);
  const settings = categoryRecord(findCategory(item.category_id)!).settings;
  const sold = item.sold_quantity > 0;

  const locked = (field: "title" | "condition" | "buying_mode", allowed: (v: string) => string | null) => {
    const value = edit[field];
    if (value === undefined || value === item[field]) return;
    if (sold) causes.push(cause(`item.${field}.not_modifiable`, field, `The ${field} of an item with sales cannot be modified`));
    else {
      const problem = allowed(value);
      if (problem) causes.push(cause(`item.${field}.invalid`, field, problem));
    }
  };
  locked("title", (v) =>
    v.trim().length === 0 || v.length > settings.max_title_length
      ? `The title must have 1 to ${settings.max_title_length} characters`
      : null,
  );
  locked("condition", (v) =>
    settings.item_conditions.includes(v) ? null : `Condition ${v} is not allowed in category ${item.category_id}`,
  );
  locked("buying_mode", (v) =>
    settings.buying_modes.includes(v) ? null : `Buying mode ${v} is not allowed in category ${item.category_id}`,
  );

  if (edit.price !== undefined) {
    const min = item.currency_id === SITES[item.site_id].currency_id ? settings.minimum_price : null;
    const max = item.currency_id === SITES[item.site_id].currency_id ? settings.maximum_price : null;
    if (!(edit.price > 0) || Math.round(edit.price * 100) !== edit.price * 100)
      causes.push(cause("item.price.invalid", "price", "The price must be a positive amount with at most two decimals"));
    else if (min !== null && edit.price < min) causes.push(cause("item.price.invalid", "price", `The price must be at least ${min}`));
    else if (max !== null && edit.price > max) causes.push(cause("item.price.invalid", "price", `The price must be at most ${max}`));
  }

  const variations = new Map((item.variations ?? []).map((v) => [v.id, v]));
  const stockByVariation = new Map<number, number>();
  if (edit.available_quantity !== undefined) {
    if (variations.size)
      causes.push(
        cause("item.available_quantity.invalid", "available_quantity", "This item has variations: change the stock of each variation"),
      );
    else if (edit.available_quantity < 0 || edit.available_quantity > 99_999)
      causes.push(cause("item.available_quantity.invalid", "available_quantity", "The quantity must be between 0 and 99999"));
  }
  for (const v of edit.variations ?? []) {
    if (!variations.has(v.id))
      causes.push(cause("item.variations.id.invalid", "variations.id", `Variation ${v.id} is not part of item ${item.id}`));
    else if (v.available_quantity !== undefined) {
      if (v.available_quantity < 0 || v.available_quantity > 99_999)
        causes.push(
          cause("item.variations.available_quantity.invalid", "variations.available_quantity", "The quantity must be between 0 and 99999"),
        );
      else stockByVariation.set(v.id, v.available_quantity);
    }
  }
  const stockAfter = variations.size
    ? [...variations.values()].reduce((sum, v) => sum + (stockByVariation.get(v.id) ?? v.available_quantity), 0)
    : (edit.available_quantity ?? item.available_quantity);

  let status: Item["status"] = item.status;
  if (edit.status !== undefined && edit.status !== item.status) {
    if (!["active", "paused", "closed"].includes(edit.status))
      causes.push(cause("item.status.invalid", "status", `Status ${edit.status} cannot be set; use active, paused or closed`));
    else if (edit.status === "active" && stockAfter === 0)
      causes.push(cause("item.status.invalid", "status", "An item without stock cannot be activated"));
    else status = edit.status as Item["status"];
  }
  if (causes.length) throw refused(causes);

  return () => {
    if (edit.title !== undefined) item.title = edit.title;
    if (edit.condition !== undefined) item.condition = edit.condition as Item["condition"];
    if (edit.buying_mode !== undefined) item.buying_mode = edit.buying_mode as Item["buying_mode"];
    if (edit.price !== undefined) {
      item.price = edit.price;
      for (const v of variations.values()) v.price = edit.price;
      // A manual price switches the automation off (notes §12).
      const automation = state.listings.automation.get(item.id);
      if (automation?.status === "ACTIVE") {
        automation.status = "INACTIVE";
        automation.last_updated = formatWithOffset(now, SITES[item.site_id].utcOffset);
      }
    }
    for (const [id, quantity] of stockByVariation) variations.get(id)!.available_quantity = quantity;
    item.available_quantity = stockAfter;
    // Stock at zero pauses an active listing (out_of_stock); stock again reactivates one paused for that alone.
    const outOfStockPause = item.status === "paused" && item.sub_status?.includes("out_of_stock");
    if (edit.status === undefined && stockAfter === 0 && item.status === "active") status = "paused";
    else if (edit.status === undefined && stockAfter > 0 && outOfStockPause) status = "active";
    item.sub_status = status === "paused" && stockAfter === 0 && edit.status === undefined ? ["out_of_stock"] : [];
    if (status === "closed") item.stop_time = formatWithOffset(now, SITES[item.site_id].utcOffset);
    item.status = status;
    item.last_updated = formatWithOffset(now, SITES[item.site_id].utcOffset);
  };
}

const refused = (causes: Cause[]) => new MarketplaceError(400, "validation_error", "Validation error", causes);
