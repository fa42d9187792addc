import { Prisma } from "@prisma/client";
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

export interface AuditQuery {
  workspaceId: string;
  objectType: string;
  objectId: string;
  limit?: number;
}

/**
 * The history of one object as a JSON array, newest first, with who did it: a subquery, so a page that
 * reads other rows too (an opened sale) gets its trail in the same statement. Read it with auditRowsOf.
 */
export function auditTrailSql(q: AuditQuery): Prisma.Sql {
  return Prisma.sql`(SELECT coalesce(json_agg(t ORDER BY t."createdAt" DESC, t.id DESC), '[]') FROM (
    SELECT a.id, a.action, a.object_type AS "objectType", a.object_id AS "objectId", a.before, a.after, a.result,
           a.run_id AS "runId", to_char(a.created_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
           CASE WHEN a.user_id IS NULL THEN NULL ELSE json_build_object('id', a.user_id, 'name', coalesce(u.name, '')) END AS "user"
    FROM audit_entries a LEFT JOIN users u ON u.id = a.user_id
    WHERE a.workspace_id = ${q.workspaceId} AND a.object_type = ${q.objectType} AND a.object_id = ${String(q.objectId)}
    ORDER BY a.created_at DESC, a.id DESC LIMIT ${q.limit ?? 50}) t)`;
}

/** The JSON of auditTrailSql as rows (its timestamps are UTC, as every timestamp column here is). */
export function auditRowsOf(json: unknown): AuditRow[] {
  return (json as Array<Omit<AuditRow, "createdAt"> & { createdAt: string }>).map((r) => ({ ...r, createdAt: new Date(r.createdAt) }));
}

/** The history of one marketplace object in a workspace, newest first, with who did it. */
export async function listAuditForObject(db: Db, q: AuditQuery): Promise<AuditRow[]> {
  const [row] = await db.$queryRaw<Array<{ trail: unknown }>>`SELECT ${auditTrailSql(q)} AS trail`;
  return auditRowsOf(row!.trail);
}
