import { AppError } from "../errors/app-error";
import { braced, placeholdersIn } from "./variables";

export const UNFILLED_VARIABLES = "unfilled_variables";

/**
 * The servers' last check before a text goes to a buyer: no `{variable}` placeholder may be left in it,
 * whatever the composer did (an old tab, a script). 400 `unfilled_variables`, the names in details.
 */
export function refuseUnfilled(text: string): void {
  const names = placeholdersIn(text);
  if (names.length === 0) return;
  throw new AppError(
    UNFILLED_VARIABLES,
    `The text still contains ${names.map(braced).join(", ")}: replace it with the words the buyer should read.`,
    { variables: names },
  );
}
