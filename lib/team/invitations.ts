import type { Db } from "../db/client";
import type { Role } from "../auth/roles";
import { AppError } from "../errors/app-error";
import type { GrantableAccount } from "../schemas/team";
import { generateInvitationToken, hashInvitationToken, INVITATION_TTL_MS, isWellFormedToken } from "./invitation-token";

/** One account a link is to grant, as the inviter asked for it. */
export interface GrantRequest {
  accountId: string;
  role: Role;
}

/** One account a link grants, named for the people allowed to see it. */
export interface GrantView {
  accountId: string;
  nickname: string;
  siteId: string;
  role: Role;
}

/** A pending link as an owner sees it: only the accounts they have a role in are named, the rest counted. */
export interface InvitationView {
  id: string;
  grants: GrantView[];
  otherAccounts: number;
  createdAt: Date;
  expiresAt: Date;
}

const grantsWithAccount = {
  grants: { select: { workspaceId: true, role: true, workspace: { select: { nickname: true, siteId: true } } } },
} as const;

type StoredInvitation = {
  id: string;
  createdAt: Date;
  expiresAt: Date;
  grants: Array<{ workspaceId: string; role: Role; workspace: { nickname: string; siteId: string } }>;
};

/**
 * The accounts an owner may put on a link: those they own whose marketplace connection is in place (a
 * disconnected account would be skipped when the link is used, so it is not offered), oldest first.
 */
export async function listGrantableAccounts(db: Db, userId: string): Promise<GrantableAccount[]> {
  const owned = await db.membership.findMany({
    where: { userId, role: "owner" },
    orderBy: { createdAt: "asc" },
    select: { workspace: { select: { id: true, nickname: true, siteId: true, connection: { select: { workspaceId: true } } } } },
  });
  return owned.map(({ workspace }) => ({
    accountId: workspace.id,
    nickname: workspace.nickname,
    siteId: workspace.siteId,
    isConnected: workspace.connection !== null,
  }));
}

/**
 * Creates a link granting each requested account with its role. Whatever the form sent, every account must
 * be one the creator owns and has connected: checked here, on the server. The returned token is the only
 * copy of the secret (the row keeps its hash).
 */
export async function createInvitation(db: Db, input: { createdById: string; grants: GrantRequest[]; now?: Date }) {
  const now = input.now ?? new Date();
  const grantable = new Map((await listGrantableAccounts(db, input.createdById)).map((a) => [a.accountId, a]));
  // The same answer for an account that does not exist and one owned by someone else: nothing to learn.
  if (input.grants.some((g) => !grantable.has(g.accountId)))
    throw new AppError("grant_not_owned", "You can only invite teammates to accounts you own.");
  const disconnected = input.grants.map((g) => grantable.get(g.accountId)!).find((a) => !a.isConnected);
  if (disconnected)
    throw new AppError("grant_disconnected", `${disconnected.nickname} is disconnected: connect it again before inviting to it.`);
  const { token, tokenHash } = generateInvitationToken();
  const invitation = await db.invitation.create({
    data: {
      createdById: input.createdById,
      tokenHash,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
      grants: { create: input.grants.map((g) => ({ workspaceId: g.accountId, role: g.role })) },
    },
    select: { id: true, createdAt: true, expiresAt: true, ...grantsWithAccount },
  });
  return { token, invitation: toView(invitation, new Set(grantable.keys()), input.grants[0]!.accountId) };
}

/**
 * Links granting this account, not yet used nor expired, newest first. Each names the accounts the viewer has
 * a role in (this one first) and only counts the others: a co-owner of this account may not be in them.
 */
export async function listPendingInvitations(db: Db, workspaceId: string, viewerId: string, now = new Date()): Promise<InvitationView[]> {
  const [rows, memberships] = await Promise.all([
    db.invitation.findMany({
      where: { acceptedAt: null, expiresAt: { gt: now }, grants: { some: { workspaceId } } },
      orderBy: { createdAt: "desc" },
      select: { id: true, createdAt: true, expiresAt: true, ...grantsWithAccount },
    }),
    db.membership.findMany({ where: { userId: viewerId }, select: { workspaceId: true } }),
  ]);
  const visible = new Set(memberships.map((m) => m.workspaceId));
  return rows.map((row) => toView(row, visible, workspaceId));
}

function toView(row: StoredInvitation, visible: Set<string>, firstId: string): InvitationView {
  const shown = row.grants
    .filter((g) => visible.has(g.workspaceId))
    .map((g) => ({ accountId: g.workspaceId, nickname: g.workspace.nickname, siteId: g.workspace.siteId, role: g.role }))
    .sort((a, b) => Number(b.accountId === firstId) - Number(a.accountId === firstId) || a.nickname.localeCompare(b.nickname));
  return { id: row.id, grants: shown, otherAccounts: row.grants.length - shown.length, createdAt: row.createdAt, expiresAt: row.expiresAt };
}

/**
 * Deletes a pending link that grants this workspace (the whole link: revoking means it stops working); a used
 * link stays as the record of who joined.
 */
export async function revokeInvitation(db: Db, workspaceId: string, id: string): Promise<void> {
  const { count } = await db.invitation.deleteMany({ where: { id, acceptedAt: null, grants: { some: { workspaceId } } } });
  if (count === 0) throw new AppError("invitation_not_found", "This invitation does not exist or was already used.");
}

/**
 * The invitation a link points to, if it can still be used; otherwise an AppError saying why (the join
 * page and API explain each case differently). Which of its accounts it still grants: readLinkGrants.
 */
export async function findUsableInvitation(db: Db, token: string, now = new Date()) {
  const invitation = isWellFormedToken(token) ? await db.invitation.findUnique({ where: { tokenHash: hashInvitationToken(token) } }) : null;
  if (!invitation) throw new AppError("invalid_link", "This invitation link is not valid. Ask the account owner for a new one.");
  if (invitation.acceptedAt) throw new AppError("used_link", "This invitation link was already used. Ask the account owner for a new one.");
  if (invitation.expiresAt <= now)
    throw new AppError("expired_link", "This invitation link has expired. Ask the account owner for a new one.");
  return invitation;
}
