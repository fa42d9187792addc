import type { Db } from "../db/client";
import type { Role } from "../auth/roles";
import { AppError } from "../errors/app-error";
import { findUsableInvitation } from "./invitations";
import { hashPassword, verifyPassword } from "./password";
import type { JoinInput } from "./schemas";

const USED_MESSAGE = "This invitation link was already used. Ask the account owner for a new one.";
const ACCOUNT_EXISTS_MESSAGE = "This e-mail already has a Mostrador account: enter that account's password.";

export interface JoinResult {
  userId: string;
  workspaceId: string;
  role: Role;
  isNewAccount: boolean;
}

/**
 * Accepts an invitation: creates the teammate's account (or, when the e-mail already has one, proves
 * it with that account's password) and the membership with the invited role. The invitation is claimed
 * with a conditional update inside the transaction, so two people racing on one link cannot both join.
 * `input` is already parsed by joinInputSchema (e-mail normalized).
 */
export async function joinWorkspace(db: Db, input: JoinInput, now = new Date()): Promise<JoinResult> {
  const invitation = await findUsableInvitation(db, input.token, now);
  const existing = await db.user.findUnique({ where: { email: input.email } });
  if (existing) {
    // Marketplace owners have no password: they cannot be claimed through an e-mail form either.
    const isPasswordRight = existing.passwordHash ? await verifyPassword(existing.passwordHash, input.password) : false;
    if (!isPasswordRight) {
      throw new AppError("account_exists", ACCOUNT_EXISTS_MESSAGE);
    }
    const member = await db.membership.findUnique({
      where: { userId_workspaceId: { userId: existing.id, workspaceId: invitation.workspaceId } },
    });
    if (member) throw new AppError("already_member", "You are already a member of this account: sign in instead.");
  }
  // Hashing is slow on purpose: do it before the transaction, not while holding it open.
  const passwordHash = existing ? null : await hashPassword(input.password);

  try {
    return await db.$transaction(async (tx) => {
      const user = existing ?? (await tx.user.create({ data: { name: input.name, email: input.email, passwordHash } }));
      const claimed = await tx.invitation.updateMany({
        where: { id: invitation.id, acceptedAt: null, expiresAt: { gt: now } },
        data: { acceptedAt: now, acceptedById: user.id },
      });
      // Someone else used the link since we read it: throwing rolls back the account created above.
      if (claimed.count !== 1) throw new AppError("used_link", USED_MESSAGE);
      await tx.membership.create({ data: { userId: user.id, workspaceId: invitation.workspaceId, role: invitation.role } });
      return { userId: user.id, workspaceId: invitation.workspaceId, role: invitation.role, isNewAccount: !existing };
    });
  } catch (error) {
    // The same e-mail signed up through another link at the same moment: ask for that account's password.
    if ((error as { code?: string }).code === "P2002") throw new AppError("account_exists", ACCOUNT_EXISTS_MESSAGE);
    throw error;
  }
}
