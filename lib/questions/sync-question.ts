import type { Db } from "../db/client";
import { sqlUtc, sqlUtcOrNull, utcOfJson } from "../db/sql-time";
import { writeAll } from "../db/write-all";
import type { SellerClient } from "../marketplace/client";
import { MarketplaceError } from "../marketplace/errors";
import { getQuestion, type MarketplaceQuestion } from "../marketplace/questions";
import { publishLiveEvent } from "../live/bus";
import { pushQuestionTransitions, type QuestionTransition } from "../push/hooks";
import { refreshItemSnapshots, refreshUserSnapshots, snapshotFactsSql, type SnapshotFacts } from "./refresh-snapshots";

export type { MarketplaceQuestion };

/** The columns a marketplace question decides; our own (assignee, answeredBy, notes) are never touched. */
export function questionColumns(q: MarketplaceQuestion) {
  const deleted = q.status === "DELETED";
  return {
    itemId: q.item_id,
    askerId: q.from ? BigInt(q.from.id) : null,
    text: q.text,
    status: q.status,
    dateCreated: new Date(q.date_created),
    answerText: q.answer ? (q.answer.text ?? "") : null,
    answerStatus: q.answer?.status ?? null,
    answerDate: q.answer?.date_created ? new Date(q.answer.date_created) : null,
    hidden: !deleted && (q.deleted_from_listing ?? false),
    deleted,
  };
}
type Columns = ReturnType<typeof questionColumns>;

/** The askers the marketplace named: a question without one has no nickname to read. */
const askerIds = (questions: MarketplaceQuestion[]) => questions.flatMap((q) => (q.from ? [BigInt(q.from.id)] : []));

function differs(row: Columns, next: Columns): boolean {
  const time = (d: Date | null) => d?.getTime() ?? null;
  return (
    row.status !== next.status ||
    row.text !== next.text ||
    row.answerText !== next.answerText ||
    row.answerStatus !== next.answerStatus ||
    time(row.answerDate) !== time(next.answerDate) ||
    row.hidden !== next.hidden ||
    row.deleted !== next.deleted ||
    row.itemId !== next.itemId ||
    row.askerId !== next.askerId ||
    time(row.dateCreated) !== time(next.dateCreated)
  );
}

const BULK_EVENT_FROM = 3;

/**
 * Bulk upsert of a questions/search page. Item and asker snapshots are refreshed first, so a failure
 * there leaves nothing half-written and the caller (notification processor, sweep) simply retries.
 * Returns how many rows changed; each change is published to the workspace's live views.
 */
export async function upsertQuestions(
  db: Db,
  marketplace: SellerClient,
  workspaceId: string,
  questions: MarketplaceQuestion[],
): Promise<number> {
  const now = new Date();
  const { existing, facts } = await readWhatWeKnow(db, questions, now);
  const byId = new Map(existing.map((r) => [r.id, r]));
  // A question id belongs to one seller; never let one workspace's sync touch another's rows.
  const mine = questions.filter((q) => (byId.get(BigInt(q.id))?.workspaceId ?? workspaceId) === workspaceId);
  if (!mine.length) return 0;
  await refreshItemSnapshots(
    db,
    marketplace,
    workspaceId,
    mine.map((q) => q.item_id),
    now,
    facts.items,
  );
  await refreshUserSnapshots(db, marketplace, askerIds(mine), now, facts.freshUsers);

  const ids = mine.map((q) => BigInt(q.id));
  const changedIds: bigint[] = [];
  const transitions: QuestionTransition[] = [];
  const writes = [];
  for (const q of mine) {
    const id = BigInt(q.id);
    const row = byId.get(id);
    const next = questionColumns(q);
    if (row && !differs(row, next)) continue;
    changedIds.push(id);
    transitions.push({ id, before: row?.status ?? null, after: next.status });
    // Unanswered again upstream (an answer removed, a test marketplace reset): the last send's claim
    // and author are history, or the next send would wait on a claim nobody holds.
    const reopened = Boolean(row && row.status !== "UNANSWERED" && next.status === "UNANSWERED");
    writes.push(upsertQuestionRow(db, workspaceId, id, next, reopened, now));
  }
  await writeAll(db, writes);
  const unchanged = ids.filter((id) => !changedIds.includes(id) && byId.has(id));
  if (unchanged.length)
    await db.$executeRaw`UPDATE questions SET synced_at = ${sqlUtc(now)}::timestamp(3) WHERE workspace_id = ${workspaceId} AND id = ANY (${unchanged.map(String)}::bigint[])`;
  // A page of changes (a first import) is one event, not one per question: each event is a row, a
  // NOTIFY and a refetch in every open browser.
  if (changedIds.length > BULK_EVENT_FROM) publishLiveEvent(workspaceId, { type: "questions.synced", questionIds: changedIds.map(String) });
  else for (const id of changedIds) publishLiveEvent(workspaceId, { type: "question.updated", questionId: String(id) });
  // A page of new questions is an import (the first one, a sweep catching up), not news for a phone.
  pushQuestionTransitions(db, workspaceId, transitions, { announceNew: mine.length <= BULK_EVENT_FROM });
  return changedIds.length;
}

type QuestionJson = Omit<Columns, "askerId" | "dateCreated" | "answerDate"> & {
  id: string;
  workspaceId: string;
  askerId: string | null;
  dateCreated: string;
  answerDate: string | null;
};

/**
 * Our rows of these questions and what we know of their items and askers, in one statement (it was
 * three per notification). Plain SQL: Prisma compiles a model query on the event loop every time, and
 * every notification of a burst comes through here.
 */
async function readWhatWeKnow(db: Db, questions: MarketplaceQuestion[], now: Date) {
  const [row] = await db.$queryRaw<Array<SnapshotFacts & { questions: QuestionJson[] }>>`
    SELECT
      (SELECT coalesce(json_agg(json_build_object('id', id::text, 'workspaceId', workspace_id, 'itemId', item_id, 'askerId', asker_id::text, 'text', text,
                'status', status, 'dateCreated', date_created, 'answerText', answer_text, 'answerStatus', answer_status, 'answerDate', answer_date,
                'hidden', hidden, 'deleted', deleted)), '[]')
         FROM questions WHERE id = ANY(${questions.map((q) => q.id)}::bigint[])) AS questions,
      ${snapshotFactsSql(
        questions.map((q) => q.item_id),
        askerIds(questions),
        now,
      )}`;
  const existing = row!.questions.map((q) => ({
    ...q,
    id: BigInt(q.id),
    askerId: q.askerId === null ? null : BigInt(q.askerId),
    dateCreated: utcOfJson(q.dateCreated),
    answerDate: q.answerDate === null ? null : utcOfJson(q.answerDate),
  }));
  return { existing, facts: row! };
}

/**
 * One question's row, inserted or updated in one statement. Plain SQL: Prisma's model upsert cost about
 * 3 ms of event-loop CPU a call against 0.5 ms, and the processor writes one per notification. Another
 * workspace's row is never updated (the caller filtered it out already; this holds even if it did not).
 */
function upsertQuestionRow(db: Db, workspaceId: string, id: bigint, c: Columns, reopened: boolean, now: Date) {
  return db.$executeRaw`
    INSERT INTO questions (id, workspace_id, item_id, asker_id, text, status, date_created, answer_text, answer_status, answer_date, hidden, deleted, synced_at)
    VALUES (${id}, ${workspaceId}, ${c.itemId}, ${c.askerId}, ${c.text}, ${c.status}, ${sqlUtc(c.dateCreated)}::timestamp(3), ${c.answerText}, ${c.answerStatus},
            ${sqlUtcOrNull(c.answerDate)}::timestamp(3), ${c.hidden}, ${c.deleted}, ${sqlUtc(now)}::timestamp(3))
    ON CONFLICT (id) DO UPDATE SET
      item_id = EXCLUDED.item_id, asker_id = EXCLUDED.asker_id, text = EXCLUDED.text, status = EXCLUDED.status,
      date_created = EXCLUDED.date_created, answer_text = EXCLUDED.answer_text, answer_status = EXCLUDED.answer_status,
      answer_date = EXCLUDED.answer_date, hidden = EXCLUDED.hidden, deleted = EXCLUDED.deleted, synced_at = EXCLUDED.synced_at,
      answer_send_key = CASE WHEN ${reopened} THEN NULL ELSE questions.answer_send_key END,
      answer_send_at = CASE WHEN ${reopened} THEN NULL ELSE questions.answer_send_at END,
      answered_by_id = CASE WHEN ${reopened} THEN NULL ELSE questions.answered_by_id END
    WHERE questions.workspace_id = EXCLUDED.workspace_id`;
}

/**
 * Re-reads one question. A 404 upstream means it is gone: the row is marked deleted and null returned.
 * A question of another seller is left out: a notification says only which question and whose it
 * claims to be, and the seller's token reads other sellers' public questions too, so a forged one
 * would otherwise put a stranger's question in this inbox.
 */
export async function syncQuestion(
  db: Db,
  marketplace: SellerClient,
  workspaceId: string,
  questionId: number,
): Promise<{ changed: boolean } | null> {
  let question: MarketplaceQuestion;
  try {
    question = await getQuestion(marketplace, questionId);
  } catch (error) {
    if (!(error instanceof MarketplaceError && error.status === 404)) throw error;
    const count = await db.$executeRaw`
      UPDATE questions SET deleted = true, status = 'DELETED', synced_at = ${sqlUtc(new Date())}::timestamp(3)
      WHERE id = ${BigInt(questionId)} AND workspace_id = ${workspaceId} AND NOT deleted`;
    if (count) publishLiveEvent(workspaceId, { type: "question.updated", questionId: String(questionId) });
    return null;
  }
  if (!(await isWorkspaceSeller(db, workspaceId, question.seller_id))) return { changed: false };
  return { changed: (await upsertQuestions(db, marketplace, workspaceId, [question])) > 0 };
}

/** The marketplace always names a question's seller (notes §1); one it does not name is nobody's here. */
async function isWorkspaceSeller(db: Db, workspaceId: string, sellerId: number | undefined): Promise<boolean> {
  if (sellerId === undefined) return false;
  const [row] = await db.$queryRaw<{ seller_id: bigint }[]>`SELECT seller_id FROM workspaces WHERE id = ${workspaceId}`;
  return row?.seller_id === BigInt(sellerId);
}
