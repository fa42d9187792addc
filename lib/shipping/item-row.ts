import type { UpstreamFreeCost, UpstreamShippingItem } from "../marketplace/shipping-schemas";
import { itemThumbnail } from "../marketplace/thumbnail";
import type { ShippingCost, ShippingRow } from "../schemas/shipping";

/** The marketplace's cost record as the app reads it: the seller pays list cost minus the discount. */
export function toShippingCost(record: UpstreamFreeCost | null): ShippingCost | null {
  if (!record) return null;
  const c = record.coverage.all_country;
  const promoted = c.discount?.promoted_amount ?? 0;
  return {
    listCost: c.list_cost,
    currencyId: c.currency_id,
    billableWeight: c.billable_weight ?? null,
    discountRate: c.discount?.rate ?? 0,
    discountType: c.discount?.type ?? null,
    promotedAmount: promoted,
    sellerCost: Math.round((c.list_cost - promoted) * 100) / 100,
  };
}

/** Which free-shipping rule the item's block shows: me2 country (with Brazil's exclusions) or custom. */
function freeRuleOf(item: UpstreamShippingItem): Pick<ShippingRow, "freeRule" | "excludedRegions"> {
  const s = item.shipping;
  if (!s?.free_shipping) return { freeRule: null, excludedRegions: [] };
  if (s.mode === "not_specified") return { freeRule: "custom", excludedRegions: [] };
  const country = (s.free_methods ?? []).find((m) => m.rule.free_mode === "country");
  const excluded = country?.rule.value ?? [];
  return { freeRule: excluded.length ? "country_excluding_regions" : "country", excludedRegions: excluded };
}

export function toShippingRow(item: UpstreamShippingItem, categoryAcceptsFree: boolean | null, cost: ShippingCost | null): ShippingRow {
  return {
    id: item.id,
    title: item.title,
    thumbnail: itemThumbnail(item),
    price: item.price ?? null,
    currencyId: item.currency_id ?? null,
    status: item.status ?? null,
    categoryId: item.category_id,
    classified: item.buying_mode === "classified",
    mode: item.shipping?.mode ?? "not_specified",
    logisticType: item.shipping?.logistic_type ?? null,
    freeShipping: item.shipping?.free_shipping === true,
    ...freeRuleOf(item),
    categoryAcceptsFree,
    cost,
  };
}
