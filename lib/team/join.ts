import type { Db } from "../db/client";
import type { Role } from "../auth/roles";
import { AppError } from "../errors/app-error";
import { findUsableInvitation } from "./invitations";
import { readLinkGrants, type LinkGrant, type LinkGrants } from "./link-grants";
import { hashPassword, verifyPassword } from "./password";
import type { JoinInput } from "../schemas/team";

const USED_MESSAGE = "This invitation link was already used. Ask the account owner for a new one.";
const NO_ACCOUNTS_MESSAGE = "This invitation no longer gives access to any account. Ask the account owner for a new one.";
const ACCOUNT_EXISTS_MESSAGE = "This e-mail already has a Mostrador account: enter that account's password.";

export interface JoinResult {
  userId: string;
  /** The first account joined: the one the new session opens on. */
  workspaceId: string;
  role: Role;
  isNewAccount: boolean;
  /** Every account joined, with its role. */
  accounts: LinkGrant[];
  /** The link's accounts not joined, and why. */
  skipped: LinkGrants["skipped"];
}

/**
 * Accepts an invitation: creates the teammate's account (or, when the e-mail already has one, proves
 * it with that account's password) and a membership with its role in each account the link still grants
 * (lib/team/link-grants: an account its creator no longer owns, a disconnected one, or one the person is
 * already in is skipped). The invitation is claimed with a conditional update inside the same transaction,
 * so two people racing on one link cannot both join, and a link that grants nothing is not spent.
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
  }
  // Hashing is slow on purpose: do it before the transaction, not while holding it open.
  const passwordHash = existing ? null : await hashPassword(input.password);

  try {
    return await db.$transaction(async (tx) => {
      const user = existing ?? (await tx.user.create({ data: { name: input.name, email: input.email, passwordHash } }));
      // Read inside the transaction: what is granted is what the link gives at the moment it is claimed.
      const { granted, skipped } = await readLinkGrants(tx, invitation, existing?.id ?? null);
      // Throwing rolls back the account created above and leaves the link unspent.
      if (granted.length === 0) {
        if (skipped.some((s) => s.reason === "already_member"))
          throw new AppError("already_member", "You are already a member of this account: sign in instead.");
        throw new AppError("link_no_accounts", NO_ACCOUNTS_MESSAGE);
      }
      const claimed = await tx.invitation.updateMany({
        where: { id: invitation.id, acceptedAt: null, expiresAt: { gt: now } },
        data: { acceptedAt: now, acceptedById: user.id },
      });
      // Someone else used the link since we read it.
      if (claimed.count !== 1) throw new AppError("used_link", USED_MESSAGE);
      // skipDuplicates: a role given meanwhile by another link stays as it is.
      await tx.membership.createMany({
        data: granted.map((g) => ({ userId: user.id, workspaceId: g.workspaceId, role: g.role })),
        skipDuplicates: true,
      });
      const first = granted[0]!;
      return { userId: user.id, workspaceId: first.workspaceId, role: first.role, isNewAccount: !existing, accounts: granted, skipped };
    });
  } catch (error) {
    // The same e-mail signed up through another link at the same moment: ask for that account's password.
    if ((error as { code?: string }).code === "P2002") throw new AppError("account_exists", ACCOUNT_EXISTS_MESSAGE);
    throw error;
  }
}
