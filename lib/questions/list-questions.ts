import type { Db } from "../db/client";
import { Prisma } from "@prisma/client";
import type { QuestionFilters, QuestionPage } from "../schemas/questions";
import { SUMMARY_SELECT, toSummary, type SummaryRow } from "./question-rows";
import { AppError } from "../errors/app-error";
import { folded, foldedPattern } from "./search-text";

export interface InboxActor {
  workspaceId: string;
  userId: string;
}

/**
 * Keyset cursor (group, date_created, id): stable under inserts, constant cost on page 200 as on page 1.
 * The group is 0 except in my queue, where mine come first (0) and unassigned ones after (1).
 */
function encodeCursor(group: number, date: Date, id: bigint): string {
  return Buffer.from(`${group}|${date.toISOString()}|${id}`).toString("base64url");
}
function decodeCursor(cursor: string): { group: number; date: Date; id: bigint } {
  const parts = Buffer.from(cursor, "base64url").toString().split("|");
  // A cursor from before the group existed has two parts: group 0.
  const [group, iso, id] = parts.length === 2 ? ["0", ...parts] : parts;
  const date = new Date(iso ?? "");
  if (!id || !/^\d+$/.test(id) || !/^[01]$/.test(group ?? "") || Number.isNaN(date.getTime()))
    throw new AppError("invalid_cursor", "The page cursor is not valid.");
  return { group: Number(group), date, id: BigInt(id) };
}

function conditions(actor: InboxActor, f: QuestionFilters): Prisma.Sql[] {
  const where = [Prisma.sql`q.workspace_id = ${actor.workspaceId}`];
  // Hidden questions left the marketplace listing; the inbox follows, and lists them under their own view
  // whatever their status (DELETED is its own status).
  if (f.status === "HIDDEN") where.push(Prisma.sql`q.hidden AND NOT q.deleted`);
  else {
    where.push(Prisma.sql`q.status = ${f.status}`);
    if (f.status !== "DELETED") where.push(Prisma.sql`NOT q.hidden AND NOT q.deleted`);
  }
  if (f.itemId) where.push(Prisma.sql`q.item_id = ${f.itemId}`);
  if (f.askerId) where.push(Prisma.sql`q.asker_id = ${BigInt(f.askerId)}`);
  if (f.from) where.push(Prisma.sql`q.date_created >= ${new Date(f.from)}`);
  if (f.days) where.push(Prisma.sql`q.date_created >= ${new Date(Date.now() - f.days * 86_400_000)}`);
  if (f.to) where.push(Prisma.sql`q.date_created <= ${new Date(f.to)}`);
  if (f.assignee === "me") where.push(Prisma.sql`q.assignee_id = ${actor.userId}`);
  if (f.assignee === "unassigned") where.push(Prisma.sql`q.assignee_id IS NULL`);
  if (f.assignee === "queue") where.push(Prisma.sql`(q.assignee_id = ${actor.userId} OR q.assignee_id IS NULL)`);
  if (f.q) {
    // Question, answer, item title and the buyer's nickname, whatever the accents and case.
    const p = foldedPattern(f.q);
    where.push(Prisma.sql`(${folded("q.text")} LIKE ${p} OR ${folded("q.answer_text")} LIKE ${p} OR EXISTS (
      SELECT 1 FROM item_snapshots t WHERE t.id = q.item_id AND t.workspace_id = q.workspace_id AND ${folded("t.title")} LIKE ${p})
      OR EXISTS (SELECT 1 FROM marketplace_user_snapshots m WHERE m.id = q.asker_id AND ${folded("m.nickname")} LIKE ${p}))`);
  }
  return where;
}

/** One page of the inbox from our own copy of the questions, scoped to the actor's workspace. */
export async function listQuestions(db: Db, actor: InboxActor, filters: QuestionFilters): Promise<QuestionPage> {
  const where = conditions(actor, filters);
  const asc = filters.sort !== "newest";
  // My queue: mine before unassigned ones, each by urgency. Elsewhere every row is in group 0 (no SQL).
  const isQueue = filters.assignee === "queue";
  const group = Prisma.sql`(CASE WHEN q.assignee_id IS NULL THEN 1 ELSE 0 END)`;
  const paged = [...where];
  if (filters.cursor) {
    const c = decodeCursor(filters.cursor);
    const within = asc
      ? Prisma.sql`(q.date_created, q.id) > (${c.date}, ${c.id})`
      : Prisma.sql`(q.date_created, q.id) < (${c.date}, ${c.id})`;
    // The group always ascends; date and id follow the chosen order within it.
    paged.push(isQueue ? Prisma.sql`(${group} > ${c.group} OR (${group} = ${c.group} AND ${within}))` : within);
  }
  const byDate = asc ? Prisma.sql`q.date_created ASC, q.id ASC` : Prisma.sql`q.date_created DESC, q.id DESC`;
  const order = isQueue ? Prisma.sql`${group} ASC, ${byDate}` : byDate;
  const [rows, counted, sync] = await Promise.all([
    db.$queryRaw<SummaryRow[]>`${SUMMARY_SELECT} WHERE ${Prisma.join(paged, " AND ")} ORDER BY ${order} LIMIT ${filters.limit + 1}`,
    db.$queryRaw<Array<{ total: number }>>`SELECT count(*)::int AS total FROM questions q WHERE ${Prisma.join(where, " AND ")}`,
    db.workspaceSync.findUnique({ where: { workspaceId: actor.workspaceId }, select: { lastSweepAt: true } }),
  ]);
  const page = rows.slice(0, filters.limit);
  const last = page.at(-1);
  return {
    questions: page.map(toSummary),
    total: Number(counted[0]?.total ?? 0),
    nextCursor:
      rows.length > filters.limit && last ? encodeCursor(isQueue && last.assignee_id === null ? 1 : 0, last.date_created, last.id) : null,
    importing: !sync?.lastSweepAt,
  };
}
