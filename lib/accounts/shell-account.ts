import "server-only";
import { getDb } from "../db";
import type { MembershipFacts } from "./membership";
import type { Role } from "../auth/roles";

const ACTIVITY_EVERY_MS = 60_000;

/** One of the person's accounts, as the switcher lists it. */
export interface AccountSummary {
  workspaceId: string;
  nickname: string;
  siteId: string;
  role: Role;
}

/** Every account the person has a role in, oldest membership first (the same order as the default's fallback). */
export async function listAccounts(userId: string): Promise<AccountSummary[]> {
  const rows = await (
    await getDb()
  ).membership.findMany({
    where: { userId },
    orderBy: { createdAt: "asc" },
    select: { role: true, workspace: { select: { id: true, nickname: true, siteId: true } } },
  });
  return rows.map(({ role, workspace }) => ({ workspaceId: workspace.id, nickname: workspace.nickname, siteId: workspace.siteId, role }));
}

/**
 * What the dashboard shell needs of the member and the seller, from our own tables only, for the account
 * the request resolved to (lib/accounts/resolve-account already checked the membership and session version),
 * with the person's other accounts for the switcher.
 */
export async function readShellAccount(
  userId: string,
  facts: MembershipFacts,
): Promise<AccountSummary & { userId: string; accounts: AccountSummary[] }> {
  const db = await getDb();
  const { workspaceId } = facts;
  // Activity for the team page: one write a minute at most, whatever the page loads.
  await db.membership.updateMany({
    where: { userId, workspaceId, OR: [{ lastActiveAt: null }, { lastActiveAt: { lt: new Date(Date.now() - ACTIVITY_EVERY_MS) } }] },
    data: { lastActiveAt: new Date() },
  });
  const accounts = await listAccounts(userId);
  const current = accounts.find((account) => account.workspaceId === workspaceId);
  return { workspaceId, nickname: current?.nickname ?? "", siteId: facts.siteId, role: facts.role, userId, accounts };
}
