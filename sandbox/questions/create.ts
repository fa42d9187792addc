import type { User } from "../accounts/types.ts";
import type { SandboxContext } from "../context.ts";
import { badRequest, MarketplaceError, notFound } from "../core/errors.ts";
import { countAnswer, insertQuestion, type Question } from "./state.ts";

export const MAX_TEXT = 2000;

/** Text rules shared by questions and answers (spec Limits: 2000 characters). */
export function checkText(text: unknown, field = "text"): string {
  if (typeof text !== "string" || text.trim() === "") throw badRequest("text_is_null", `The Attribute ${field} is empty`);
  if (text.length > MAX_TEXT) throw badRequest("text_too_long", `The Attribute ${field} exceeds ${MAX_TEXT} characters (${text.length})`);
  return text;
}

/**
 * A buyer asks on an item. Refused when the item is not active (notes §2 `not_active_item`), when the
 * asker is the item's seller, or when the seller blacklisted the asker (spec Questions rule 3).
 * Publishes the questions notification for the seller.
 */
export function askQuestion(ctx: SandboxContext, asker: User, itemId: string, rawText: unknown, appId: number | null): Question {
  const text = checkText(rawText);
  const item = ctx.state.catalog.items.get(itemId);
  if (!item) throw notFound(`Item ${itemId} not found`, "item_not_found");
  if (item.seller_id === asker.id)
    throw new MarketplaceError(403, "seller_cannot_ask", "The seller cannot ask questions on their own item");
  if (isBlocked(ctx, item.seller_id, asker.id)) {
    throw new MarketplaceError(403, "blocked_user", `User ${asker.id} is blocked by seller ${item.seller_id} from asking questions`);
  }
  if (item.status !== "active")
    throw badRequest("not_active_item", `Item ${itemId} must be active to receive questions (status: ${item.status})`);
  const now = ctx.clock.nowMs();
  const qs = ctx.state.questions;
  const q: Question = {
    id: qs.nextId++,
    seller_id: item.seller_id,
    item_id: item.id,
    from_id: asker.id,
    text,
    status: "UNANSWERED",
    date_created: now,
    last_updated: now,
    answer: null,
    deleted_from_listing: false,
    hold: false,
    suspected_spam: false,
    app_id: appId,
  };
  insertQuestion(qs, q);
  ctx.notifier.publish({ topic: "questions", user_id: q.seller_id, resource: `/questions/${q.id}` });
  return q;
}

export function isBlocked(ctx: SandboxContext, sellerId: number, userId: number): boolean {
  return ctx.state.questions.blacklists.get(sellerId)?.has(userId) ?? false;
}

/** The item's seller answers an UNANSWERED question (notes §2: otherwise 400 not_unanswered_question). */
export function answerQuestion(ctx: SandboxContext, seller: User, questionId: number, rawText: unknown): Question {
  const q = ctx.state.questions.byId.get(questionId);
  if (!q || q.status === "DELETED") throw notFound(`Question ${questionId} not found`);
  if (q.seller_id !== seller.id)
    throw new MarketplaceError(403, "forbidden", `User ${seller.id} is not the seller of question ${questionId}`);
  const text = checkText(rawText);
  if (q.status !== "UNANSWERED") throw badRequest("not_unanswered_question", `Question ${questionId} is not unanswered`);
  const now = ctx.clock.nowMs();
  q.answer = { text, status: "ACTIVE", date_created: now };
  q.status = "ANSWERED";
  q.last_updated = now;
  countAnswer(ctx.state.questions, q.from_id);
  ctx.notifier.publish({ topic: "questions", user_id: q.seller_id, resource: `/questions/${q.id}` });
  return q;
}

/** The application id the caller's token was issued to, as the number the API prints (null if unknown). */
export function appIdOf(ctx: SandboxContext): number | null {
  const id = ctx.state.application?.id;
  return id && /^\d+$/.test(id) ? Number(id) : null;
}
