import type { Item } from "../catalog/types.ts";
import { MarketplaceError } from "../core/errors.ts";
import { hashString } from "../core/rng.ts";
import type { SandboxState } from "../state.ts";
import { categoryAcceptsFreeShipping } from "./categories.ts";
import { FULFILMENT_SITES, ME1_SITES, MLB_EXCLUDED_REGIONS, freeAcceptedMethods } from "./tables.ts";

export interface FreeMethod {
  id: number;
  rule: { free_mode: string; value: string[] | null };
}

/** The item shipping block (spec "Item shipping block"), plus the dimensions and logistic type the API also carries. */
export interface ItemShipping {
  mode: "me1" | "me2" | "not_specified" | "custom";
  local_pick_up: boolean;
  free_shipping: boolean;
  free_methods: FreeMethod[];
  methods: unknown[];
  costs: Array<{ description: string; cost: number }>;
  dimensions: string | null;
  logistic_type: string;
  tags: string[];
}

/** What PUT /items may send inside `shipping`. */
export interface ShippingInput {
  mode?: string;
  local_pick_up?: boolean;
  free_methods?: FreeMethod[];
  free_shipping?: boolean;
  methods?: unknown[];
  costs?: Array<{ description: string; cost: number }>;
  dimensions?: string;
}

export const DIMENSIONS = /^(\d+)x(\d+)x(\d+),(\d+)$/;

/** The rule actually stored for "country": on Brazil it carries the regions it leaves out. */
const countryRule = (item: Item) => ({ free_mode: "country", value: item.site_id === "MLB" ? [...MLB_EXCLUDED_REGIONS] : null });

/**
 * An item's block before any PUT: classifieds ship not_specified; other items use me2 and, where the
 * category accepts it, about two in five already offer free shipping on the standard method (by hash).
 */
export function defaultShipping(item: Item): ItemShipping {
  if (item.buying_mode === "classified") {
    return {
      mode: "not_specified",
      local_pick_up: true,
      free_shipping: false,
      free_methods: [],
      methods: [],
      costs: [],
      dimensions: null,
      logistic_type: "not_specified",
      tags: [],
    };
  }
  const free = categoryAcceptsFreeShipping(item.category_id) && hashString(`free|${item.id}`) % 5 < 2;
  const freeMethods = free ? [{ id: freeAcceptedMethods(item.site_id)[0]!, rule: countryRule(item) }] : [];
  return {
    mode: "me2",
    local_pick_up: false,
    free_shipping: free,
    free_methods: freeMethods,
    methods: structuredClone(freeMethods),
    costs: [],
    dimensions: null,
    logistic_type: "drop_off",
    tags: [],
  };
}

/** The shipping block of an item as GET /items/{id} should show it; null for an unknown item. */
export function itemShipping(state: SandboxState, itemId: string): ItemShipping | null {
  const stored = state.shipping.items.get(itemId);
  if (stored) return stored;
  const item = state.catalog.items.get(itemId);
  return item ? defaultShipping(item) : null;
}

function invalid(code: string, message: string): MarketplaceError {
  return new MarketplaceError(400, "validation_error", "Validation error", [
    { type: "error", code, references: [code.replace(/\.[a-z_]+$/, "")], message },
  ]);
}

/** Applies the free-shipping rules of the spec to a PUT's shipping block; returns the block to store. */
export function nextShipping(item: Item, current: ItemShipping, input: ShippingInput): ItemShipping {
  const mode = (input.mode ?? current.mode) as ItemShipping["mode"];
  if (!["me1", "me2", "not_specified", "custom"].includes(mode) || (mode === "me1" && !ME1_SITES.has(item.site_id))) {
    throw invalid("item.shipping.mode.invalid", `Shipping mode ${mode} is not available on site ${item.site_id}`);
  }
  if (item.buying_mode === "classified" && mode !== "not_specified")
    throw invalid("item.shipping.mode.invalid", "Classified items only ship not_specified");
  if (input.dimensions !== undefined && !DIMENSIONS.test(input.dimensions))
    throw invalid(
      "item.shipping.dimensions.invalid",
      "dimensions must look like <height>x<width>x<length>,<weight in grams> with whole numbers",
    );
  const next: ItemShipping = {
    ...structuredClone(current),
    mode,
    local_pick_up: input.local_pick_up ?? current.local_pick_up,
    dimensions: input.dimensions ?? current.dimensions,
  };
  next.logistic_type = mode === "me2" ? (current.mode === "me2" ? current.logistic_type : "drop_off") : mode === "me1" ? "default" : mode;
  const empty = (list: unknown[] | undefined) => !list || list.length === 0;

  if (input.free_shipping === false) {
    // Removal: free_shipping false with empty methods and free_methods.
    if (!empty(input.free_methods) || !empty(input.methods))
      throw invalid(
        "item.shipping.free_shipping.invalid",
        "To remove free shipping send free_shipping false with empty methods and free_methods",
      );
    return { ...next, free_shipping: false, free_methods: [], methods: [], costs: mode === "custom" ? (input.costs ?? current.costs) : [] };
  }
  if (!empty(input.free_methods)) return me2Free(item, next, input.free_methods!);
  if (input.free_shipping === true) {
    if (mode === "me2") throw invalid("item.shipping.free_methods.required", "Free shipping with me2 is declared through free_methods");
    if (mode !== "not_specified") throw invalid("item.shipping.mode.invalid", "Custom free shipping is declared with mode not_specified");
    return customFree(item, next, input);
  }
  if (mode === "custom" || mode === "not_specified") {
    const costs = input.costs ?? (current.mode === mode ? current.costs : []);
    if (costs.some((c) => typeof c.cost !== "number" || c.cost < 0 || !c.description))
      throw invalid("item.shipping.costs.invalid", "Each cost needs a description and a cost of 0 or more");
    const keepFree = current.mode === mode && current.free_shipping;
    return { ...next, costs, free_shipping: keepFree, free_methods: [], methods: input.methods ?? [] };
  }
  // me1/me2 without free-shipping fields: keep what the item had if the mode did not change.
  if (current.mode !== mode) return { ...next, free_shipping: false, free_methods: [], methods: input.methods ?? [], costs: [] };
  return { ...next, methods: current.free_shipping ? next.free_methods : (input.methods ?? next.methods) };
}

/** me2 free shipping: accepted methods only, free_mode country, and methods replaced by free_methods. */
function me2Free(item: Item, next: ItemShipping, freeMethods: FreeMethod[]): ItemShipping {
  if (next.mode !== "me2") throw invalid("item.shipping.free_methods.invalid", "free_methods are only used with mode me2");
  if (!categoryAcceptsFreeShipping(item.category_id)) {
    throw invalid("item.shipping.free_shipping.not_allowed", `Category ${item.category_id} does not accept free shipping with me2`);
  }
  const accepted = freeAcceptedMethods(item.site_id);
  const stored = freeMethods.map((m) => {
    if (!accepted.includes(m.id))
      throw invalid(
        "item.shipping.free_methods.invalid",
        `Shipping method ${m.id} is not accepted for free shipping. Accepted: [${accepted.join(", ")}]`,
      );
    if (m.rule?.free_mode !== "country" || (m.rule.value !== null && m.rule.value !== undefined)) {
      throw invalid("item.shipping.free_methods.rule.invalid", "The free shipping rule must be {free_mode: country, value: null}");
    }
    return { id: m.id, rule: countryRule(item) };
  });
  return { ...next, free_shipping: true, free_methods: stored, methods: structuredClone(stored), costs: [] };
}

/** Custom free shipping: only where fulfilment runs and only in categories that do not accept me2 free shipping. */
function customFree(item: Item, next: ItemShipping, input: ShippingInput): ItemShipping {
  const empty = (list: unknown[] | undefined) => !list || list.length === 0;
  if (!empty(input.methods) || !empty(input.costs))
    throw invalid("item.shipping.costs.invalid", "Custom free shipping is sent with empty methods and costs");
  if (!FULFILMENT_SITES.has(item.site_id)) {
    throw invalid(
      "item.shipping.free_shipping.not_allowed",
      `Custom free shipping is not available on site ${item.site_id}: the fulfilment service is not active there`,
    );
  }
  if (categoryAcceptsFreeShipping(item.category_id)) {
    throw invalid(
      "item.shipping.free_shipping.not_allowed",
      `Category ${item.category_id} accepts free shipping: declare it with mode me2 and free_methods`,
    );
  }
  return { ...next, mode: "not_specified", free_shipping: true, free_methods: [], methods: [], costs: [] };
}
