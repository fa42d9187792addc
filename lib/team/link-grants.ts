import type { Db } from "../db/client";
import type { Role } from "../auth/roles";

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/** Why an account on a link is not granted now. */
export type SkipReason = "not_owner" | "disconnected" | "already_member";

export interface LinkGrant {
  workspaceId: string;
  nickname: string;
  siteId: string;
  role: Role;
}

export interface LinkGrants {
  /** What joining gives, in the order the link lists it. */
  granted: LinkGrant[];
  /** What it no longer gives, and why (the join page says so). */
  skipped: Array<LinkGrant & { reason: SkipReason }>;
}

/**
 * Which of a link's accounts it grants now. The link was valid when made, but since then its creator may
 * have lost the owner role in an account (a link is only as good as its creator's authority) or the account
 * may have been disconnected; those are skipped. A joiner who already has a role in an account keeps it (a
 * link never changes an existing role). An account deleted since took its grant with it.
 */
export async function readLinkGrants(
  db: Db | Tx,
  invitation: { id: string; createdById: string },
  joinerId: string | null,
): Promise<LinkGrants> {
  const people = joinerId ? [invitation.createdById, joinerId] : [invitation.createdById];
  const rows = await db.invitationGrant.findMany({
    where: { invitationId: invitation.id },
    orderBy: { workspace: { createdAt: "asc" } },
    select: {
      role: true,
      workspace: {
        select: {
          id: true,
          nickname: true,
          siteId: true,
          connection: { select: { workspaceId: true } },
          memberships: { where: { userId: { in: people } }, select: { userId: true, role: true } },
        },
      },
    },
  });
  const result: LinkGrants = { granted: [], skipped: [] };
  for (const { role, workspace } of rows) {
    const grant = { workspaceId: workspace.id, nickname: workspace.nickname, siteId: workspace.siteId, role };
    const reason = skipReason(workspace, invitation.createdById, joinerId);
    if (reason) result.skipped.push({ ...grant, reason });
    else result.granted.push(grant);
  }
  return result;
}

function skipReason(
  workspace: { connection: unknown; memberships: Array<{ userId: string; role: Role }> },
  creatorId: string,
  joinerId: string | null,
): SkipReason | null {
  if (!workspace.memberships.some((m) => m.userId === creatorId && m.role === "owner")) return "not_owner";
  if (!workspace.connection) return "disconnected";
  if (joinerId && workspace.memberships.some((m) => m.userId === joinerId)) return "already_member";
  return null;
}
