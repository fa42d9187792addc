import "server-only";
import { ROLES, type Role } from "../auth/roles";
import { getDb } from "../db";

/** One account a request may read, with the person's role in it and what its rows are formatted with. */
export interface PersonAccount {
  workspaceId: string;
  sellerId: number;
  nickname: string;
  siteId: string;
  role: Role;
}

export interface PersonAccounts {
  name: string;
  sessionVersion: number;
  /** Every account the person has at least the required role in, oldest membership first. */
  accounts: PersonAccount[];
}

/**
 * The person's name, session version and accounts with at least `required`, read fresh (the all-accounts
 * views and the event stream's heartbeat); null when the user is gone.
 */
export async function readPersonAccounts(userId: string, required: Role): Promise<PersonAccounts | null> {
  const user = await (
    await getDb()
  ).user.findUnique({
    where: { id: userId },
    select: {
      name: true,
      sessionVersion: true,
      memberships: {
        where: { role: { in: ROLES.slice(ROLES.indexOf(required)) as Role[] } },
        orderBy: { createdAt: "asc" },
        select: { role: true, workspace: { select: { id: true, sellerId: true, nickname: true, siteId: true } } },
      },
    },
  });
  if (!user) return null;
  const accounts = user.memberships.map(({ role, workspace }) => ({
    workspaceId: workspace.id,
    sellerId: Number(workspace.sellerId),
    nickname: workspace.nickname,
    siteId: workspace.siteId,
    role,
  }));
  return { name: user.name, sessionVersion: user.sessionVersion, accounts };
}
