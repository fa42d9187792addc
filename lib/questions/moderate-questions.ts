import { AppError } from "../errors/app-error";
import type { Db } from "../db/client";
import type { SellerClient } from "../marketplace/client";
import { MarketplaceError } from "../marketplace/errors";
import { deleteQuestion, hideQuestions } from "../marketplace/questions";
import { publishLiveEvent } from "../live/bus";
import { canDeleteQuestion } from "./deletable";
import type { InboxActor } from "./list-questions";

/**
 * Deletes a question on the marketplace and marks our row. The marketplace deletes only unanswered
 * questions; one already gone upstream counts as deleted (the user's intent holds).
 */
export async function deleteQuestionFor(db: Db, marketplace: SellerClient, actor: InboxActor, questionId: bigint): Promise<void> {
  const where = { id: questionId, workspaceId: actor.workspaceId };
  const row = await db.question.findFirst({ where, select: { deleted: true, status: true } });
  if (!row) throw new AppError("not_found", "This question does not exist in your account.");
  if (row.deleted) return;
  // Our copy already knows it is answered (an answer is final): no need to ask the marketplace to refuse.
  if (!canDeleteQuestion(row.status))
    throw new AppError("cannot_delete_answered", "Answered questions cannot be deleted; hide it instead.");
  try {
    await deleteQuestion(marketplace, Number(questionId));
  } catch (error) {
    if (error instanceof MarketplaceError && error.upstreamCode === "not_unanswered_question") {
      throw new AppError("cannot_delete_answered", "Answered questions cannot be deleted; hide it instead.");
    }
    if (!(error instanceof MarketplaceError && error.status === 404)) throw error;
  }
  await db.question.updateMany({ where, data: { deleted: true, status: "DELETED", syncedAt: new Date() } });
  publishLiveEvent(actor.workspaceId, { type: "question.updated", questionId: String(questionId) });
}

/** Hides several questions at once. Every id must be this workspace's: the marketplace call is all or nothing. */
export async function hideQuestionsFor(db: Db, marketplace: SellerClient, actor: InboxActor, questionIds: bigint[]): Promise<string[]> {
  const ids = [...new Set(questionIds)];
  const rows = await db.question.findMany({ where: { workspaceId: actor.workspaceId, id: { in: ids } }, select: { id: true } });
  if (rows.length !== ids.length) {
    const known = new Set(rows.map((r) => r.id));
    throw new AppError("not_found", "Some questions do not exist in your account.", {
      questionIds: ids.filter((id) => !known.has(id)).map(String),
    });
  }
  await hideQuestions(marketplace, ids.map(Number));
  await db.question.updateMany({
    where: { workspaceId: actor.workspaceId, id: { in: ids } },
    data: { hidden: true, syncedAt: new Date() },
  });
  for (const id of ids) publishLiveEvent(actor.workspaceId, { type: "question.updated", questionId: String(id) });
  return ids.map(String);
}
