import { AppError } from "../errors/app-error";
import type { Db } from "../db/client";
import type { SellerClient } from "../marketplace/client";
import { MarketplaceError } from "../marketplace/errors";
import { postAnswer } from "../marketplace/questions";
import type { QuestionSummary } from "../schemas/questions";
import { publishLiveEvent } from "../live/bus";
import { pushQuestionAnswered } from "../push/hooks";
import { refuseUnfilled } from "../replies/refuse-unfilled";
import { placeholdersIn } from "../replies/variables";
import { getQuestionSummary } from "./get-question-detail";
import type { InboxActor } from "./list-questions";
import { syncQuestion } from "./sync-question";

export interface AnswerInput {
  text: string;
  /** When the composer opened: an answer given after it is "meanwhile", one before it "already". */
  composerOpenedAt: string;
  /** One per composer session: repeats of the same send return the first result. */
  idempotencyKey?: string;
  /** The saved reply, with its {variables}, the text was filled from and sent unchanged (see suggest-answers.ts). */
  template?: string;
}

/** A claim older than this was left by a send that never finished (a crashed process): it lapses. */
const CLAIM_LAPSES_MS = 120_000;
/** A repeat that arrives while the first send is still at the marketplace waits for it this long. */
const REPEAT_WAIT_MS = 15_000;

type Row = {
  status: string;
  deleted: boolean;
  answerText: string | null;
  answerStatus: string | null;
  answerDate: Date | null;
  answeredById: string | null;
  answerSendKey: string | null;
};

const notFound = () => new AppError("not_found", "This question does not exist in your account.");
const deletedError = () => new AppError("question_deleted", "This question was deleted.");

/**
 * Why a question cannot take our answer, as one of our codes. The existing answer travels in details
 * so the composer can show it. A teammate answering here after the composer opened is answered_meanwhile,
 * the seller answering on the marketplace itself answered_on_marketplace; an answer the user could
 * already have seen is already_answered.
 */
async function refusal(db: Db, row: Row, openedAt: Date): Promise<AppError> {
  if (row.deleted || row.status === "DELETED") return deletedError();
  if (row.answerStatus === null) {
    return new AppError("not_answerable", `This question cannot be answered (status ${row.status}).`, { status: row.status });
  }
  const answeredBy = row.answeredById
    ? await db.user.findUnique({ where: { id: row.answeredById }, select: { id: true, name: true } })
    : null;
  const details = {
    answer: { text: row.answerText ?? "", status: row.answerStatus, dateCreated: row.answerDate?.toISOString() ?? null },
    answeredBy,
  };
  if (row.answerDate && row.answerDate.getTime() > openedAt.getTime()) {
    // Only a teammate's answer carries who answered; without one it was given on the marketplace itself.
    return answeredBy
      ? new AppError("answered_meanwhile", "A teammate answered this question while you were writing.", details)
      : new AppError("answered_on_marketplace", "The question was answered on the marketplace while you were writing.", details);
  }
  return new AppError("already_answered", "This question was already answered.", details);
}

/**
 * Answers through the marketplace, then records it on our row (with who answered) and tells the team.
 * The send first claims the question with the composer's key in one conditional update, so a double
 * click, a retry or a second tab sends one request upstream; a repeat with the same key gets the
 * first send's result, never "answered meanwhile".
 */
export async function answerQuestion(
  db: Db,
  marketplace: SellerClient,
  actor: InboxActor,
  questionId: bigint,
  input: AnswerInput,
): Promise<QuestionSummary> {
  // An answer is public and final: a {variable} left unfilled must never reach the marketplace.
  refuseUnfilled(input.text);
  const openedAt = new Date(input.composerOpenedAt);
  const where = { id: questionId, workspaceId: actor.workspaceId };
  const row = await db.question.findFirst({ where });
  if (!row) throw notFound();
  const key = input.idempotencyKey;
  if (key && row.answerSendKey === key) return repeatOf(db, actor.workspaceId, questionId, key);
  if (row.deleted || row.status !== "UNANSWERED") throw await refusal(db, row, openedAt);

  if (key) {
    const lapsed = new Date(Date.now() - CLAIM_LAPSES_MS);
    const claimed = await db.question.updateMany({
      where: { ...where, status: "UNANSWERED", OR: [{ answerSendKey: null }, { answerSendAt: { lt: lapsed } }] },
      data: { answerSendKey: key, answerSendAt: new Date() },
    });
    if (claimed.count === 0) {
      const now = await db.question.findFirst({ where });
      if (now?.answerSendKey === key) return repeatOf(db, actor.workspaceId, questionId, key);
      if (now && now.status !== "UNANSWERED") throw await refusal(db, now, openedAt);
      throw new AppError("answer_in_progress", "A teammate is publishing an answer to this question right now.");
    }
  }

  let answered;
  try {
    answered = await postAnswer(marketplace, Number(questionId), input.text);
  } catch (error) {
    // The send failed: free the claim so the user (or a teammate) can try again.
    if (key)
      await db.question.updateMany({
        where: { ...where, answerSendKey: key, status: "UNANSWERED" },
        data: { answerSendKey: null, answerSendAt: null },
      });
    throw await upstreamRefusal(db, marketplace, actor.workspaceId, questionId, openedAt, error);
  }
  // A template without variables says nothing the answer does not: only one with {variables} is kept.
  const answerTemplate = input.template && placeholdersIn(input.template).length > 0 ? input.template : null;
  // Only what the answer changed: the echo is not the whole question (the documented one has no asker).
  await db.question.updateMany({
    where,
    data: {
      status: answered.status,
      answerText: answered.answer.text,
      answerStatus: answered.answer.status,
      answerDate: new Date(answered.answer.date_created),
      answeredById: actor.userId,
      answerTemplate,
      syncedAt: new Date(),
    },
  });
  publishLiveEvent(actor.workspaceId, { type: "question.updated", questionId: String(questionId) });
  pushQuestionAnswered(db, actor.workspaceId, questionId);
  return getQuestionSummary(db, actor.workspaceId, questionId);
}

/** A repeat of a send this key already made: its result once it is known (waiting for it if it is in flight). */
async function repeatOf(db: Db, workspaceId: string, questionId: bigint, key: string): Promise<QuestionSummary> {
  const until = Date.now() + REPEAT_WAIT_MS;
  for (;;) {
    const row = await db.question.findFirst({ where: { id: questionId, workspaceId } });
    if (!row) throw notFound();
    if (row.status !== "UNANSWERED") return getQuestionSummary(db, workspaceId, questionId);
    // The first send failed and released its claim: this repeat is a fresh attempt's business, not ours.
    if (row.answerSendKey !== key) throw new AppError("answer_not_sent", "The first send of this answer failed; send it again.");
    if (Date.now() > until) throw new AppError("answer_in_progress", "This answer is still being published.");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Upstream refusals in our terms; anything else (reconnect, unreachable, timeout) goes to the envelope as is. */
async function upstreamRefusal(
  db: Db,
  marketplace: SellerClient,
  workspaceId: string,
  questionId: bigint,
  openedAt: Date,
  error: unknown,
): Promise<unknown> {
  if (!(error instanceof MarketplaceError)) return error;
  if (error.upstreamCode === "not_unanswered_question") {
    // Our copy was stale: read the question again so the refusal carries the answer it has now.
    const synced = await syncQuestion(db, marketplace, workspaceId, Number(questionId));
    if (!synced) return deletedError();
    const row = await db.question.findFirst({ where: { id: questionId, workspaceId } });
    return row ? refusal(db, row, openedAt) : notFound();
  }
  if (error.status === 404) {
    await syncQuestion(db, marketplace, workspaceId, Number(questionId));
    return deletedError();
  }
  if (error.upstreamCode === "blocked_user") return new AppError("asker_blocked", "The asker is blocked: unblock them to answer.");
  return error;
}
