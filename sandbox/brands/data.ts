import type { ItemTopic } from "../catalog/types.ts";

/** The official stores of ELECTROHOGAR_OFICIAL (MLM). Fictional brands with the shape of real ones. */
export interface StoreDef {
  official_store_id: number;
  name: string;
  fantasy_name: string;
  tags: string[];
  /** Items go to the first store whose keywords match the title, else by topic. */
  keywords: RegExp;
  topics: ItemTopic[];
  /** Top-level category names (accent-folded) to use when the store has no items yet. */
  rootCategory: RegExp;
}

export const BRAND_OWNER_ID = 241_370_003;

export const STORES: StoreDef[] = [
  {
    official_store_id: 3401,
    name: "Frialia Electrodomésticos",
    fantasy_name: "Frialia",
    tags: ["official_store", "brand"],
    keywords: /refrigerador|congelador|lavadora|secadora|lavasecadora|aire acondicionado|minisplit|enfriador/i,
    topics: ["appliances"],
    rootCategory: /electrodomesticos/i,
  },
  {
    official_store_id: 3402,
    name: "Hornexa Cocinas",
    fantasy_name: "Hornexa",
    tags: ["official_store", "brand"],
    keywords: /estufa|horno|microondas|parrilla|campana|licuadora|cafetera|freidora|batidora|cocina/i,
    topics: ["home"],
    rootCategory: /hogar|electrodomesticos/i,
  },
  {
    official_store_id: 3403,
    name: "Voltrix Electrónica",
    fantasy_name: "Voltrix",
    tags: ["official_store", "brand"],
    keywords: /pantalla|televisor|smart tv|bocina|barra de sonido|audifonos|proyector|consola|laptop|monitor/i,
    topics: ["electronics"],
    rootCategory: /electronica|computacion/i,
  },
  {
    official_store_id: 3404,
    name: "Celvia Móviles",
    fantasy_name: "Celvia",
    tags: ["official_store", "brand"],
    keywords: /celular|smartphone|telefono|tablet|smartwatch|reloj inteligente|cargador/i,
    topics: ["phones"],
    rootCategory: /celulares|telefonos/i,
  },
];

/** Picture slots every store has, with their pixel sizes. */
export const PICTURE_SLOTS: Array<[name: string, size: string]> = [
  ["big_logo", "400x400"],
  ["facebook_logo", "180x180"],
  ["instagram_logo", "110x110"],
  ["home_app", "360x120"],
  ["logo", "90x90"],
  ["logo_landing", "300x300"],
  ["background", "1920x430"],
  ["small_logo", "48x48"],
];
