import type { Db } from "../db/client";
import { Prisma } from "@prisma/client";
import type { QuestionFilters, QuestionPage } from "../schemas/questions";
import { SUMMARY_SELECT, toSummary, type SummaryRow } from "./question-rows";
import { cursorDate, cursorId, encodeCursor, invalidCursor } from "../db/keyset-cursor";
import { folded, foldedPattern } from "./search-text";
import { pageAcrossAccounts } from "../db/page-across-accounts";
import { DUE_AFTER_MS } from "./response-bands";

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
  const col = (t: string, c: string) => Prisma.raw(`${t}.${c}`);
  const overdue = (t: string) => Prisma.sql`(${col(t, "date_created")} <= ${cutoff})`;
  const groupOf = (t: string) =>
    isDue && isQueue
      ? Prisma.sql`((CASE WHEN ${col(t, "assignee_id")} IS NULL THEN 2 ELSE 0 END) + (CASE WHEN ${overdue(t)} THEN 1 ELSE 0 END))`
      : isDue
        ? Prisma.sql`(CASE WHEN ${overdue(t)} THEN 1 ELSE 0 END)`
        : Prisma.sql`(CASE WHEN ${col(t, "assignee_id")} IS NULL THEN 1 ELSE 0 END)`;
  const byDate = (t: string) =>
    asc ? Prisma.sql`${col(t, "date_created")} ASC, ${col(t, "id")} ASC` : Prisma.sql`${col(t, "date_created")} DESC, ${col(t, "id")} DESC`;
  // Due: winnable rows by date ascending; overdue ones (their first keys all null) by date descending.
  const byDue = (t: string) =>
    Prisma.sql`(CASE WHEN ${overdue(t)} THEN NULL ELSE ${col(t, "date_created")} END) ASC NULLS LAST,
      (CASE WHEN ${overdue(t)} THEN NULL ELSE ${col(t, "id")} END) ASC NULLS LAST, ${col(t, "date_created")} DESC, ${col(t, "id")} DESC`;
  const orderOf = (t: string) =>
    isDue ? Prisma.sql`${groupOf(t)} ASC, ${byDue(t)}` : isQueue ? Prisma.sql`${groupOf(t)} ASC, ${byDate(t)}` : byDate(t);
  const order = orderOf("q");
  // After the cursor: the group always ascends; date and id follow the group's order within it.
  const after: Prisma.Sql[] = [];
  if (cursor) {
    const c = cursor;
    const ascending = isDue ? c.group % 2 === 0 : asc;
    const within = ascending
      ? Prisma.sql`(q.date_created, q.id) > (${c.date}, ${c.id})`
      : Prisma.sql`(q.date_created, q.id) < (${c.date}, ${c.id})`;
    const group = groupOf("q");
    after.push(isQueue || isDue ? Prisma.sql`(${group} > ${c.group} OR (${group} = ${c.group} AND ${within}))` : within);
  }
  const limit = filters.limit + 1;
  // Several accounts: the page's ids from each account's own index (the group reads assignee_id).
  const across = () =>
    pageAcrossAccounts({
      accountIds: ids,
      table: "questions",
      alias: "q",
      carry: ["date_created", "assignee_id"],
      where: [...filtered, ...after],
      orderOf,
      limit,
    });
  const [rows, counted, sync] = await Promise.all([
    ids.length > 1
      ? db.$queryRaw<
          SummaryRow[]
        >`${SUMMARY_SELECT} WHERE q.workspace_id = ANY(${ids}) AND q.id IN (${across()}) ORDER BY ${order} LIMIT ${limit}`
      : db.$queryRaw<SummaryRow[]>`${SUMMARY_SELECT} WHERE ${Prisma.join([...where, ...after], " AND ")} ORDER BY ${order} LIMIT ${limit}`,
    countMatches(db, where, ids.length > 1 && !filters.inAccount),
    db.workspaceSync.findMany({ where: { workspaceId: { in: ids } }, select: { lastSweepAt: true } }),
  ]);
  const page = rows.slice(0, filters.limit);
  const last = page.at(-1);
  const groupOfRow = (r: SummaryRow) => {
    const queue = isQueue && r.assignee_id === null ? 1 : 0;
    return isDue ? queue * 2 + (r.date_created.getTime() <= cutoff!.getTime() ? 1 : 0) : queue;
  };
  return {
    questions: page.map(toSummary),
    ...counted,
    nextCursor:
      rows.length > filters.limit && last
        ? encodeCursor(groupOfRow(last), last.date_created, last.id, ...(cutoff ? [cutoff.getTime()] : []))
        : null,
    // Importing while any listed account has not finished its first import.
    importing: sync.length < ids.length || sync.some((s) => !s.lastSweepAt),
  };
}
