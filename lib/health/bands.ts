/**
 * The published reputation bands: the largest share of the window's sales each rate may reach before the
 * colour drops (notes §12, help pages 16622 and 27672 of global-selling.mercadolibre.com/help). One table,
 * per site, with its source. The marketplace's `level_id` is always the colour shown; these bands only say
 * how far the next colour is, so a site without a published table borrows its neighbour's and says so.
 *
 * Values are in basis points (1 % = 100) so the distance arithmetic stays in integers: a float such as
 * 0.015 × 200 is 2.9999…, which would put a seller exactly on a band on the wrong side of it.
 */

export const RATES = ["claims", "delayedHandling", "cancellations"] as const;
export type Rate = (typeof RATES)[number];

/** The colours the bands separate (4_light_green shares green's band: the bands do not tell the two apart). */
export const COLOURS = ["green", "yellow", "orange", "red"] as const;
export type Colour = (typeof COLOURS)[number];

/** The highest rate (basis points, inclusive) that still keeps each colour. Red has no ceiling. */
export type RateBands = Record<Exclude<Colour, "red">, number>;

export interface SiteBands {
  /** Where the figures come from (shown on the card). */
  source: string;
  /** True when the site has no published table and borrows another site's: the card says "estimate". */
  isEstimate: boolean;
  /** The site whose published table this is. */
  publishedFor: string;
  bands: Record<Rate, RateBands>;
}

const HELP_SOURCE = "global-selling.mercadolibre.com/help 16622, 27672";

const AR_MX: Record<Rate, RateBands> = {
  claims: { green: 150, yellow: 300, orange: 600 },
  delayedHandling: { green: 1000, yellow: 1500, orange: 2200 },
  cancellations: { green: 100, yellow: 250, orange: 300 },
};
const BR: Record<Rate, RateBands> = {
  claims: { green: 200, yellow: 450, orange: 800 },
  delayedHandling: { green: 1000, yellow: 1800, orange: 2200 },
  cancellations: { green: 150, yellow: 350, orange: 400 },
};
const CL_CO: Record<Rate, RateBands> = {
  claims: { green: 350, yellow: 550, orange: 700 },
  delayedHandling: { green: 1200, yellow: 1800, orange: 2600 },
  cancellations: { green: 250, yellow: 700, orange: 900 },
};

const published = (publishedFor: string, bands: Record<Rate, RateBands>): SiteBands => ({
  source: HELP_SOURCE,
  isEstimate: false,
  publishedFor,
  bands,
});

export const SITE_BANDS = {
  MLA: published("MLA", AR_MX),
  MLM: published("MLM", AR_MX),
  MLB: published("MLB", BR),
  MLC: published("MLC", CL_CO),
  MCO: published("MCO", CL_CO),
  // No published Uruguayan table: Argentina's, the nearest market, as an estimate.
  MLU: { source: HELP_SOURCE, isEstimate: true, publishedFor: "MLA", bands: AR_MX },
} satisfies Record<string, SiteBands>;

/** A site's bands; an unknown site gets Argentina's, marked as an estimate. */
export function bandsFor(siteId: string): SiteBands {
  return (SITE_BANDS as Record<string, SiteBands>)[siteId] ?? { ...SITE_BANDS.MLA, isEstimate: true };
}

/** The marketplace's level id as a band colour; null (no reputation yet) or an unknown id as null. */
export function colourOfLevel(levelId: string | null | undefined): Colour | null {
  switch (levelId) {
    case "5_green":
    case "4_light_green":
      return "green";
    case "3_yellow":
      return "yellow";
    case "2_orange":
      return "orange";
    case "1_red":
      return "red";
    default:
      return null;
  }
}

/** The colour one rate alone allows (value counted against sales, inclusive of each band's maximum). */
export function colourOfRate(bands: RateBands, value: number, sales: number): Colour {
  for (const colour of ["green", "yellow", "orange"] as const) if (isWithin(value, sales, bands[colour])) return colour;
  return "red";
}

/** value / sales ≤ maxBp / 10 000, in integers. */
export function isWithin(value: number, sales: number, maxBp: number): boolean {
  return value * 10_000 <= maxBp * sales;
}

export const worse = (c: Colour): Colour | null => COLOURS[COLOURS.indexOf(c) + 1] ?? null;
export const better = (c: Colour): Colour | null => (c === "green" ? null : (COLOURS[COLOURS.indexOf(c) - 1] ?? null));
