import type { ShippingCost, ShippingRow } from "../schemas/shipping";

/**
 * The Mercado Envíos cost the seller pays per sale, where one applies (issue 58 item 10): only a listing on
 * Mercado Envíos (one on custom or unspecified shipping is delivered by the seller), and never a
 * classified (a car or a house is not shipped, whatever the marketplace's cost record says).
 */
export function perSaleCost(row: Pick<ShippingRow, "mode" | "classified" | "cost">): ShippingCost | null {
  return row.mode === "me2" && !row.classified ? row.cost : null;
}

/**
 * True when the seller's cost per sale is more than the item's price (same currency): worth a word, since
 * free shipping would then cost more than the sale brings in.
 */
export function costAbovePrice(row: Pick<ShippingRow, "mode" | "classified" | "cost" | "price" | "currencyId">): boolean {
  const cost = perSaleCost(row);
  if (!cost || row.price === null || row.price <= 0) return false;
  if (row.currencyId && cost.currencyId && row.currencyId !== cost.currencyId) return false;
  return cost.sellerCost > row.price;
}
