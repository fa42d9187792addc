import type { Db } from "../db/client";
import type { Role } from "../auth/roles";

export interface Member {
  id: string;
  name: string;
  role: Role;
  email: string | null;
  /** The last page this member loaded (ISO), null before their first. */
  lastActiveAt: string | null;
}

/** The workspace's teammates (the assign picker and the team page), owners first. */
export async function listMembers(db: Db, workspaceId: string): Promise<Member[]> {
  const rows = await db.membership.findMany({
    where: { workspaceId },
    include: { user: { select: { id: true, name: true, email: true } } },
  });
  const rank = { owner: 0, agent: 1, viewer: 2 } as const;
  return rows
    .map((m) => ({
      id: m.user.id,
      name: m.user.name,
      role: m.role,
      email: m.user.email,
      lastActiveAt: m.lastActiveAt?.toISOString() ?? null,
    }))
    .sort((a, b) => rank[a.role] - rank[b.role] || a.name.localeCompare(b.name));
}
