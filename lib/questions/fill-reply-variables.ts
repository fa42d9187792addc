import type { REPLY_VARIABLES } from "../schemas/questions";

export type ReplyValues = Record<(typeof REPLY_VARIABLES)[number], string>;

/**
 * Fills {buyer} {item_title} {price} {stock} {seller} in a saved reply. Pure (no server imports) so
 * the composer can preview it; unknown {words} stay as written so a typo is visible, not silently lost.
 */
export function fillReplyVariables(body: string, values: Partial<ReplyValues>): string {
  return body.replace(/\{(\w+)\}/g, (whole, name: string) => (values as Record<string, string | undefined>)[name] ?? whole);
}
