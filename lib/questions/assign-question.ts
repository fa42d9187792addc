import { AppError } from "../errors/app-error";
import type { Db } from "../db/client";
import type { QuestionSummary } from "../schemas/questions";
import { publishLiveEvent } from "../live/bus";
import { pushQuestionAssigned } from "../push/hooks";
import { getQuestionSummary } from "./get-question-detail";
import type { InboxActor } from "./list-questions";

/**
 * Claim (assignee = the actor), assign to a teammate, or unassign (null). The assignee must be a
 * member of this workspace who can answer: a viewer cannot act on what they are given.
 */
export async function assignQuestion(db: Db, actor: InboxActor, questionId: bigint, assigneeId: string | null): Promise<QuestionSummary> {
  if (assigneeId !== null) {
    const member = await db.membership.findUnique({
      where: { userId_workspaceId: { userId: assigneeId, workspaceId: actor.workspaceId } },
    });
    if (!member) throw new AppError("assignee_not_member", "That person is not a member of this team.");
    if (member.role === "viewer") throw new AppError("assignee_cannot_answer", "Viewers cannot be assigned questions.");
  }
  const { count } = await db.question.updateMany({
    where: { id: questionId, workspaceId: actor.workspaceId },
    data: { assigneeId, assignedAt: assigneeId ? new Date() : null },
  });
  if (!count) throw new AppError("not_found", "This question does not exist in your account.");
  publishLiveEvent(actor.workspaceId, { type: "question.updated", questionId: String(questionId) });
  pushQuestionAssigned(db, actor.workspaceId, questionId, assigneeId);
  return getQuestionSummary(db, actor.workspaceId, questionId);
}
