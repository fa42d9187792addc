import { expect } from "vitest";
import { hasFulfilment } from "../../shipping/category-modes";
import { toShippingCost, toShippingRow } from "../../shipping/item-row";
import {
  getCategoryShippingPreferences,
  getFreeShippingCost,
  getShippingItem,
  getSiteShippingMethods,
  getUserShippingPreferences,
} from "../shipping";
import type { ContractRow } from "./table";

/** Shipping: the row the shipping page shows for an item, the calculator's cost, the configuration's facts. */
export const SHIPPING_ROWS: ContractRow[] = [
  {
    sample: "items-get-1.json",
    read: async (r) => toShippingRow(await getShippingItem(r.client, "MLA1718222111"), null, null),
    check: (seen) =>
      expect(seen).toMatchObject({
        id: "MLA1718222111",
        title: "Silla Director Coleman Sillon Plegable Acero Resistente 136k Color Rojo",
        price: 105622,
        currencyId: "ARS",
        categoryId: "MLA79227",
        mode: "me2",
        logisticType: "cross_docking",
        freeShipping: true,
      }),
  },
  {
    sample: "shipping-options_free_user-1.json",
    read: async (r) => toShippingCost(await getFreeShippingCost(r.client, 1001, { by: "package", dimensions: "10x10x10,500" })),
    check: (seen) =>
      expect(seen).toEqual({
        listCost: 8106.49,
        currencyId: "ARS",
        billableWeight: 5828,
        discountRate: 0,
        discountType: null,
        promotedAmount: 0,
        sellerCost: 8106.49,
      }),
  },
  {
    sample: "shipping-site_methods-1.json",
    read: (r) => getSiteShippingMethods(r.client, "MLM"),
    check: (seen) => {
      const methods = seen as Array<{ id: number; name: string }>;
      expect(methods).toHaveLength(23);
      expect(methods[0]).toMatchObject({ id: 509245, name: "Next Day Agency" });
    },
  },
  {
    sample: "shipping-user_preferences-1.json",
    read: async (r) => {
      const prefs = await getUserShippingPreferences(r.client, 1001);
      return { modes: prefs.modes, fulfilment: hasFulfilment(prefs) };
    },
    check: (seen) => expect(seen).toMatchObject({ modes: ["custom", "not_specified", "me2", "me1"] }),
  },
  {
    sample: "shipping-user_preferences-3.json",
    read: async (r) => {
      const prefs = await getUserShippingPreferences(r.client, 1001);
      return { modes: prefs.modes, fulfilment: hasFulfilment(prefs) };
    },
    check: (seen) => expect(seen).toEqual({ modes: ["custom", "not_specified", "me1"], fulfilment: false }),
  },
  {
    sample: "shipping-category_preferences-1.json",
    read: (r) => getCategoryShippingPreferences(r.client, "MLA418448"),
    check: (seen) =>
      expect(seen).toMatchObject({
        dimensions: { height: 5, width: 18, length: 25, weight: 650 },
        logistics: [
          { mode: "me1", types: ["default"] },
          { mode: "me2", types: ["drop_off", "xd_drop_off", "self_service", "cross_docking", "fulfillment"] },
          { mode: "not_specified" },
          { mode: "custom" },
        ],
        restricted: false,
      }),
  },
];
