import type { ChangePlan, ShippingRow } from "../schemas/shipping";

/** The regions Brazil's "country" rule leaves out automatically (North, Northeast, risk areas). */
export const MLB_EXCLUDED_REGIONS = ["BR-NO", "BR-NE", "BR-RISK"];

export interface PlanContext {
  siteId: string;
  /** The site's fulfilment service is active for the seller (custom free shipping is possible). */
  fulfilment: boolean;
  /** The category's accepted free methods from the modes record; the first is the standard one. */
  acceptedMethods: number[];
}

export interface PlannedChange {
  plan: ChangePlan;
  /** The shipping block to PUT; absent when nothing is sent. */
  shipping?: Record<string, unknown>;
}

/**
 * Decides, before anything is sent, what turning free shipping on or off means for one item, by the
 * spec's rules: me2 → the `country` free method; a category that refuses free shipping → custom free
 * shipping where fulfilment runs, else refused; off → free_shipping false with empty lists.
 */
export function planChange(row: ShippingRow, action: "on" | "off", ctx: PlanContext): PlannedChange {
  const itemId = row.id;
  const costPerSale = row.cost?.sellerCost ?? null;
  const currencyId = row.cost?.currencyId ?? row.currencyId;
  if (action === "off") {
    if (!row.freeShipping) return { plan: { kind: "unchanged", itemId } };
    // The marketplace modifies no closed listing, in either direction.
    if (row.status === "closed") return { plan: { kind: "refused", itemId, code: "item_closed" } };
    return {
      plan: { kind: "off", itemId },
      shipping: { ...(row.mode === "not_specified" ? { mode: "not_specified" } : {}), free_shipping: false, methods: [], free_methods: [] },
    };
  }
  if (row.freeShipping) return { plan: { kind: "unchanged", itemId } };
  if (row.classified) return { plan: { kind: "refused", itemId, code: "classified_item" } };
  if (row.status === "closed") return { plan: { kind: "refused", itemId, code: "item_closed" } };
  if (row.categoryAcceptsFree === false) {
    if (!ctx.fulfilment) return { plan: { kind: "refused", itemId, code: "category_not_accepting" } };
    // Custom free shipping leaves Mercado Envíos: its free-shipping cost record no longer applies (the
    // seller arranges and pays the delivery), so no Mercado Envíos cost is announced or counted for it.
    return {
      plan: { kind: "custom", itemId, costPerSale: null, currencyId },
      shipping: { mode: "not_specified", free_shipping: true, methods: [], costs: [] },
    };
  }
  if (row.mode !== "me2") return { plan: { kind: "refused", itemId, code: "mode_not_me2" } };
  const method = ctx.acceptedMethods[0];
  if (method === undefined) return { plan: { kind: "refused", itemId, code: "no_accepted_method" } };
  return {
    plan: { kind: "me2_country", itemId, excludedRegions: ctx.siteId === "MLB" ? MLB_EXCLUDED_REGIONS : [], costPerSale, currencyId },
    shipping: { mode: "me2", free_shipping: true, free_methods: [{ id: method, rule: { free_mode: "country", value: null } }] },
  };
}

/**
 * Whether the plan moves the listing to another shipping mode (today: me2 → not_specified for custom free
 * shipping). Such a change is never made without the seller confirming it for that listing: it takes the
 * listing off Mercado Envíos, and turning free shipping off later does not bring it back.
 */
export function changesMode(row: Pick<ShippingRow, "mode">, planned: PlannedChange): boolean {
  const mode = planned.shipping?.mode;
  return typeof mode === "string" && mode !== row.mode;
}

/**
 * Why turning free shipping on cannot work for this row, by the same plan the server runs (null when it
 * can): the table offers no "Turn on" where the answer would be a refusal. The accepted method is not
 * needed to decide (a placeholder stands in, as in the bulk preview).
 */
export function turnOnRefusal(row: ShippingRow, ctx: { siteId: string; fulfilment: boolean }): string | null {
  // An unread modes record (null) is not a refusal: the server reads it fresh when asked.
  const { plan } = planChange(row, "on", { ...ctx, acceptedMethods: row.categoryAcceptsFree !== false ? [0] : [] });
  return plan.kind === "refused" ? plan.code : null;
}
