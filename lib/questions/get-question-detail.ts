import { AppError } from "../errors/app-error";
import type { Db } from "../db/client";
import type { QuestionDetail, QuestionSummary } from "../schemas/questions";
import type { InboxActor } from "./list-questions";
import { listNotes } from "./notes";
import { SUMMARY_SELECT, toSummary, type SummaryRow } from "./question-rows";

/** One question of the workspace as the list shows it; 404 for ids of other workspaces too. */
export async function getQuestionSummary(db: Db, workspaceId: string, questionId: bigint): Promise<QuestionSummary> {
  return toSummary(await readRow(db, workspaceId, questionId));
}

async function readRow(db: Db, workspaceId: string, questionId: bigint): Promise<SummaryRow> {
  const rows = await db.$queryRaw<SummaryRow[]>`${SUMMARY_SELECT} WHERE q.workspace_id = ${workspaceId} AND q.id = ${questionId}`;
  if (!rows[0]) throw new AppError("not_found", "This question does not exist in your account.");
  return rows[0];
}

/** The question, the asker's other questions on the same item (the thread) and the team's notes. */
export async function getQuestionDetail(db: Db, actor: InboxActor, questionId: bigint): Promise<QuestionDetail> {
  const row = await readRow(db, actor.workspaceId, questionId);
  const [thread, notes, answeredBy] = await Promise.all([
    // An unknown asker has no thread: two questions without one are not known to share their author.
    row.asker_id === null
      ? []
      : db.question.findMany({
          where: { workspaceId: actor.workspaceId, itemId: row.item_id, askerId: row.asker_id, deleted: false, id: { not: questionId } },
          orderBy: [{ dateCreated: "asc" }, { id: "asc" }],
          take: 50,
        }),
    listNotes(db, actor.workspaceId, questionId),
    publisherOf(db, actor.workspaceId, questionId),
  ]);
  return {
    ...toSummary(row),
    thread: thread.map((q) => ({
      id: String(q.id),
      text: q.text,
      status: q.status,
      dateCreated: q.dateCreated.toISOString(),
      answer:
        q.answerStatus === null
          ? null
          : { text: q.answerText ?? "", status: q.answerStatus, dateCreated: q.answerDate?.toISOString() ?? null },
    })),
    notes,
    answeredBy,
  };
}

/** The teammate who published the answer through Mostrador (null: not answered here, or no longer a user). */
async function publisherOf(db: Db, workspaceId: string, questionId: bigint) {
  const q = await db.question.findFirst({ where: { id: questionId, workspaceId }, select: { answeredById: true } });
  if (!q?.answeredById) return null;
  return db.user.findUnique({ where: { id: q.answeredById }, select: { id: true, name: true } });
}
