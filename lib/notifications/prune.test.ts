import { describe, expect, it } from "vitest";
import type { Db } from "../db/client";
import { withPgliteDatabase } from "../testing/databases";
import { KEEP_FAILED_MS, KEEP_FINISHED_MS, KEEP_LATEST_PER_SELLER, pruneNotifications } from "./prune";

let db: Db;
withPgliteDatabase((opened) => (db = opened));

const now = new Date("2026-11-20T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const DAY = 24 * 3_600_000;

describe("pruning notifications", () => {
  it("deletes finished rows past their retention, keeps pending ones and each seller's latest for Settings", async () => {
    let n = 0;
    const row = (userId: number, status: "pending" | "processed" | "ignored" | "failed", at: Date) => ({
      dedupeKey: `id:${n++}`,
      topic: "questions",
      resource: `/questions/${n}`,
      userId: BigInt(userId),
      source: "callback",
      status,
      receivedAt: at,
      processedAt: status === "pending" ? null : at,
    });
    // Seller 1: 30 old processed rows (the latest 20 stay for the diagnostics page) and an old pending one.
    const old = ago(KEEP_FINISHED_MS + DAY);
    await db.marketplaceNotification.createMany({
      data: Array.from({ length: 30 }, (_, i) => row(1, "processed", new Date(old.getTime() - i * 60_000))),
    });
    await db.marketplaceNotification.create({ data: row(1, "pending", ago(30 * DAY)) });
    // Seller 2: a recent one of each finished kind, then 25 old rows of each kind behind them.
    await db.marketplaceNotification.createMany({
      data: [
        ...(["processed", "ignored", "failed"] as const).map((s) => row(2, s, ago(60_000))),
        ...(["processed", "ignored"] as const).flatMap((s) => Array.from({ length: 25 }, () => row(2, s, ago(KEEP_FINISHED_MS + DAY)))),
        ...Array.from({ length: 25 }, () => row(2, "failed", ago(KEEP_FINISHED_MS + DAY))), // old, but within failed's week
        ...Array.from({ length: 25 }, () => row(2, "failed", ago(KEEP_FAILED_MS + DAY))),
      ],
    });

    const before = await latestIds(2);
    const deleted = await pruneNotifications(db, now);
    const left = await db.marketplaceNotification.groupBy({ by: ["userId", "status"], _count: true });
    const count = (userId: number, status: string) => left.find((l) => l.userId === BigInt(userId) && l.status === status)?._count ?? 0;
    expect(count(1, "processed")).toBe(KEEP_LATEST_PER_SELLER);
    expect(count(1, "pending")).toBe(1);
    // Seller 2's latest 20: the three recent ones, then 17 of the old ones.
    expect(count(2, "failed")).toBeGreaterThanOrEqual(25 + 1);
    expect(count(2, "processed") + count(2, "ignored")).toBeLessThanOrEqual(KEEP_LATEST_PER_SELLER);
    // Failed ones a week old are gone (older than every one of the latest 20).
    expect(await db.marketplaceNotification.count({ where: { status: "failed", processedAt: { lt: ago(KEEP_FAILED_MS) } } })).toBe(0);
    // The page's list is unchanged by pruning.
    expect(await latestIds(2)).toEqual(before);
    expect(deleted).toBe(30 + 1 + 3 + 100 - (await db.marketplaceNotification.count()));
    // Nothing more to do a second time.
    expect(await pruneNotifications(db, now)).toBe(0);
  });
});

async function latestIds(userId: number): Promise<string[]> {
  const rows = await db.marketplaceNotification.findMany({
    where: { userId: BigInt(userId) },
    orderBy: [{ receivedAt: "desc" }, { id: "asc" }],
    take: KEEP_LATEST_PER_SELLER,
    select: { id: true },
  });
  return rows.map((r) => r.id);
}
