import { RATES, better, bandsFor, colourOfRate, isWithin, worse, type Colour, type Rate } from "./bands";

/** No reputation before this many sales in the window (notes §12). */
export const MIN_SALES_FOR_REPUTATION = 10;
/** The claims rate counts only from this many claimed sales (notes §12). */
export const CLAIMS_COUNT_FROM = 3;

/** The window's counts as they count (after exclusions): the sales and each rate's events. */
export interface WindowCounts {
  sales: number;
  claims: number;
  delayedHandling: number;
  cancellations: number;
}

export type Distance =
  /** Under 10 sales: the marketplace gives no colour yet; `salesToReputation` more are needed. */
  | { kind: "no_reputation"; salesToReputation: number }
  | {
      kind: "coloured";
      colour: Colour;
      /** How many more of each event drop the colour one step (null: that rate cannot drop it, e.g. already red). */
      toWorse: { colour: Colour; counts: Record<Rate, number | null> } | null;
      /**
       * Sales with no claim, late dispatch or cancellation needed to climb one colour, and the rates that bind
       * (those still above the better colour's band). Null when already green.
       */
      toBetter: { colour: Colour; sales: number; binding: Rate[] } | null;
      /** Rates whose counts are already past the colour's band: the marketplace's colour and ours disagree. */
      pastBand: Rate[];
    };

/** Whether a rate's events count at all (claims only from the third). */
function counts(rate: Rate, value: number): boolean {
  return rate !== "claims" || value >= CLAIMS_COUNT_FROM;
}

/**
 * How far the next colour is, both ways, in counts a seller can act on. `colour` is the marketplace's own
 * (the real one under a protection); the site's bands only measure the distance. A rate exactly on a band's
 * maximum still keeps that colour, so one more event drops it.
 */
export function distanceToNextColour(siteId: string, colour: Colour | null, w: WindowCounts): Distance {
  if (w.sales < MIN_SALES_FOR_REPUTATION || colour === null) {
    return { kind: "no_reputation", salesToReputation: Math.max(0, MIN_SALES_FOR_REPUTATION - w.sales) };
  }
  const { bands } = bandsFor(siteId);
  const pastBand = colour === "red" ? [] : RATES.filter((r) => counts(r, w[r]) && !isWithin(w[r], w.sales, bands[r][colour]));

  const worseColour = worse(colour);
  const toWorse =
    worseColour && colour !== "red"
      ? {
          colour: worseColour,
          counts: Object.fromEntries(
            RATES.map((r) => [r, pastBand.includes(r) ? null : moreToDrop(r, w[r], w.sales, bands[r][colour])]),
          ) as Record<Rate, number | null>,
        }
      : null;

  const betterColour = better(colour);
  let toBetter: Extract<Distance, { kind: "coloured" }>["toBetter"] = null;
  if (betterColour && betterColour !== "red") {
    const needs = RATES.map((r) => [r, counts(r, w[r]) ? cleanSalesToReach(w[r], w.sales, bands[r][betterColour]) : 0] as const);
    const sales = Math.max(0, ...needs.map(([, n]) => n));
    toBetter = { colour: betterColour, sales, binding: needs.filter(([, n]) => n > 0).map(([r]) => r) };
  }
  return { kind: "coloured", colour, toWorse, toBetter, pastBand };
}

/** The fewest more events that take value/sales past maxBp (claims: and reach the third claim). */
export function moreToDrop(rate: Rate, value: number, sales: number, maxBp: number): number {
  // Largest value still within: floor(maxBp × sales / 10 000); one more passes it.
  const largestWithin = Math.floor((maxBp * sales) / 10_000);
  let more = Math.max(1, largestWithin - value + 1);
  if (rate === "claims") more = Math.max(more, CLAIMS_COUNT_FROM - value);
  return more;
}

/** The fewest new sales without the event that bring value/(sales + n) within maxBp. */
export function cleanSalesToReach(value: number, sales: number, maxBp: number): number {
  if (isWithin(value, sales, maxBp)) return 0;
  if (maxBp === 0) return Number.POSITIVE_INFINITY;
  return Math.ceil((value * 10_000) / maxBp) - sales;
}

/** The colour the bands alone give these counts (for the card's "our reading" when level_id is missing). */
export function colourOfCounts(siteId: string, w: WindowCounts): Colour | null {
  if (w.sales < MIN_SALES_FOR_REPUTATION) return null;
  const { bands } = bandsFor(siteId);
  const order = ["green", "yellow", "orange", "red"] as const;
  let worst = 0;
  for (const r of RATES) if (counts(r, w[r])) worst = Math.max(worst, order.indexOf(colourOfRate(bands[r], w[r], w.sales)));
  return order[worst] ?? null;
}
