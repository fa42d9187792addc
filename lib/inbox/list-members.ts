import type { Db } from "../db/client";
import type { Role } from "../auth/roles";

export interface Member {
  id: string;
  name: string;
  role: Role;
}

/** The workspace's teammates for the assign picker, owners first. */
export async function listMembers(db: Db, workspaceId: string): Promise<Member[]> {
  const rows = await db.membership.findMany({ where: { workspaceId }, include: { user: { select: { id: true, name: true } } } });
  const rank = { owner: 0, agent: 1, viewer: 2 } as const;
  return rows
    .map((m) => ({ id: m.user.id, name: m.user.name, role: m.role }))
    .sort((a, b) => rank[a.role] - rank[b.role] || a.name.localeCompare(b.name));
}
