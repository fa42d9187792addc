import type { SiteId, User } from "../accounts/types.ts";
import { allowedOfficialStoreIds } from "../brands/index.ts";
import { MarketplaceError } from "../core/errors.ts";
import type { SandboxState } from "../state.ts";

/** The brands module owns which official stores a user may list under (active stores naming the user). */
export { allowedOfficialStoreIds };

/**
 * The official_store_id an item of this seller ends up with (spec Errors, official_store_id rows):
 * - an id the seller may not use: 403, message body.invalid_official_store_id, empty cause;
 * - a brand-type seller with several stores and no id (neither sent nor already on the item): 400
 *   validation_error with cause item.official_store_id.invalid listing the allowed ids.
 * The catalog's item creation can call this too (with current = null).
 */
export function resolveOfficialStore(
  state: SandboxState,
  user: User,
  siteId: SiteId,
  requested: number | null | undefined,
  current: number | null | undefined,
): number | null {
  const allowed = allowedOfficialStoreIds(state, user.id);
  if (typeof requested === "number") {
    if (!allowed.includes(requested)) {
      throw new MarketplaceError(
        403,
        `The seller ${user.id} can not use official_store_id ${requested} in site ${siteId}`,
        "body.invalid_official_store_id",
        [],
      );
    }
    return requested;
  }
  const effective = requested === null ? null : (current ?? null);
  if (effective === null && user.user_type === "brand" && allowed.length > 1) {
    throw new MarketplaceError(400, "validation_error", "Validation error", [
      {
        type: "error",
        code: "item.official_store_id.invalid",
        references: ["item.official_store_id"],
        message: `The official_store_id is required for this seller. Allowed values: [${allowed.join(", ")}]`,
      },
    ]);
  }
  return effective ?? (allowed.length === 1 && user.user_type === "brand" ? allowed[0]! : null);
}
