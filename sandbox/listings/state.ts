/** A listing's price automation (notes §12): while it is ACTIVE the marketplace sets the price itself. */
export interface PriceAutomation {
  item_id: string;
  /** ACTIVE while the marketplace sets the price; a manual price write turns it INACTIVE. */
  status: "ACTIVE" | "INACTIVE";
  rule_id: "INT_EXT" | "INT";
  min_price: number;
  max_price: number;
  last_updated: string;
}

/** The listings slice: what item edits need beyond the catalog's items (their automation). */
export interface ListingsState {
  automation: Map<string, PriceAutomation>;
}

export function createListingsState(): ListingsState {
  return { automation: new Map() };
}
