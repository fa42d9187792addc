import "server-only";
import { getDb } from "../db";
import { tokenStore } from "../marketplace/server";
import type { TokenResponse } from "../marketplace/oauth";
import type { MarketplaceUser } from "../marketplace/users";

/**
 * After the marketplace's consent: the signed-in marketplace user owns the workspace of their seller
 * account (only an account administrator can grant access upstream). Stores the tokens encrypted.
 */
export async function connectSeller(profile: MarketplaceUser, tokens: TokenResponse): Promise<{ userId: string; workspaceId: string }> {
  const db = await getDb();
  const sellerId = BigInt(profile.id);
  const workspace = await db.workspace.upsert({
    where: { sellerId },
    create: { sellerId, nickname: profile.nickname, siteId: profile.site_id },
    update: { nickname: profile.nickname, siteId: profile.site_id },
  });
  const user = await db.user.upsert({
    where: { marketplaceUserId: sellerId },
    create: { marketplaceUserId: sellerId, name: profile.nickname },
    update: { name: profile.nickname },
  });
  await db.membership.upsert({
    where: { userId_workspaceId: { userId: user.id, workspaceId: workspace.id } },
    create: { userId: user.id, workspaceId: workspace.id, role: "owner" },
    update: { role: "owner" },
  });
  await (await tokenStore()).saveTokens(workspace.id, tokens);
  return { userId: user.id, workspaceId: workspace.id };
}
