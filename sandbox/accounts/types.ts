import type { ReputationMetrics } from "./seed-reputation.ts";

export type SiteId = "MLA" | "MLB" | "MLM" | "MCO" | "MLC" | "MLU";

export interface User {
  id: number;
  nickname: string;
  first_name: string;
  last_name: string;
  email: string;
  site_id: SiteId;
  country_id: string;
  /** "normal" for sellers and buyers, "brand" for official-store owners. */
  user_type: "normal" | "brand";
  role: "seller" | "buyer";
  registration_date: string;
  address: { state: string; city: string };
  tags: string[];
  points: number;
  seller_reputation: {
    level_id: string | null;
    /** While a protection shows a better colour: the real one and when the protection ends (notes §12). */
    real_level?: string;
    protection_end_date?: string;
    /** The reputation window (sellers only; seed-reputation.ts). */
    metrics?: ReputationMetrics;
    power_seller_status: "platinum" | "gold" | "silver" | null;
    transactions: {
      period: string;
      total: number;
      completed: number;
      canceled: number;
      ratings: { positive: number; negative: number; neutral: number };
    };
  };
}

/** Facts about each site the sandbox serves (notes §8). */
export const SITES: Record<
  SiteId,
  { name: string; country_id: string; currency_id: string; locale: string; timeZone: string; utcOffset: string; webDomain: string }
> = {
  MLA: {
    name: "Argentina",
    country_id: "AR",
    currency_id: "ARS",
    locale: "es-AR",
    timeZone: "America/Argentina/Buenos_Aires",
    utcOffset: "-03:00",
    webDomain: "mercadolibre.com.ar",
  },
  MLB: {
    name: "Brasil",
    country_id: "BR",
    currency_id: "BRL",
    locale: "pt-BR",
    timeZone: "America/Sao_Paulo",
    utcOffset: "-03:00",
    webDomain: "mercadolivre.com.br",
  },
  MLM: {
    name: "México",
    country_id: "MX",
    currency_id: "MXN",
    locale: "es-MX",
    timeZone: "America/Mexico_City",
    utcOffset: "-06:00",
    webDomain: "mercadolibre.com.mx",
  },
  MCO: {
    name: "Colombia",
    country_id: "CO",
    currency_id: "COP",
    locale: "es-CO",
    timeZone: "America/Bogota",
    utcOffset: "-05:00",
    webDomain: "mercadolibre.com.co",
  },
  MLC: {
    name: "Chile",
    country_id: "CL",
    currency_id: "CLP",
    locale: "es-CL",
    timeZone: "America/Santiago",
    utcOffset: "-03:00",
    webDomain: "mercadolibre.cl",
  },
  MLU: {
    name: "Uruguay",
    country_id: "UY",
    currency_id: "UYU",
    locale: "es-UY",
    timeZone: "America/Montevideo",
    utcOffset: "-03:00",
    webDomain: "mercadolibre.com.uy",
  },
};
