import { ApiError } from "../api/errors";
import { questionIdSchema } from "../schemas/inbox";

/** A path id as the bigint the Question table keys on; anything else is our 400, not a 500. */
export function parseQuestionId(raw: string): bigint {
  if (!questionIdSchema.safeParse(raw).success) throw new ApiError(400, "invalid_question_id", "The question id is not valid.");
  return BigInt(raw);
}
