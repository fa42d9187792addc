/** What the app shows about each marketplace site (client-safe). The time zone's city is written as its people write it. */
export const SITE_INFO = {
  MLA: {
    countryId: "AR",
    currency: "ARS",
    timeZone: "America/Argentina/Buenos_Aires",
    timeZoneCity: "Buenos Aires",
    web: "https://www.mercadolibre.com.ar",
  },
  MLB: {
    countryId: "BR",
    currency: "BRL",
    timeZone: "America/Sao_Paulo",
    timeZoneCity: "São Paulo",
    web: "https://www.mercadolivre.com.br",
  },
  MLM: {
    countryId: "MX",
    currency: "MXN",
    timeZone: "America/Mexico_City",
    timeZoneCity: "Ciudad de México",
    web: "https://www.mercadolibre.com.mx",
  },
  MCO: { countryId: "CO", currency: "COP", timeZone: "America/Bogota", timeZoneCity: "Bogotá", web: "https://www.mercadolibre.com.co" },
  MLC: { countryId: "CL", currency: "CLP", timeZone: "America/Santiago", timeZoneCity: "Santiago", web: "https://www.mercadolibre.cl" },
  MLU: {
    countryId: "UY",
    currency: "UYU",
    timeZone: "America/Montevideo",
    timeZoneCity: "Montevideo",
    web: "https://www.mercadolibre.com.uy",
  },
} as const;

export type SiteId = keyof typeof SITE_INFO;

export function siteInfo(siteId: string) {
  return SITE_INFO[siteId as SiteId] ?? SITE_INFO.MLA;
}

/** "MLA · Argentina · ARS", with the country named in the reader's language. */
export function describeSite(siteId: string, locale: string): string {
  const info = siteInfo(siteId);
  const country = new Intl.DisplayNames([locale], { type: "region" }).of(info.countryId) ?? info.countryId;
  return `${siteId} · ${country} · ${info.currency}`;
}

/** Every site as a select's options, described in the reader's language. */
export function siteOptions(locale: string): Array<{ value: SiteId; label: string }> {
  return (Object.keys(SITE_INFO) as SiteId[]).map((id) => ({ value: id, label: describeSite(id, locale) }));
}

// Money, numbers and dates are formatted in lib/format.ts (one module for the whole app).

/** The marketplace's own name on a site: Mercado Livre in Brazil, Mercado Libre elsewhere (in every UI language). */
export function marketplaceName(siteId: string): string {
  return siteId === "MLB" ? "Mercado Livre" : "Mercado Libre";
}
