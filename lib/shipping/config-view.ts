import type { SellerClient } from "../marketplace/client";
import {
  getCategoryShippingPreferences,
  getShippingModes,
  getSiteShippingMethods,
  getUserShippingPreferences,
} from "../marketplace/shipping";

type Logistic = { mode: string; types: Array<{ type: string; active: boolean; sales: number }> };

/** The configuration page's facts in app terms (upstream shapes stay in lib/marketplace). */
/** `sales`: the account's sales by logistic type (salesByLogistic), set beside each type of the preferences. */
export async function readShippingConfig(
  marketplace: SellerClient,
  sellerId: number,
  siteId: string,
  categoryId?: string,
  sales: Record<string, number> = {},
) {
  const [prefs, methods, modes, category] = await Promise.all([
    getUserShippingPreferences(marketplace, sellerId),
    getSiteShippingMethods(marketplace, siteId),
    categoryId ? getShippingModes(marketplace, sellerId, categoryId) : null,
    categoryId ? getCategoryShippingPreferences(marketplace, categoryId) : null,
  ]);
  const rawLogistics = Array.isArray(prefs.logistics)
    ? (prefs.logistics as Array<{ mode?: string; types?: Array<{ type?: string; status?: string }> }>)
    : [];
  const userLogistics: Logistic[] = rawLogistics.map((l) => ({
    mode: String(l.mode ?? ""),
    types: (l.types ?? []).map((x) => ({
      type: String(x.type ?? ""),
      active: x.status === "active",
      sales: sales[String(x.type ?? "")] ?? 0,
    })),
  }));
  const me2 = modes?.find((m) => m.mode === "me2");
  const free = me2?.shipping_attributes?.free;
  return {
    siteMethods: methods.map((m) => ({ id: m.id, name: m.name })),
    user: { modes: Array.isArray(prefs.modes) ? (prefs.modes as unknown[]).map(String) : [], logistics: userLogistics },
    category:
      categoryId && category
        ? {
            id: categoryId,
            modes: (modes ?? []).map((m) => m.mode),
            acceptsFree: !!free && free.methods !== "not_allowed" && (free.accepted_methods ?? []).length > 0,
            acceptedMethods: free?.accepted_methods ?? [],
            rules: (free?.rules ?? []).map((r) => ({ freeMode: r.free_mode, regions: r.value ?? [] })),
            standardPackage: category.dimensions
              ? {
                  height: category.dimensions.height,
                  width: category.dimensions.width,
                  length: category.dimensions.length,
                  weight: category.dimensions.weight,
                }
              : null,
            logistics: (category.logistics ?? []).map((l) => ({ mode: l.mode, types: l.types })),
            restricted: category.restricted === true,
          }
        : null,
  };
}
export type ShippingConfig = Awaited<ReturnType<typeof readShippingConfig>>;
