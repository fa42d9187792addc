/**
 * The one way a buyer (or a question's asker) is named on screen and in notifications: their nickname,
 * else a label with their id ("Buyer 123456"), else a plain "Buyer". The documented orders search gives
 * the buyer as `{id}` alone, so a sale stored from it has no nickname; a blank name is never shown.
 * Browser-safe: the words come from the caller's catalog (the page's next-intl, a push's device locale).
 */
export interface BuyerRef {
  id?: string | number | bigint | null;
  nickname?: string | null;
}

export interface BuyerWords {
  /** "Buyer {id}" in the reader's language. */
  withId: (id: string) => string;
  /** "Buyer", when not even the id is known. */
  unknown: string;
}

export function buyerLabel(buyer: BuyerRef, words: BuyerWords): string {
  const nickname = buyer.nickname?.trim();
  if (nickname) return nickname;
  const id = buyer.id === null || buyer.id === undefined ? "" : String(buyer.id).trim();
  return /^[1-9]\d*$/.test(id) ? words.withId(id) : words.unknown;
}
