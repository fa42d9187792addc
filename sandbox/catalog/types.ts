import type { SiteId } from "../accounts/types.ts";

/** What kind of product an item is: drives which questions buyers ask about it. */
export type ItemTopic =
  | "apparel"
  | "footwear"
  | "electronics"
  | "phones"
  | "home"
  | "appliances"
  | "auto_parts"
  | "tools"
  | "sports"
  | "toys"
  | "beauty"
  | "real_estate"
  | "vehicles";

/** A listing. Other domains rely on these fields; the catalog may add more. */
export interface Item extends ItemCatalogFields {
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
  /** The seller's own code for the listing (SKU); set by the listings seed. */
  seller_custom_field?: string | null;
  /** Why a paused listing is paused, as the real API says it (["out_of_stock"] after its stock ran out). */
  sub_status?: string[];
  /** Variations (colour, size): each has its own stock; the item's available_quantity is their sum. */
  variations?: ItemVariation[];
}

/** One variation of a listing, as GET /items/{id} lists them. */
export interface ItemVariation {
  id: number;
  price: number;
  available_quantity: number;
  sold_quantity: number;
  attribute_combinations: Array<{ id: string; name: string; value_id: string | null; value_name: string }>;
  seller_custom_field: string | null;
  picture_ids: string[];
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

/** An attribute value on an item, as the real item record lists them. */
export interface ItemAttributeValue {
  id: string;
  name: string;
  value_id: string | null;
  value_name: string;
  attribute_group_id: string;
  attribute_group_name: string;
}

/** Catalog-only item fields (optional so other domains' fixtures need not set them). */
export interface ItemCatalogFields {
  /** Catalog domain of the item's category, e.g. MLA-SNEAKERS (top_values counts by it). */
  domain_id?: string;
  attributes?: ItemAttributeValue[];
  last_updated?: string;
  start_time?: string;
  stop_time?: string;
  pictures?: Array<{ id: string; url: string; secure_url: string; size: string; max_size: string }>;
  accepts_mercadopago?: boolean;
}

/** GET /categories/{id}/attributes entries (spec: Attribute of a category). */
export interface CategoryAttribute {
  id: string;
  name: string;
  tags: { required?: boolean; catalog_required?: boolean };
  hierarchy: "PARENT_PK" | "CHILD_PK" | "FAMILY" | "ITEM";
  relevance: number;
  value_type: "string" | "number" | "number_unit" | "list" | "boolean";
  value_max_length: number;
  values?: Array<{ id: string; name: string }>;
  allowed_units?: Array<{ id: string; name: string }>;
  default_unit?: string;
  attribute_group_id: string;
  attribute_group_name: string;
}

/** Category settings: every field the spec lists, plus the real API's price currency fields. */
export interface CategorySettings {
  adult_content: boolean;
  buying_allowed: boolean;
  buying_modes: string[];
  buyer_protection_programs: string[];
  catalog_domain: string | null;
  coverage_areas: "not_allowed" | "optional";
  currencies: string[];
  fragile: boolean;
  immediate_payment: string;
  item_conditions: string[];
  items_reviews_allowed: boolean;
  listing_allowed: boolean;
  max_description_length: number;
  max_pictures_per_item: number;
  max_pictures_per_item_var: number;
  max_sub_title_length: number;
  max_title_length: number;
  maximum_price: number | null;
  minimum_price: number | null;
  mirror_category: string | null;
  mirror_master_category: string | null;
  mirror_slave_categories: string[];
  price: "required" | "optional";
  reservation_allowed: string;
  restrictions: string[];
  rounded_address: boolean;
  seller_contact: string;
  shipping_modes: string[];
  shipping_options: string[];
  shipping_profile: string;
  show_contact_information: boolean;
  simple_shipping: string;
  status: "enabled";
  stock: "required" | "optional";
  sub_vertical: string | null;
  subscribable: boolean;
  tags: string[];
  vertical: string | null;
  vip_subdomain: string;
}

/** GET /categories/{id} (spec: Category). */
export interface CategoryRecord {
  id: string;
  name: string;
  picture: string | null;
  permalink: string | null;
  total_items_in_this_category: number;
  path_from_root: Array<{ id: string; name: string }>;
  children_categories: Array<{ id: string; name: string; total_items_in_this_category: number }>;
  attribute_types: "none" | "attributes";
  settings: CategorySettings;
  meta_categ_id: string | null;
  attributable: boolean;
  date_created?: string;
}
