// GET /api/overview/visits: visits so far today against the same hours of the same weekday last week.
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getAccountWindow } from "@/lib/marketplace/metrics";
import { labelHours } from "@/lib/metrics/bucket";
import { localDate, localHour } from "@/lib/site-clock";
import { sameHoursSoFar } from "@/lib/metrics/visits-today";
import { visitsTodaySchema } from "@/lib/schemas/overview";
import { siteInfo } from "@/lib/sites";

export const GET = withSeller("viewer", async (_req, { marketplace, sellerId, siteId }) => {
  const { timeZone } = siteInfo(siteId);
  const now = Date.now();
  const today = localDate(now, timeZone);
  // Eight days of hours ending with today's last hour: last week's same day and today, one call.
  const values = await getAccountWindow(marketplace, sellerId, "visits", { last: 8 * 24, unit: "hour", ending: today });
  const totals = sameHoursSoFar(labelHours(values, timeZone), today, localHour(now, timeZone));
  return NextResponse.json(visitsTodaySchema.parse({ today, ...totals, readAt: new Date(now).toISOString() }));
});
