import type { User } from "../accounts/types.ts";
import type { Item } from "../catalog/types.ts";
import { badRequest } from "../core/errors.ts";
import type { SandboxState } from "../state.ts";
import { standardDimensions } from "./categories.ts";
import { DIMENSIONS, itemShipping } from "./item-shipping.ts";
import { REPUTATION_DISCOUNT, VOLUMETRIC_DIVISOR, bandCost, roundMoney, siteCurrency } from "./tables.ts";

/** A package: centimetres and grams. */
export interface Package {
  height: number;
  width: number;
  length: number;
  weight: number;
}

/** "<height>x<width>x<length>,<weight>": whole numbers only (the real API refuses decimals, notes §7). */
export function parseDimensions(text: string): Package {
  const m = DIMENSIONS.exec(text);
  if (!m) throw badRequest("bad_request", `invalid dimensions ${text}: expected <height>x<width>x<length>,<weight> in whole cm and grams`);
  return { height: Number(m[1]), width: Number(m[2]), length: Number(m[3]), weight: Number(m[4]) };
}

/** The item's own dimensions when set through its shipping block, else its category's standard package. */
export function itemPackage(state: SandboxState, item: Item): Package {
  const own = itemShipping(state, item.id)?.dimensions;
  return own ? parseDimensions(own) : standardDimensions(item.category_id);
}

/** Billable weight (g) = the larger of the actual weight and the volumetric weight h·w·l / 5000 (kg). */
export function billableWeight(p: Package): number {
  const volumetric = Math.ceil(((p.height * p.width * p.length) / VOLUMETRIC_DIVISOR) * 1000);
  return Math.max(p.weight, volumetric);
}

/**
 * The free shipping cost record. list_cost comes from the site's weight-band table; the discount is
 * the share the platform pays by the seller's reputation level (promoted_amount = list_cost × rate).
 * verbose adds billable_weight and discount (type none, rate 0 when no discount applies).
 */
export function freeCostRecord(user: User, p: Package, verbose: boolean) {
  const billable = billableWeight(p);
  const listCost = bandCost(user.site_id, billable);
  const rate = REPUTATION_DISCOUNT[user.seller_reputation.level_id ?? ""] ?? 0;
  const allCountry: Record<string, unknown> = { list_cost: listCost, currency_id: siteCurrency(user.site_id) };
  if (verbose) {
    allCountry.billable_weight = billable;
    allCountry.discount = { rate, type: rate > 0 ? "loyal" : "none", promoted_amount: roundMoney(user.site_id, listCost * rate) };
  }
  return { coverage: { all_country: allCountry } };
}
