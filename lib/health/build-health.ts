import type { ReputationRate, SellerReputation } from "../marketplace/reputation";
import type { Health } from "../schemas/health";
import { bandsFor, colourOfLevel, colourOfRate, RATES, type Rate } from "./bands";
import type { DispatchCounts } from "./dispatch-risk";
import { CLAIMS_COUNT_FROM, distanceToNextColour, MIN_SALES_FOR_REPUTATION, type WindowCounts } from "./distance";

/**
 * The health card's figures from the marketplace's reputation and our dispatch counts. The colour shown is
 * always the marketplace's `level_id`; under a protection the distance is measured from the real level, since
 * that is the one the rates move. Rates come with the site's bands (as shares) and say whether they count yet.
 */
export function buildHealth(rep: SellerReputation, dispatch: DispatchCounts, readAt: Date): Health {
  const site = bandsFor(rep.siteId);
  const sales = rep.sales;
  const rateOf = (r: Rate): ReputationRate | null => rep[r];
  const rates = RATES.flatMap((r) => {
    const m = rateOf(r);
    if (!m) return [];
    const bands = site.bands[r];
    const counts = r !== "claims" || m.value >= CLAIMS_COUNT_FROM;
    return [
      {
        rate: r,
        value: m.value,
        ratio: m.rate ?? (sales ? m.value / sales : null),
        excluded: m.realValue !== null ? Math.max(0, m.realValue - m.value) : null,
        bands: { green: bands.green / 10_000, yellow: bands.yellow / 10_000, orange: bands.orange / 10_000 },
        counts,
        colour: sales && sales >= MIN_SALES_FOR_REPUTATION ? (counts ? colourOfRate(bands, m.value, sales) : "green") : null,
      },
    ];
  });
  const window: WindowCounts | null =
    sales !== null && rep.claims && rep.delayedHandling && rep.cancellations
      ? { sales, claims: rep.claims.value, delayedHandling: rep.delayedHandling.value, cancellations: rep.cancellations.value }
      : null;
  const measuredFrom = colourOfLevel(rep.realLevelId ?? rep.levelId);
  return {
    siteId: rep.siteId,
    levelId: rep.levelId,
    realLevelId: rep.realLevelId,
    protectionEndsAt: rep.protectionEndsAt,
    powerSellerStatus: rep.powerSellerStatus,
    windowDays: rep.windowDays,
    sales,
    rates,
    distance: window ? distanceToNextColour(rep.siteId, measuredFrom, window) : null,
    bands: { source: site.source, isEstimate: site.isEstimate, publishedFor: site.publishedFor },
    rules: { minSales: MIN_SALES_FOR_REPUTATION, claimsCountFrom: CLAIMS_COUNT_FROM },
    dispatch,
    readAt: readAt.toISOString(),
  };
}
