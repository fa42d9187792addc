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
 * Whose questions a list reads: the actor's one workspace, or (all-accounts inbox) every workspace the
 * person may read, which the caller took from their memberships (withPerson) and nothing else.
 */
export type InboxScope = InboxActor & { workspaceIds?: string[] };

const scopeIds = (actor: InboxScope) => actor.workspaceIds ?? [actor.workspaceId];

/** Keyset cursor (date_created, id): stable under inserts, constant cost on page 200 as on page 1. */
function encodeCursor(date: Date, id: bigint): string {
  return Buffer.from(`${date.toISOString()}|${id}`).toString("base64url");
}
function decodeCursor(cursor: string): { date: Date; id: bigint } {
  const [iso, id] = Buffer.from(cursor, "base64url").toString().split("|");
  const date = new Date(iso ?? "");
  if (!id || !/^\d+$/.test(id) || Number.isNaN(date.getTime())) throw new AppError("invalid_cursor", "The page cursor is not valid.");
  return { date, id: BigInt(id) };
}

function conditions(actor: InboxScope, f: QuestionFilters, scope?: Prisma.Sql): Prisma.Sql[] {
  const ids = scopeIds(actor);
  // One account keeps its plain equality (the plan it always had); several use the same indexes per id.
  const where = [scope ?? (ids.length === 1 ? Prisma.sql`q.workspace_id = ${ids[0]}` : Prisma.sql`q.workspace_id = ANY(${ids})`)];
  if (f.inAccount) where.push(Prisma.sql`q.workspace_id = ${f.inAccount}`);
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
  if (f.q) {
    // Question, answer, item title and the buyer's nickname, whatever the accents and case.
    const p = foldedPattern(f.q);
    where.push(Prisma.sql`(${folded("q.text")} LIKE ${p} OR ${folded("q.answer_text")} LIKE ${p} OR EXISTS (
      SELECT 1 FROM item_snapshots t WHERE t.id = q.item_id AND t.workspace_id = q.workspace_id AND ${folded("t.title")} LIKE ${p})
      OR EXISTS (SELECT 1 FROM marketplace_user_snapshots m WHERE m.id = q.asker_id AND ${folded("m.nickname")} LIKE ${p}))`);
  }
  return where;
}

/**
 * The page's ids across several accounts: each account's first page through its own index (the plan of the
 * one-account list), then the first page of those. `workspace_id = ANY(...)` alone cannot walk an index in
 * date order, so it sorted every match (50,000 for 20 accounts) on each read.
 */
function pageAcross(actor: InboxScope, filters: QuestionFilters, order: Prisma.Sql): Prisma.Sql {
  const where = conditions(actor, filters, Prisma.sql`q.workspace_id = w.id`);
  if (filters.cursor) {
    const c = decodeCursor(filters.cursor);
    where.push(
      filters.sort === "oldest"
        ? Prisma.sql`(q.date_created, q.id) > (${c.date}, ${c.id})`
        : Prisma.sql`(q.date_created, q.id) < (${c.date}, ${c.id})`,
    );
  }
  const outer = filters.sort === "oldest" ? Prisma.sql`p.date_created ASC, p.id ASC` : Prisma.sql`p.date_created DESC, p.id DESC`;
  return Prisma.sql`SELECT p.id FROM unnest(${scopeIds(actor)}::text[]) AS w(id) CROSS JOIN LATERAL (
    SELECT q.id, q.date_created FROM questions q WHERE ${Prisma.join(where, " AND ")} ORDER BY ${order} LIMIT ${filters.limit + 1}) p
    ORDER BY ${outer} LIMIT ${filters.limit + 1}`;
}

/** One page of the inbox from our own copy of the questions, scoped to the actor's workspace(s). */
export async function listQuestions(db: Db, actor: InboxScope, filters: QuestionFilters): Promise<QuestionPage> {
  const where = conditions(actor, filters);
  const asc = filters.sort === "oldest";
  const paged = [...where];
  if (filters.cursor) {
    const c = decodeCursor(filters.cursor);
    paged.push(asc ? Prisma.sql`(q.date_created, q.id) > (${c.date}, ${c.id})` : Prisma.sql`(q.date_created, q.id) < (${c.date}, ${c.id})`);
  }
  const order = asc ? Prisma.sql`q.date_created ASC, q.id ASC` : Prisma.sql`q.date_created DESC, q.id DESC`;
  const ids = scopeIds(actor);
  const [rows, counted, sync] = await Promise.all([
    ids.length > 1
      ? db.$queryRaw<
          SummaryRow[]
        >`${SUMMARY_SELECT} WHERE q.workspace_id = ANY(${ids}) AND q.id IN (${pageAcross(actor, filters, order)}) ORDER BY ${order} LIMIT ${filters.limit + 1}`
      : db.$queryRaw<SummaryRow[]>`${SUMMARY_SELECT} WHERE ${Prisma.join(paged, " AND ")} ORDER BY ${order} LIMIT ${filters.limit + 1}`,
    db.$queryRaw<Array<{ total: number }>>`SELECT count(*)::int AS total FROM questions q WHERE ${Prisma.join(where, " AND ")}`,
    db.workspaceSync.findMany({ where: { workspaceId: { in: scopeIds(actor) } }, select: { lastSweepAt: true } }),
  ]);
  const page = rows.slice(0, filters.limit);
  const last = page.at(-1);
  return {
    questions: page.map(toSummary),
    total: Number(counted[0]?.total ?? 0),
    nextCursor: rows.length > filters.limit && last ? encodeCursor(last.date_created, last.id) : null,
    // Importing while any listed account has not finished its first import.
    importing: sync.length < scopeIds(actor).length || sync.some((s) => !s.lastSweepAt),
  };
}
