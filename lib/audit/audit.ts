import type { Prisma } from "@prisma/client";
import type { Db } from "../db/client";

export interface AuditWrite {
  workspaceId: string;
  /** Our user who acted; null for the system (a sweep, a run started by someone since removed). */
  userId: string | null;
  /** Verb on the object, dotted: "free_shipping.on", "message.send", "question.hide"… */
  action: string;
  objectType: string;
  objectId: string;
  before?: Prisma.InputJsonValue;
  after?: Prisma.InputJsonValue;
  result: "ok" | "refused";
  runId?: string;
}

/** Called where the action succeeded upstream (or was refused, when the refusal is worth keeping). */
export async function recordAudit(db: Db, entry: AuditWrite): Promise<void> {
  await db.auditEntry.create({ data: { ...entry, objectId: String(entry.objectId) } });
}

export interface AuditRow {
  id: string;
  action: string;
  objectType: string;
  objectId: string;
  before: Prisma.JsonValue;
  after: Prisma.JsonValue;
  result: string;
  runId: string | null;
  createdAt: Date;
  user: { id: string; name: string } | null;
}

/** The history of one marketplace object in a workspace, newest first, with who did it. */
export async function listAuditForObject(db: Db, q: { workspaceId: string; objectType: string; objectId: string; limit?: number }): Promise<AuditRow[]> {
  const rows = await db.auditEntry.findMany({
    where: { workspaceId: q.workspaceId, objectType: q.objectType, objectId: q.objectId },
    orderBy: { createdAt: "desc" },
    take: q.limit ?? 50,
  });
  const userIds = [...new Set(rows.map((r) => r.userId).filter((id): id is string => id !== null))];
  // Most objects have no history yet: no second round trip for nobody.
  const found = userIds.length ? await db.user.findMany({ where: { id: { in: userIds } }, select: { id: true, name: true } }) : [];
  const users = new Map(found.map((u) => [u.id, u]));
  return rows.map(({ userId, workspaceId: _ws, ...r }) => ({ ...r, user: userId ? (users.get(userId) ?? { id: userId, name: "" }) : null }));
}
