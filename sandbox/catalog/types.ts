import type { SiteId } from "../accounts/types.ts";

/** What kind of product an item is: drives which questions buyers ask about it. */
export type ItemTopic = "apparel" | "footwear" | "electronics" | "phones" | "home" | "appliances" | "auto_parts" | "tools" | "sports" | "toys" | "beauty" | "real_estate" | "vehicles";

/** A listing. Other domains rely on these fields; the catalog may add more. */
export interface Item {
  id: string;
  site_id: SiteId;
  seller_id: number;
  title: string;
  category_id: string;
  topic: ItemTopic;
  price: number;
  currency_id: string;
  available_quantity: number;
  sold_quantity: number;
  status: "active" | "paused" | "closed" | "under_review";
  condition: "new" | "used";
  listing_type_id: string;
  buying_mode: "buy_it_now" | "classified";
  permalink: string;
  thumbnail: string;
  date_created: string;
  /** Official store the item is listed under (brand-type sellers); set by the brands seed. */
  official_store_id?: number | null;
  /** Where a classified item (real estate, vehicles) is; set by the locations seed. */
  location?: ItemLocation;
}

export interface ItemLocation {
  country: { id: string; name: string };
  state: { id: string; name: string };
  city: { id: string; name: string };
  neighborhood: { id: string; name: string } | null;
  latitude: number;
  longitude: number;
  address_line: string;
}
