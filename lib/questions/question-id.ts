import { parseMarketplaceId } from "../api/ids";

/** A path id as the bigint the Question table keys on; anything else is our 400, not a 500. */
export function parseQuestionId(raw: string): bigint {
  return parseMarketplaceId(raw, "question");
}
