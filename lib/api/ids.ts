import "server-only";
import { isMarketplaceId } from "../schemas/ids";
import { ApiError } from "./errors";

/** A path id of a marketplace object as a bigint (the database key); anything else is our 400. */
export function parseMarketplaceId(raw: string, what: "question" | "user"): bigint {
  if (!isMarketplaceId(raw)) throw new ApiError(400, `invalid_${what}_id`, `The ${what} id is not valid.`);
  return BigInt(raw);
}
