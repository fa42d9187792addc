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
}
