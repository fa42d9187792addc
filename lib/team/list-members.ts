import type { Db } from "../db/client";
import type { Role } from "../auth/roles";

export interface Member {
  id: string;
  name: string;
  role: Role;
  /** Null for a teammate without one, and for every teammate when a viewer asks (names only). */
  email: string | null;
  /** The last page this member loaded (ISO), null before their first. */
  lastActiveAt: string | null;
  /**
   * The seller account this person signs in with, when it is another account than this one (issue 58 item 5):
   * an owner of two accounts is named by their first account's nickname, and the page says so.
   */
  signsInWith: string | null;
}

/**
 * Who may read teammates' e-mails: owners (they invite, reset passwords, remove) and agents (they hand
 * questions and sales to each other). A viewer (an accountant, someone outside the shop) sees names only.
 */
export const seesTeammateEmails = (role: Role) => role !== "viewer";

/** The workspace's teammates (the assign picker and the team page), owners first, as `asRole` may see them. */
export async function listMembers(db: Db, workspaceId: string, asRole: Role): Promise<Member[]> {
  const withEmails = seesTeammateEmails(asRole);
  const rows = await db.membership.findMany({
    where: { workspaceId },
    include: { user: { select: { id: true, name: true, email: true, marketplaceUserId: true } } },
  });
  const sellerIds = rows.flatMap((m) => (m.user.marketplaceUserId === null ? [] : [m.user.marketplaceUserId]));
  const homes = sellerIds.length
    ? await db.workspace.findMany({ where: { sellerId: { in: sellerIds } }, select: { id: true, sellerId: true, nickname: true } })
    : [];
  const homeOf = new Map(homes.filter((w) => w.id !== workspaceId).map((w) => [w.sellerId, w.nickname]));
  const rank = { owner: 0, agent: 1, viewer: 2 } as const;
  return rows
    .map((m) => ({
      id: m.user.id,
      name: m.user.name,
      role: m.role,
      email: withEmails ? m.user.email : null,
      lastActiveAt: m.lastActiveAt?.toISOString() ?? null,
      signsInWith: m.user.marketplaceUserId === null ? null : (homeOf.get(m.user.marketplaceUserId) ?? null),
    }))
    .sort((a, b) => rank[a.role] - rank[b.role] || a.name.localeCompare(b.name));
}
