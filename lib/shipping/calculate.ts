import type { SellerClient } from "../marketplace/client";
import { getCategoryShippingPreferences, getFreeShippingCost, getShippingItem, type FreeCostQuery } from "../marketplace/shipping";
import type { CalculatorQuery } from "../schemas/shipping";
import { toShippingCost } from "./item-row";

const dims = (p: { height: number; width: number; length: number; weight: number }) => `${p.height}x${p.width}x${p.length},${p.weight}`;
const DIMENSIONS = /^(\d+)x(\d+)x(\d+),(\d+)$/;

/** The marketplace's volumetric rule: h × w × l (cm) / 5000 cm³ per kg, in grams, rounded up. */
export const volumetricGrams = (p: { height: number; width: number; length: number }) =>
  Math.ceil(((p.height * p.width * p.length) / 5000) * 1000);

/**
 * One calculator answer: the marketplace's verbose cost record, plus whether the category's standard
 * package stood in (an item without dimensions of its own, or a new item without a package).
 */
export async function calculateFreeShipping(marketplace: SellerClient, sellerId: number, q: CalculatorQuery) {
  let query: FreeCostQuery;
  let pkg: { height: number; width: number; length: number; weight: number } | null = null;
  let usedCategoryDimensions = false;
  if (q.by === "package") {
    pkg = { height: q.height, width: q.width, length: q.length, weight: q.weight };
    query = { by: "package", dimensions: dims(pkg) };
  } else if (q.by === "item") {
    const item = await getShippingItem(marketplace, q.itemId);
    const own = item.shipping?.dimensions?.match(DIMENSIONS);
    if (own) pkg = { height: +own[1]!, width: +own[2]!, length: +own[3]!, weight: +own[4]! };
    else {
      usedCategoryDimensions = true;
      pkg = (await getCategoryShippingPreferences(marketplace, item.category_id)).dimensions ?? null;
    }
    query = { by: "item", itemId: q.itemId };
  } else {
    const given =
      q.height && q.width && q.length && q.weight ? { height: q.height, width: q.width, length: q.length, weight: q.weight } : null;
    if (given) pkg = given;
    else {
      usedCategoryDimensions = true;
      pkg = (await getCategoryShippingPreferences(marketplace, q.categoryId)).dimensions ?? null;
    }
    query = {
      by: "new_item",
      currencyId: q.currencyId,
      listingTypeId: q.listingTypeId,
      condition: q.condition,
      categoryId: q.categoryId,
      price: q.price,
      dimensions: given ? dims(given) : undefined,
    };
  }
  const record = await getFreeShippingCost(marketplace, sellerId, query);
  const packageFacts = pkg ? { height: pkg.height, width: pkg.width, length: pkg.length, weight: pkg.weight } : null;
  return {
    cost: toShippingCost(record)!,
    usedCategoryDimensions,
    package: packageFacts,
    volumetricWeight: pkg ? volumetricGrams(pkg) : null,
  };
}
