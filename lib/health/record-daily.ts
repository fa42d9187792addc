import "server-only";
import type { Db } from "../db/client";
import { siteDay } from "../format";
import type { SellerClient } from "../marketplace/client";
import { getSellerReputation } from "../marketplace/reputation";
import { recordReputationDay } from "./record-day";

export interface DailyReputationDeps {
  db: Db;
  clientFor: (sellerId: number) => Promise<SellerClient>;
}

/**
 * The background sweep's reading of an account's reputation, once per site day: the 90-day trend then has a
 * row for every day and the all-accounts strip a colour for every account, whether or not anyone opened the
 * account's health card that day. True when it read the marketplace.
 */
export async function recordReputationIfDue(
  { db, clientFor }: DailyReputationDeps,
  account: { workspaceId: string; sellerId: number; siteId: string },
  now = new Date(),
): Promise<boolean> {
  const day = siteDay(now, account.siteId);
  const kept = await db.reputationDay.findUnique({
    where: { workspaceId_day: { workspaceId: account.workspaceId, day } },
    select: { day: true },
  });
  if (kept) return false;
  const reputation = await getSellerReputation(await clientFor(account.sellerId), account.sellerId);
  await recordReputationDay(db, account.workspaceId, reputation, now);
  return true;
}
