import type { SiteId } from "../accounts/types.ts";

export interface BrandPicture {
  id: number;
  name: string;
  secure_url: string | null;
  url: string;
  /** "<width>x<height>" */
  size: string;
}

export interface BrandUser {
  cust_id: number;
  tags: string[];
  site_id: SiteId;
  user_type: string;
}

/** An official store, stored as the single-brand record shows it. */
export interface Brand {
  official_store_id: number;
  tags: string[];
  categories_ids: string[];
  fantasy_name: string;
  name: string;
  site_id: SiteId;
  status: "active" | "inactive";
  date_created: string;
  pictures: BrandPicture[];
  boost: { is_active: boolean; last_update: string };
  relevance_position: number;
  users: BrandUser[];
}

export interface BrandsState {
  /** By official_store_id. */
  stores: Map<number, Brand>;
}

export function createBrandsState(): BrandsState {
  return { stores: new Map() };
}
