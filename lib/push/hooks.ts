import "server-only";
import type { BuyerRef } from "../buyer-label";
import type { Db } from "../db/client";
import { pushAssignedQuestion, pushNewQuestion, replaceAnsweredQuestion } from "./notify-question";
import { pushBuyerMessage } from "./notify-sale";
import { schedulePush } from "./queue";

/**
 * The one-line calls the domain code makes where something worth a notification happened. Each only
 * schedules (lib/push/queue.ts): the send never slows the notification processor or a request.
 */
export interface QuestionTransition {
  id: bigint;
  /** The status before this write; null for a question we had not stored. */
  before: string | null;
  after: string;
}

/** After questions were written: new unanswered ones are announced, ones no longer waiting replace theirs. */
export function pushQuestionTransitions(
  db: Db,
  workspaceId: string,
  transitions: QuestionTransition[],
  { announceNew }: { announceNew: boolean },
) {
  for (const t of transitions) {
    if (t.before === null && t.after === "UNANSWERED" && announceNew) schedulePush(() => pushNewQuestion(db, workspaceId, t.id));
    else if (t.before === "UNANSWERED" && t.after !== "UNANSWERED") schedulePush(() => replaceAnsweredQuestion(db, workspaceId, t.id));
  }
}

export function pushQuestionAnswered(db: Db, workspaceId: string, questionId: bigint) {
  schedulePush(() => replaceAnsweredQuestion(db, workspaceId, questionId));
}

export function pushQuestionAssigned(db: Db, workspaceId: string, questionId: bigint, assigneeId: string | null) {
  if (assigneeId) schedulePush(() => pushAssignedQuestion(db, workspaceId, questionId, assigneeId));
}

export function pushSaleMessage(db: Db, workspaceId: string, saleId: bigint, buyer: BuyerRef, text: string) {
  schedulePush(() => pushBuyerMessage(db, workspaceId, saleId, buyer, text));
}
