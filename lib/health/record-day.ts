import "server-only";
import type { Db } from "../db/client";
import type { SellerReputation } from "../marketplace/reputation";
import { siteDay } from "../format";
import type { HealthTrend } from "../schemas/health";
import { bandsFor, RATES } from "./bands";
import { siteDayBefore } from "./site-day";

export const TREND_DAYS = 90;

/**
 * Keeps today's reading (the site's day) in our daily copy: the marketplace answers only the present, so the
 * trend is what we saw. Every read of the card writes it; the day's last read wins.
 */
export async function recordReputationDay(db: Db, workspaceId: string, rep: SellerReputation, now = new Date()): Promise<void> {
  const day = siteDay(now, rep.siteId);
  const values = {
    levelId: rep.levelId,
    realLevelId: rep.realLevelId,
    windowDays: rep.windowDays,
    sales: rep.sales,
    claimsRate: ratioOf(rep.claims, rep.sales),
    delayedHandlingRate: ratioOf(rep.delayedHandling, rep.sales),
    cancellationsRate: ratioOf(rep.cancellations, rep.sales),
    readAt: now,
  };
  await db.reputationDay.upsert({
    where: { workspaceId_day: { workspaceId, day } },
    create: { workspaceId, day, ...values },
    update: values,
  });
}

const ratioOf = (m: SellerReputation["claims"], sales: number | null) => (m ? (m.rate ?? (sales ? m.value / sales : null)) : null);

/** The last 90 site days we kept, oldest first, with the site's bands as shares. */
export async function readReputationTrend(db: Db, workspaceId: string, siteId: string, now = new Date()): Promise<HealthTrend> {
  const rows = await db.reputationDay.findMany({
    where: { workspaceId, day: { gt: siteDayBefore(now, siteId, TREND_DAYS) } },
    orderBy: { day: "asc" },
  });
  const { bands } = bandsFor(siteId);
  return {
    siteId,
    days: TREND_DAYS,
    points: rows.map((r) => ({
      day: r.day,
      levelId: r.levelId,
      claims: r.claimsRate,
      delayedHandling: r.delayedHandlingRate,
      cancellations: r.cancellationsRate,
    })),
    bands: Object.fromEntries(
      RATES.map((r) => [r, { green: bands[r].green / 10_000, yellow: bands[r].yellow / 10_000, orange: bands[r].orange / 10_000 }]),
    ) as HealthTrend["bands"],
  };
}

/** The colour we last saw for each account (the all-accounts strip reads our copy, never the marketplace). */
export async function readLastLevels(db: Db, workspaceIds: string[]): Promise<Map<string, string | null>> {
  const rows = await db.$queryRaw<Array<{ workspaceId: string; levelId: string | null }>>`
    SELECT DISTINCT ON (workspace_id) workspace_id AS "workspaceId", level_id AS "levelId"
    FROM reputation_days WHERE workspace_id = ANY(${workspaceIds}) ORDER BY workspace_id, day DESC`;
  return new Map(rows.map((r) => [r.workspaceId, r.levelId]));
}
