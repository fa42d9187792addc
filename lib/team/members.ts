import type { Db } from "../db/client";
import type { Role } from "../auth/roles";
import { AppError } from "../errors/app-error";

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/**
 * Runs `change` on one member with the workspace's owner rows locked, so two owners demoting or
 * removing each other at the same moment cannot leave the account with no owner.
 */
async function withOwnersLocked<T>(
  db: Db,
  workspaceId: string,
  userId: string,
  change: (tx: Tx, role: Role, owners: number) => Promise<T>,
): Promise<T> {
  return db.$transaction(async (tx) => {
    const owners = await tx.$queryRaw<
      Array<{ id: string }>
    >`SELECT id FROM memberships WHERE workspace_id = ${workspaceId} AND role = 'owner' FOR UPDATE`;
    const member = await tx.membership.findUnique({ where: { userId_workspaceId: { userId, workspaceId } } });
    if (!member) throw new AppError("member_not_found", "This person is not a member of this account.");
    return change(tx, member.role, owners.length);
  });
}

const LAST_OWNER = "The account needs at least one owner: make someone else an owner first.";

export function changeMemberRole(
  db: Db,
  input: { workspaceId: string; userId: string; role: Role },
): Promise<{ userId: string; role: Role }> {
  return withOwnersLocked(db, input.workspaceId, input.userId, async (tx, current, owners) => {
    if (current === "owner" && input.role !== "owner" && owners <= 1) throw new AppError("last_owner", LAST_OWNER);
    await tx.membership.update({
      where: { userId_workspaceId: { userId: input.userId, workspaceId: input.workspaceId } },
      data: { role: input.role },
    });
    return { userId: input.userId, role: input.role };
  });
}

/** Ends a member's access to this workspace (their account stays; they may belong to others). */
export function removeMember(db: Db, input: { workspaceId: string; userId: string }): Promise<void> {
  return withOwnersLocked(db, input.workspaceId, input.userId, async (tx, current, owners) => {
    if (current === "owner" && owners <= 1) throw new AppError("last_owner", LAST_OWNER);
    await tx.membership.delete({ where: { userId_workspaceId: { userId: input.userId, workspaceId: input.workspaceId } } });
    // Their devices stop hearing about this account at once (the device query joins the membership); a
    // person left with no account at all has their devices deleted.
    await tx.$executeRaw`DELETE FROM push_subscriptions s WHERE s.user_id = ${input.userId}
      AND NOT EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = s.user_id)`;
  });
}
