import type { Db } from "../db/client";
import type { Role } from "../auth/roles";
import { AppError } from "../errors/app-error";
import { generateInvitationToken, hashInvitationToken, INVITATION_TTL_MS, isWellFormedToken } from "./invitation-token";

/** Creates an invitation; the returned token is the only copy of the secret (the row keeps its hash). */
export async function createInvitation(db: Db, input: { workspaceId: string; createdById: string; role: Role; now?: Date }) {
  const now = input.now ?? new Date();
  const { token, tokenHash } = generateInvitationToken();
  const invitation = await db.invitation.create({
    data: {
      workspaceId: input.workspaceId,
      createdById: input.createdById,
      role: input.role,
      tokenHash,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
    },
  });
  return { token, invitation };
}

/** Links not yet used nor expired, newest first. */
export function listPendingInvitations(db: Db, workspaceId: string, now = new Date()) {
  return db.invitation.findMany({ where: { workspaceId, acceptedAt: null, expiresAt: { gt: now } }, orderBy: { createdAt: "desc" } });
}

/** Deletes a pending link of this workspace; a used link stays as the record of who joined. */
export async function revokeInvitation(db: Db, workspaceId: string, id: string): Promise<void> {
  const { count } = await db.invitation.deleteMany({ where: { id, workspaceId, acceptedAt: null } });
  if (count === 0) throw new AppError("invitation_not_found", "This invitation does not exist or was already used.");
}

/**
 * The invitation a link points to, if it can still be used; otherwise an AppError saying why (the join
 * page and API explain each case differently).
 */
export async function findUsableInvitation(db: Db, token: string, now = new Date()) {
  const invitation = isWellFormedToken(token)
    ? await db.invitation.findUnique({ where: { tokenHash: hashInvitationToken(token) }, include: { workspace: true } })
    : null;
  if (!invitation) throw new AppError("invalid_link", "This invitation link is not valid. Ask the account owner for a new one.");
  if (invitation.acceptedAt) throw new AppError("used_link", "This invitation link was already used. Ask the account owner for a new one.");
  if (invitation.expiresAt <= now)
    throw new AppError("expired_link", "This invitation link has expired. Ask the account owner for a new one.");
  return invitation;
}
