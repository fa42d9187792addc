import type { SiteId } from "../../accounts/types.ts";
import type { ItemTopic } from "../types.ts";

/** One top-level category and the text of its subtree (see families-tech-home.ts for the format). */
export interface FamilyDef {
  key: string;
  /** Numeric part of the top-level id; real ids differ on some sites (MLB5672 vs MLA5725). */
  id: number | ({ def: number } & Partial<Record<SiteId, number>>);
  /** "es|pt" */
  name: string;
  /** Site-specific top-level names where the real site words it differently. */
  names?: Partial<Record<SiteId, string>>;
  topic: ItemTopic;
  /** Key into BRAND_GROUPS: the brands (and their models) items of this family are made of. */
  brands: string;
  /** Typical price range in US dollars; converted to the site currency. */
  usd: [number, number];
  /** Real estate and vehicles: classified listings (contact the seller, no cart). */
  classified?: boolean;
  tree: string;
}
