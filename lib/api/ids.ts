import "server-only";
import { isMarketplaceId } from "../schemas/ids";
import { AppError } from "../errors/app-error";

/** A path id of a marketplace object as a bigint (the database key); anything else is our 400. */
export function parseMarketplaceId(raw: string, what: "question" | "user"): bigint {
  if (!isMarketplaceId(raw)) throw new AppError(`invalid_${what}_id` as const, `The ${what} id is not valid.`);
  return BigInt(raw);
}
