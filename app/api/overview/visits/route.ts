// GET /api/overview/visits: visits today against the same weekday last week, in the site's calendar.
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getAccountWindow } from "@/lib/marketplace/metrics";
import { addDays, localDate } from "@/lib/metrics/range";
import { visitsTodaySchema } from "@/lib/schemas/overview";
import { siteInfo } from "@/lib/sites";

export const GET = withSeller("viewer", async (_req, { marketplace, sellerId, siteId }) => {
  const today = localDate(Date.now(), siteInfo(siteId).timeZone);
  const values = await getAccountWindow(marketplace, sellerId, "visits", { last: 8, unit: "day", ending: today });
  const lastWeekDate = addDays(today, -7);
  const at = (d: string) => values.find((v) => v.at === d)?.value ?? null;
  return NextResponse.json(visitsTodaySchema.parse({ today, todayVisits: at(today), lastWeekDate, lastWeekVisits: at(lastWeekDate), readAt: new Date().toISOString() }));
});
