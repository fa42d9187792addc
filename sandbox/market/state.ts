import type { User } from "../accounts/types.ts";

/**
 * The public marketplace around the seeded sellers: other sellers and their listings, so searches,
 * filters and top values look like a real site. The sellers are kept out of `state.users` on purpose:
 * the consent page, /__sandbox/users and other domains' seeds and tests list the seeded users only.
 * Their listings live in `state.catalog.items` like any other.
 */
export interface MarketState {
  sellers: Map<number, User>;
  /** Listing ids per site, in generation order (a site appears once its listings joined the catalog). */
  itemsBySite: Map<string, string[]>;
  /** Sites whose listings have not joined the catalog yet, and what adds them (see ensureMarket). */
  pending: Map<string, () => void>;
}

export function createMarketState(): MarketState {
  return { sellers: new Map(), itemsBySite: new Map(), pending: new Map() };
}

/** A seeded user or a public seller: what search results and GET /users/{id} need to describe a seller. */
export function findSeller(state: { users: Map<number, User>; market?: MarketState }, id: number): User | undefined {
  return state.users.get(id) ?? state.market?.sellers.get(id);
}
