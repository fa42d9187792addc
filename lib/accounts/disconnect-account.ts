import "server-only";
import { forgetMembership } from "./membership";
import type { Db } from "../db/client";
import { AppError } from "../errors/app-error";
import { knownSellers } from "../notifications/runtime";

export type DisconnectChoice = { keepData: true } | { keepData: false; confirmNickname: string };

/**
 * Disconnects a seller account (an owner's choice, Settings → Accounts).
 *
 * The marketplace's interface has no endpoint to revoke a grant, so "revoking" is deleting the stored
 * tokens: nothing here can call the marketplace as this seller again (the seller may also remove the
 * application on the marketplace's side). With the connection row gone the workers stop by themselves:
 * the sweep and the first imports only visit connected sellers, the callback's store only keeps
 * notifications of a connected seller (other instances' in-memory lists reload, and their inserts check
 * the database), and unfinished runs are closed here.
 *
 * - keep: the workspace, its members and our copy stay, read-only ("disconnected, reconnect"); signing in
 *   to the marketplace as that seller again (Connect another account) restores it, with its data.
 * - delete: every row of the workspace goes (any table with a workspace_id or a seller_id, found in the
 *   catalog so a new table is not forgotten; notifications by their user_id; the attempt windows keyed by
 *   the workspace), then the workspace (its memberships cascade). The owner must type the
 *   account's nickname. A member whose only account it was is signed out on their next request; the others
 *   fall back to their oldest remaining account (lib/accounts/resolve-account).
 */
export async function disconnectAccount(db: Db, workspaceId: string, choice: DisconnectChoice): Promise<void> {
  const workspace = await db.workspace.findUnique({ where: { id: workspaceId }, select: { nickname: true, sellerId: true } });
  if (!workspace) throw new AppError("not_found", "This account no longer exists.");
  if (!choice.keepData && choice.confirmNickname.trim() !== workspace.nickname)
    throw new AppError("invalid_input", "Type the account's name to delete its data.");
  const members = await db.membership.findMany({ where: { workspaceId }, select: { userId: true } });
  await db.$transaction(async (tx) => {
    await tx.marketplaceConnection.deleteMany({ where: { workspaceId } });
    await tx.run.updateMany({ where: { workspaceId, status: "running" }, data: { status: "finished" } });
    if (choice.keepData) return;
    // A device is its person's: one turned on in this account moves to their oldest other account and keeps
    // hearing those; the devices of people with no other account go with the rest below.
    await tx.$executeRaw`UPDATE push_subscriptions s SET workspace_id = o.workspace_id
      FROM (SELECT DISTINCT ON (user_id) user_id, workspace_id FROM memberships WHERE workspace_id <> ${workspaceId}
            ORDER BY user_id, created_at) o
      WHERE s.workspace_id = ${workspaceId} AND o.user_id = s.user_id`;
    const tables = await tx.$queryRaw<{ table_name: string; column_name: string }[]>`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE column_name IN ('workspace_id', 'seller_id') AND table_schema = current_schema() AND table_name <> 'workspaces'`;
    for (const { table_name, column_name } of tables)
      await tx.$executeRawUnsafe(
        `DELETE FROM "${table_name}" WHERE "${column_name}" = $1`,
        column_name === "seller_id" ? workspace.sellerId : workspaceId,
      );
    // Rows that name the account another way: notifications stored before the seller was known to us
    // (no workspace, only the marketplace's user_id), and the account's attempt windows (its bulk syncs).
    await tx.$executeRaw`DELETE FROM marketplace_notifications WHERE user_id = ${workspace.sellerId}`;
    await tx.$executeRaw`DELETE FROM attempt_windows WHERE key LIKE ${`%:${workspaceId}`}`;
    await tx.workspace.delete({ where: { id: workspaceId } });
  });
  knownSellers().remove(workspace.sellerId);
  // Every instance forgets the cached memberships, so a deleted account is refused on the next request.
  await Promise.all(members.map(({ userId }) => forgetMembership(userId, workspaceId)));
}
