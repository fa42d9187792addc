import type { Db } from "../db/client";
import { Prisma } from "@prisma/client";
import type { QuestionFilters, QuestionPage } from "../schemas/questions";
import { SUMMARY_SELECT, toSummary, type SummaryRow } from "./question-rows";
import { cursorDate, cursorId, encodeCursor, invalidCursor } from "../db/keyset-cursor";
import { folded, foldedPattern } from "./search-text";
import { pageAcrossAccounts } from "../db/page-across-accounts";
import { DUE_AFTER_MS } from "./response-bands";
import { afterInGroup, groupOfRow, groupOrder, listGroups, listOrder } from "./list-groups";

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

/**
 * Keyset cursor (group, date_created, id[, cutoff]): stable under inserts, constant cost on page 200 as on
 * page 1. Groups ascend. In my queue mine come before unassigned ones; in the "due" order of unanswered
 * questions the ones still winnable (asked less than an hour before `cutoff`'s hour mark) come before the
 * overdue ones, so the group is queue × 2 + overdue (0–3). The cutoff is fixed on the first page and
 * carried by the cursor: a question crossing the hour while the seller pages must not move between groups.
 */
function decodeCursor(cursor: string): { group: number; date: Date; id: bigint; cutoff: Date | null } {
  const parts = Buffer.from(cursor, "base64url").toString().split("|");
  // A cursor from before the group existed has two parts (group 0); one from before the cutoff, three.
  if (parts.length < 2 || parts.length > 4) throw invalidCursor();
  const [group, iso, id, cutoffMs] = parts.length === 2 ? ["0", ...parts] : parts;
  if (!/^[0-3]$/.test(group ?? "")) throw invalidCursor();
  if (cutoffMs !== undefined && !/^\d{1,15}$/.test(cutoffMs)) throw invalidCursor();
  return {
    group: Number(group),
    date: cursorDate(iso),
    id: cursorId(id),
    cutoff: cutoffMs === undefined ? null : new Date(Number(cutoffMs)),
  };
}

/** The filters' conditions, without the account(s): the list adds its scope, or pageAcrossAccounts one per account. */
function conditions(actor: InboxScope, f: QuestionFilters): Prisma.Sql[] {
  const where: Prisma.Sql[] = [];
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

/**
 * The all-accounts inbox counts up to this many matches, then says "1,000+": an exact count read every
 * match of every account (50,000 rows for 20 accounts × 2,500 open questions) on each first page, most of
 * its time. One account (or one account filtered) keeps its exact count, read through that account's index.
 */
const ALL_ACCOUNTS_COUNT_CAP = 1_000;

/**
 * How many questions match: exact for one account; for several, read only until one past the cap (in
 * whatever order the index gives them), so its cost does not grow with the accounts' history.
 */
async function countMatches(db: Db, where: Prisma.Sql[], capped: boolean): Promise<{ total: number; totalCapped: boolean }> {
  const matching = Prisma.sql`FROM questions q WHERE ${Prisma.join(where, " AND ")}`;
  const [row] = capped
    ? await db.$queryRaw<
        Array<{ total: number }>
      >`SELECT count(*)::int AS total FROM (SELECT 1 ${matching} LIMIT ${ALL_ACCOUNTS_COUNT_CAP + 1}) m`
    : await db.$queryRaw<Array<{ total: number }>>`SELECT count(*)::int AS total ${matching}`;
  const total = Number(row?.total ?? 0);
  return capped && total > ALL_ACCOUNTS_COUNT_CAP ? { total: ALL_ACCOUNTS_COUNT_CAP, totalCapped: true } : { total, totalCapped: false };
}

/** One page of the inbox from our own copy of the questions, scoped to the actor's workspace(s). */
export async function listQuestions(db: Db, actor: InboxScope, filters: QuestionFilters): Promise<QuestionPage> {
  const ids = scopeIds(actor);
  const filtered = conditions(actor, filters);
  // One account keeps its plain equality (the plan it always had); several use the same indexes per id.
  const where = [ids.length === 1 ? Prisma.sql`q.workspace_id = ${ids[0]}` : Prisma.sql`q.workspace_id = ANY(${ids})`, ...filtered];
  const asc = filters.sort !== "newest";
  const cursor = filters.cursor ? decodeCursor(filters.cursor) : null;
  // My queue: mine before unassigned ones, each by urgency. Elsewhere every row is in group 0 (no SQL).
  const isQueue = filters.assignee === "queue";
  // "Due" among unanswered questions: the ones that can still be answered within the hour (and count for
  // the forecast) first, the one closest to its mark on top; then the overdue ones, most recently overdue
  // first (a buyer who asked an hour ago is likelier still buying than one who asked weeks ago, and each
  // counts the same in the average once answered).
  const isDue = filters.sort === "due" && filters.status === "UNANSWERED";
  const cutoff = isDue ? (cursor?.cutoff ?? new Date(Date.now() - DUE_AFTER_MS)) : null;
  const groups = listGroups({ isDue, isQueue, ascending: asc, userId: actor.userId, cutoff });
  const limit = filters.limit + 1;
  // One sub-query per group, each walking the account's (workspace_id, status, date_created) index in its
  // own direction and stopping at `limit` (a CASE in the ORDER BY made the database sort every unanswered
  // row on each first page); the outer query orders the few ids they return. Groups before the cursor's
  // are done.
  const pageIds = groups
    .filter((g) => !cursor || g.group >= cursor.group)
    .map((g) => {
      const within = [...filtered, g.condition("q"), ...(cursor && g.group === cursor.group ? [afterInGroup(g, "q", cursor)] : [])];
      return ids.length > 1
        ? Prisma.sql`(${pageAcrossAccounts({ accountIds: ids, table: "questions", alias: "q", carry: ["date_created"], where: within, orderOf: (t) => groupOrder(g, t), limit })})`
        : Prisma.sql`(SELECT q.id FROM questions q WHERE ${Prisma.join([where[0]!, ...within], " AND ")} ORDER BY ${groupOrder(g, "q")} LIMIT ${limit})`;
    });
  const [rows, counted, sync] = await Promise.all([
    pageIds.length === 0
      ? Promise.resolve([] as SummaryRow[])
      : db.$queryRaw<SummaryRow[]>`${SUMMARY_SELECT} WHERE ${where[0]!} AND q.id IN (${Prisma.join(pageIds, " UNION ALL ")})
          ORDER BY ${listOrder(groups, "q")} LIMIT ${limit}`,
    countMatches(db, where, ids.length > 1 && !filters.inAccount),
    db.workspaceSync.findMany({ where: { workspaceId: { in: ids } }, select: { lastSweepAt: true } }),
  ]);
  const page = rows.slice(0, filters.limit);
  const last = page.at(-1);
  return {
    questions: page.map(toSummary),
    ...counted,
    nextCursor:
      rows.length > filters.limit && last
        ? encodeCursor(groupOfRow(groups, last), last.date_created, last.id, ...(cutoff ? [cutoff.getTime()] : []))
        : null,
    // Importing while any listed account has not finished its first import.
    importing: sync.length < ids.length || sync.some((s) => !s.lastSweepAt),
  };
}
