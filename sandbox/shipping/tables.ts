import type { SiteId } from "../accounts/types.ts";

/**
 * Fixed facts about shipping on each site: the sandbox's own choices where the spec and notes are
 * silent (see README "Choices where the spec is silent").
 */

export interface ShippingMethod {
  id: number;
  name: string;
  type: "standard" | "express" | "agency";
  company_name: string;
  /** Handling + transit promise, in hours. */
  min_time: number;
  max_time: number;
}

export const SHIPPING_METHODS: Record<SiteId, ShippingMethod[]> = {
  MLA: [
    { id: 73328, name: "Normal a domicilio", type: "standard", company_name: "Correo Argentino", min_time: 48, max_time: 120 },
    { id: 73330, name: "Prioritario a domicilio", type: "express", company_name: "OCA", min_time: 24, max_time: 48 },
    { id: 503045, name: "Retiro en sucursal del correo", type: "agency", company_name: "Correo Argentino", min_time: 72, max_time: 144 },
  ],
  MLB: [
    { id: 100009, name: "Normal", type: "standard", company_name: "Correios", min_time: 48, max_time: 168 },
    { id: 182, name: "Expresso", type: "express", company_name: "Mercado Envios Flex", min_time: 24, max_time: 72 },
    { id: 506245, name: "Retirada na agência", type: "agency", company_name: "Correios", min_time: 72, max_time: 192 },
  ],
  MLM: [
    { id: 501245, name: "Estándar a domicilio", type: "standard", company_name: "Estafeta", min_time: 48, max_time: 144 },
    { id: 501345, name: "Express a domicilio", type: "express", company_name: "DHL", min_time: 24, max_time: 48 },
    { id: 502745, name: "Recogida en sucursal", type: "agency", company_name: "Estafeta", min_time: 72, max_time: 168 },
  ],
  MCO: [
    { id: 507245, name: "Estándar a domicilio", type: "standard", company_name: "Servientrega", min_time: 48, max_time: 144 },
    { id: 507345, name: "Express a domicilio", type: "express", company_name: "Coordinadora", min_time: 24, max_time: 72 },
    { id: 509245, name: "Retiro en agencia", type: "agency", company_name: "Servientrega", min_time: 72, max_time: 168 },
  ],
  MLC: [
    { id: 505345, name: "Normal a domicilio", type: "standard", company_name: "Chilexpress", min_time: 48, max_time: 120 },
    { id: 505445, name: "Express a domicilio", type: "express", company_name: "Starken", min_time: 24, max_time: 48 },
    { id: 506645, name: "Retiro en sucursal", type: "agency", company_name: "Chilexpress", min_time: 72, max_time: 144 },
  ],
  MLU: [
    { id: 508045, name: "Normal a domicilio", type: "standard", company_name: "DAC", min_time: 24, max_time: 96 },
    { id: 508145, name: "Express a domicilio", type: "express", company_name: "UES", min_time: 24, max_time: 48 },
    { id: 508445, name: "Retiro en agencia", type: "agency", company_name: "DAC", min_time: 48, max_time: 120 },
  ],
};

/** Methods a seller may offer for free with me2: home delivery, standard and express. */
export const freeAcceptedMethods = (site: SiteId) => SHIPPING_METHODS[site].filter((m) => m.type !== "agency").map((m) => m.id);

/** Sites where the fulfilment service (Full) runs: all served sites but Uruguay. */
export const FULFILMENT_SITES: ReadonlySet<SiteId> = new Set(["MLA", "MLB", "MLM", "MCO", "MLC"]);
/** Sites that still offer the legacy me1 mode. */
export const ME1_SITES: ReadonlySet<SiteId> = new Set(["MLA", "MLB"]);

/** On Brazil, free shipping "country" leaves out the North, the Northeast and risk areas. */
export const MLB_EXCLUDED_REGIONS = ["BR-NO", "BR-NE", "BR-RISK"];

/** Volumetric weight (g) = height × width × length (cm) / 5000 cm³ per kg × 1000. */
export const VOLUMETRIC_DIVISOR = 5000;

/** Upper bounds (grams) of the weight bands and the base cost of each, in BRL; beyond the last, per extra kg. */
export const WEIGHT_BANDS_G = [300, 500, 1000, 2000, 5000, 9000, 13000, 17000, 23000, 30000];
const BASE_COST_BRL = [19.95, 21.45, 22.45, 23.95, 27.95, 44.45, 62.95, 72.45, 84.95, 104.95];
const EXTRA_PER_KG_BRL = 3.9;

/** Each site's table is the base table times a factor, rounded the way prices show in that currency. */
const CURRENCY: Record<SiteId, { currency_id: string; factor: number; step: number }> = {
  MLB: { currency_id: "BRL", factor: 1, step: 0.01 },
  MLA: { currency_id: "ARS", factor: 430, step: 1 },
  MLM: { currency_id: "MXN", factor: 3.6, step: 0.01 },
  MCO: { currency_id: "COP", factor: 780, step: 100 },
  MLC: { currency_id: "CLP", factor: 170, step: 10 },
  MLU: { currency_id: "UYU", factor: 7.8, step: 1 },
};

export const siteCurrency = (site: SiteId) => CURRENCY[site].currency_id;

export function roundMoney(site: SiteId, amount: number): number {
  const { step } = CURRENCY[site];
  return step >= 1 ? Math.round(amount / step) * step : Math.round(amount * 100) / 100;
}

/** List cost for a billable weight in grams on a site. */
export function bandCost(site: SiteId, grams: number): number {
  const band = WEIGHT_BANDS_G.findIndex((limit) => grams <= limit);
  const brl =
    band >= 0 ? BASE_COST_BRL[band]! : BASE_COST_BRL[BASE_COST_BRL.length - 1]! + Math.ceil((grams - 30000) / 1000) * EXTRA_PER_KG_BRL;
  return roundMoney(site, brl * CURRENCY[site].factor);
}

/** Share of the list cost the platform pays, by the seller's reputation level. */
export const REPUTATION_DISCOUNT: Record<string, number> = { "5_green": 0.5, "4_light_green": 0.4, "3_yellow": 0.2 };

export const LISTING_TYPES = ["gold_pro", "gold_premium", "gold_special", "gold", "silver", "bronze", "free"];
export const CONDITIONS = ["new", "used", "not_specified"];

/** Postal codes: digits only, this many of them. */
export const ZIP_LENGTH: Record<SiteId, number> = { MLA: 4, MLB: 8, MLM: 5, MCO: 6, MLC: 7, MLU: 5 };
