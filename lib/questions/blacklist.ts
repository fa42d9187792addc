import { AppError } from "../errors/app-error";
import type { Db } from "../db/client";
import type { SellerClient } from "../marketplace/client";
import { MarketplaceError } from "../marketplace/errors";
import { blockAsker, listBlockedAskers, unblockAsker } from "../marketplace/questions";
import type { z } from "zod";
import type { blockedUserSchema } from "../schemas/questions";
import { refreshUserSnapshots } from "./refresh-snapshots";

type BlockedUser = z.infer<typeof blockedUserSchema>;

/** The marketplace keeps the list (the seller controls it there too); we add nicknames. */
export async function listBlockedUsers(db: Db, marketplace: SellerClient, sellerId: number): Promise<BlockedUser[]> {
  const entries = await listBlockedAskers(marketplace, sellerId);
  const ids = entries.map((e) => BigInt(e.id));
  await refreshUserSnapshots(db, marketplace, ids);
  const names = new Map((await db.marketplaceUserSnapshot.findMany({ where: { id: { in: ids } } })).map((u) => [u.id, u.nickname]));
  return entries.map((e) => ({ userId: String(e.id), nickname: names.get(BigInt(e.id)) ?? null }));
}

export async function blockUser(marketplace: SellerClient, sellerId: number, userId: number): Promise<void> {
  if (userId === sellerId) throw new AppError("cannot_block_self", "You cannot block your own account.");
  try {
    await blockAsker(marketplace, sellerId, userId);
  } catch (error) {
    if (error instanceof MarketplaceError && error.status === 404) throw new AppError("not_found", "That user does not exist.");
    throw error;
  }
}

/**
 * A nickname to the buyer's id: among the people who asked this workspace's questions (their nicknames
 * come from the marketplace's user records), whatever the case. The marketplace has no public
 * nickname search, and a seller blocks buyers they have seen ask.
 */
export async function resolveAskerNickname(db: Db, workspaceId: string, nickname: string): Promise<number> {
  const rows = await db.$queryRaw<Array<{ id: bigint }>>`
    SELECT m.id FROM marketplace_user_snapshots m
    WHERE lower(m.nickname) = lower(${nickname.trim()})
      AND EXISTS (SELECT 1 FROM questions q WHERE q.workspace_id = ${workspaceId} AND q.asker_id = m.id)
    LIMIT 1`;
  const found = rows[0];
  if (!found)
    throw new AppError("unknown_nickname", `No buyer called ${nickname.trim()} has asked you a question.`, { nickname: nickname.trim() });
  return Number(found.id);
}

/** Unblocking someone not blocked is already done. */
export async function unblockUser(marketplace: SellerClient, sellerId: number, userId: number): Promise<void> {
  try {
    await unblockAsker(marketplace, sellerId, userId);
  } catch (error) {
    if (!(error instanceof MarketplaceError && error.status === 404)) throw error;
  }
}
