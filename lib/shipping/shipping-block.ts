import { z } from "zod";
import type { UpstreamItemShipping } from "../marketplace/shipping-schemas";

/**
 * The part of an item's shipping block a free-shipping change can alter, kept on the audit entry before
 * the change so "Restore previous shipping" can put it back. Stored in our words' JSON (the audit's
 * `before.shipping`); read back leniently, since an old entry may predate a field.
 */
export const previousShippingSchema = z.object({
  mode: z.string(),
  freeShipping: z.boolean(),
  /** The free methods' ids and rule kinds (the marketplace fills the regions of Brazil's rule itself). */
  freeMethods: z.array(z.object({ id: z.number(), freeMode: z.string() })),
  localPickUp: z.boolean().nullable(),
  /** The custom mode's own costs ({description, cost}); kept as the marketplace gave them. */
  costs: z.array(z.object({ description: z.string(), cost: z.number() })),
});
export type PreviousShipping = z.infer<typeof previousShippingSchema>;
const costSchema = previousShippingSchema.shape.costs.element;

export function previousShippingOf(shipping: UpstreamItemShipping | null | undefined): PreviousShipping {
  return {
    mode: shipping?.mode ?? "not_specified",
    freeShipping: shipping?.free_shipping === true,
    freeMethods: (shipping?.free_methods ?? []).map((m) => ({ id: m.id, freeMode: m.rule.free_mode })),
    localPickUp: shipping?.local_pick_up ?? null,
    costs: (shipping?.costs ?? []).flatMap((c) => {
      const cost = costSchema.safeParse(c);
      return cost.success ? [cost.data] : [];
    }),
  };
}

/**
 * The PUT that puts a previous block back, written the way the marketplace takes each case: me2 free
 * shipping through free_methods with the plain rule (value null: on Brazil the exclusions are added by
 * the marketplace, and sending them back is refused), removal with empty lists, other modes with their
 * costs.
 */
export function restoreShippingPut(previous: PreviousShipping): Record<string, unknown> {
  const pickUp = previous.localPickUp === null ? {} : { local_pick_up: previous.localPickUp };
  if (previous.mode === "me2" && previous.freeShipping && previous.freeMethods.length > 0)
    return {
      mode: "me2",
      ...pickUp,
      free_shipping: true,
      free_methods: previous.freeMethods.map((m) => ({ id: m.id, rule: { free_mode: m.freeMode, value: null } })),
    };
  if (previous.mode === "me2" || previous.mode === "me1" || !previous.freeShipping)
    return {
      mode: previous.mode,
      ...pickUp,
      free_shipping: false,
      methods: [],
      free_methods: [],
      ...(previous.mode === "custom" ? { costs: previous.costs } : {}),
    };
  return { mode: previous.mode, ...pickUp, free_shipping: true, methods: [], costs: [] };
}
