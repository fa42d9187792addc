import type { SellerClient } from "../marketplace/client";
import { MarketplaceError } from "../marketplace/errors";
import { getResponseTime } from "../marketplace/questions";
import type { ResponseTime } from "../schemas/questions";

/** The response-time card; the marketplace answers 404 when the seller had no counted question lately. */
export async function getResponseTimeCard(marketplace: SellerClient, sellerId: number): Promise<ResponseTime> {
  try {
    const r = await getResponseTime(marketplace, sellerId);
    const band = (b: (typeof r)["weekend"]) => ({
      responseTimeMinutes: b?.response_time ?? null,
      salesPercentIncrease: b?.sales_percent_increase ?? null,
    });
    return {
      available: true,
      totalMinutes: r.total?.response_time ?? null,
      weekend: band(r.weekend),
      weekdaysWorkingHours: band(r.weekdays_working_hours),
      weekdaysExtraHours: band(r.weekdays_extra_hours),
    };
  } catch (error) {
    if (error instanceof MarketplaceError && error.status === 404) return { available: false };
    throw error;
  }
}
