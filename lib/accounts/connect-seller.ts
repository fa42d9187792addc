import "server-only";
import { getDb } from "../db";
import { forgetMembership } from "./membership";
import { readListingWhenOld } from "../jobs/scheduler";
import { tokenStore } from "../marketplace/server";
import { knownSellers } from "../notifications/runtime";
import type { TokenResponse } from "../marketplace/oauth";
import type { MarketplaceUser } from "../marketplace/users";
import { logger } from "../log";

/**
 * After the marketplace's consent: the signed-in marketplace user owns the workspace of their seller
 * account (only an account administrator can grant access upstream). Stores the tokens encrypted.
 */
export async function connectSeller(
  profile: MarketplaceUser,
  tokens: TokenResponse,
  /**
   * "Connect another account": the signed-in person who becomes an owner of this seller's workspace (no
   * second person is created; existing members keep their roles: the OAuth proved administrator access).
   */
  attachTo?: string,
): Promise<{ userId: string; workspaceId: string }> {
  const db = await getDb();
  const sellerId = BigInt(profile.id);
  const workspace = await db.workspace.upsert({
    where: { sellerId },
    create: { sellerId, nickname: profile.nickname, siteId: profile.site_id },
    update: { nickname: profile.nickname, siteId: profile.site_id },
  });
  const user = attachTo
    ? { id: attachTo }
    : await db.user.upsert({
        where: { marketplaceUserId: sellerId },
        create: { marketplaceUserId: sellerId, name: profile.nickname },
        update: { name: profile.nickname },
      });
  await db.membership.upsert({
    where: { userId_workspaceId: { userId: user.id, workspaceId: workspace.id } },
    create: { userId: user.id, workspaceId: workspace.id, role: "owner" },
    update: { role: "owner" },
  });
  await forgetMembership(user.id, workspace.id);
  await (await tokenStore()).saveTokens(workspace.id, tokens);
  // The callback accepts this seller's notifications at once (other instances reload within seconds).
  knownSellers().add(sellerId);
  // The seller's list of items, read in the background so the first pages that list items need not wait.
  void readListingWhenOld({ workspaceId: workspace.id, sellerId: profile.id, siteId: profile.site_id }).catch((error: Error) =>
    logger("listing").error({ err: error }, "reading the seller's items after connecting failed"),
  );
  return { userId: user.id, workspaceId: workspace.id };
}
