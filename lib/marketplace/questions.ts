import { z } from "zod";
import type { SellerClient } from "./client";
import { INTERACTIVE_WRITE_DEADLINE_MS } from "./deadlines";
import { numericId } from "./ids";
import { lenientArray } from "./lenient";
import { OFFSET_WINDOW, openScan } from "./scan";

/**
 * Questions, answers, hiding, the questions blacklist and response time. Shapes are read leniently
 * (only what the app uses; unknown fields pass) because the real API adds fields freely.
 */
/**
 * One question, from search or detail. The asker is `from: {id}` in the spec, in search results and in
 * the older detail; the documented v4 detail carries `buyer_id` and no `from` (notes §1 and §11). Either
 * becomes `from.id`. Older questions name neither (questions-get-5.json, 2013): the question is kept with
 * `from: null`, an unknown asker, and the places that name or use the asker say so.
 */
export const marketplaceQuestionSchema = z
  .object({
    id: numericId,
    item_id: z.string(),
    seller_id: numericId.optional().catch(undefined),
    status: z.string(),
    text: z
      .string()
      .nullish()
      .transform((t) => t ?? ""),
    date_created: z.string(),
    deleted_from_listing: z.boolean().nullish(),
    hold: z.boolean().nullish(),
    answer: z.object({ text: z.string().nullish(), status: z.string(), date_created: z.string().nullish() }).nullish(),
    from: z.object({ id: numericId }).nullish(),
    buyer_id: numericId.nullish(),
  })
  .transform((q) => {
    const { buyer_id: buyerId, from, ...rest } = q;
    // buyer_id first: it can only mean the asker, while notes §11 report a `from` naming the seller.
    const askerId = buyerId ?? from?.id;
    return { ...rest, from: askerId === undefined || askerId === null ? null : { id: askerId } };
  });
export type MarketplaceQuestion = z.infer<typeof marketplaceQuestionSchema>;

const searchSchema = z.object({
  total: z.number().int(),
  limit: z.number().int().optional(),
  questions: lenientArray(marketplaceQuestionSchema),
  /** Only on a scan page (real API): the id that reads the next one (lib/marketplace/scan.ts). */
  scroll_id: z.string().nullish(),
});
export type QuestionSearchPage = z.infer<typeof searchSchema>;

export interface QuestionSearch {
  sellerId: number;
  itemId?: string;
  askerId?: number;
  /** Upper-case statuses (UNANSWERED, ANSWERED…); several are OR-ed upstream. */
  statuses?: string[];
  from?: string;
  to?: string;
  /** date_created order; the marketplace also sorts by item_id, from_id… which the inbox does not need. */
  order?: "ASC" | "DESC";
  /** 1–100 upstream. */
  limit?: number;
  offset?: number;
  /** Deep paging (lib/marketplace/scan.ts): `search_type=scan`, with the previous page's scroll id after the first. */
  scan?: { scrollId?: string };
}

export function searchQuestions(marketplace: SellerClient, s: QuestionSearch): Promise<QuestionSearchPage> {
  return marketplace("/questions/search", {
    schema: searchSchema,
    query: {
      seller_id: s.sellerId,
      item: s.itemId,
      from: s.askerId,
      status: s.statuses?.join(","),
      "date_created.from": s.from,
      "date_created.to": s.to,
      sort_fields: "date_created",
      sort_types: s.order ?? "ASC",
      limit: Math.min(Math.max(s.limit ?? 50, 1), 100),
      offset: s.scan ? undefined : (s.offset ?? 0),
      // The docs confirm scan on /questions/search only through integrators (notes §1); it takes the
      // items search's names, which is what the sandbox's real profile implements.
      search_type: s.scan ? "scan" : undefined,
      scroll_id: s.scan?.scrollId,
      api_version: 4,
    },
  });
}

/**
 * Every page of a search, in order, read as the consumer asks for them (it may stop early). The first
 * page is read by offset; past 1,000 results, where the real API refuses offsets, the rest come
 * through a scan, which restarts at the top: its first page repeats the first one (harmless, stored
 * questions are upserted). Without a scan (the spec's marketplace) pages go on by offset.
 */
export async function* questionPages(
  marketplace: SellerClient,
  s: Omit<QuestionSearch, "offset" | "scan">,
): AsyncGenerator<QuestionSearchPage> {
  const limit = Math.min(Math.max(s.limit ?? 50, 1), 100);
  const first = await searchQuestions(marketplace, { ...s, limit, offset: 0 });
  yield first;
  // Counted by total and empty pages, not short ones: a page whose unreadable question was left out is
  // shorter than the limit without being the last.
  if (first.total <= limit || first.questions.length === 0) return;
  if (first.total > OFFSET_WINDOW) {
    const scan = await openScan(
      (scrollId) => searchQuestions(marketplace, { ...s, limit, scan: { scrollId } }),
      (p) => p.questions.length,
      2 * Math.ceil(first.total / limit) + 10,
    );
    if (scan) {
      yield* scan;
      return;
    }
  }
  for (let offset = limit; offset < first.total; offset += limit) {
    const page = await searchQuestions(marketplace, { ...s, limit, offset });
    yield page;
    if (page.questions.length === 0) return;
  }
}

export function getQuestion(marketplace: SellerClient, questionId: number): Promise<MarketplaceQuestion> {
  return marketplace(`/questions/${questionId}`, { schema: marketplaceQuestionSchema, query: { api_version: 4 } });
}

/** What a published answer changed on its question: the columns the inbox keeps of it. */
export interface PublishedAnswer {
  status: string;
  answer: { text: string; status: string; date_created: string };
}

const answerEchoSchema = z.object({
  status: z.string(),
  answer: z.object({ text: z.string().nullish(), status: z.string(), date_created: z.string().nullish() }),
});

/**
 * POST /answers. Any 2xx means the answer is published, whatever its body: the documented echo is the
 * question without its asker, and a 502 here would free the claim and make the retry a
 * not_unanswered_question. The echo's status and answer are kept when they read; otherwise what we sent
 * stands (ANSWERED, our text, now) until the next sync reads the question. Never retried (http.ts
 * retries GETs only).
 */
export async function postAnswer(marketplace: SellerClient, questionId: number, text: string): Promise<PublishedAnswer> {
  const sentAt = new Date().toISOString();
  const echo = answerEchoSchema.safeParse(
    await marketplace("/answers", {
      method: "POST",
      body: { question_id: questionId, text },
      schema: z.unknown(),
      rateLimitDeadlineMs: INTERACTIVE_WRITE_DEADLINE_MS,
    }),
  );
  if (!echo.success) return { status: "ANSWERED", answer: { text, status: "ACTIVE", date_created: sentAt } };
  const { status, answer } = echo.data;
  return { status, answer: { text: answer.text ?? text, status: answer.status, date_created: answer.date_created ?? sentAt } };
}

export async function deleteQuestion(marketplace: SellerClient, questionId: number): Promise<void> {
  await marketplace(`/questions/${questionId}`, { method: "DELETE", schema: z.unknown() });
}

/** All or nothing upstream: every id must belong to the seller. */
export async function hideQuestions(marketplace: SellerClient, questionIds: number[]): Promise<number[]> {
  const res = await marketplace("/my/questions/hidden", {
    method: "POST",
    body: { question_ids: questionIds },
    // The answer's shape is documented nowhere (notes §2): any 2xx body means done, and a `hidden` list
    // of ids, when one comes, says which.
    schema: z.unknown(),
  });
  const hidden = z.object({ hidden: z.array(numericId) }).safeParse(res);
  return hidden.success ? hidden.data.hidden : questionIds;
}

const blockedSchema = z.object({ id: numericId, blocked_at: z.string().nullish() });
export type BlockedEntry = z.infer<typeof blockedSchema>;

export async function blockAsker(marketplace: SellerClient, sellerId: number, userId: number): Promise<void> {
  await marketplace(`/users/${sellerId}/questions_blacklist`, { method: "POST", body: { user_id: userId }, schema: z.unknown() });
}

export async function unblockAsker(marketplace: SellerClient, sellerId: number, userId: number): Promise<void> {
  await marketplace(`/users/${sellerId}/questions_blacklist/${userId}`, { method: "DELETE", schema: z.unknown() });
}

/** The whole list (sellers block dozens, not thousands): pages of 1,000 until done. */
export async function listBlockedAskers(marketplace: SellerClient, sellerId: number): Promise<BlockedEntry[]> {
  const page = z.object({ paging: z.object({ total: z.number().int() }).partial().optional(), users: lenientArray(blockedSchema) });
  const all: BlockedEntry[] = [];
  for (let offset = 0; ; offset += 1000) {
    const res = await marketplace(`/users/${sellerId}/questions_blacklist`, { schema: page, query: { limit: 1000, offset } });
    all.push(...res.users);
    // An unreadable entry left out makes a page short without making it the last: go by the total.
    if (res.users.length === 0 || offset + 1000 >= (res.paging?.total ?? 0)) return all;
  }
}

const bandSchema = z.object({ response_time: z.number().nullish(), sales_percent_increase: z.number().nullish() }).nullish();
const responseTimeSchema = z.object({
  total: z.object({ response_time: z.number().nullish() }).nullish(),
  weekend: bandSchema,
  weekdays_working_hours: bandSchema,
  weekdays_extra_hours: bandSchema,
});
export type MarketplaceResponseTime = z.infer<typeof responseTimeSchema>;

export function getResponseTime(marketplace: SellerClient, userId: number): Promise<MarketplaceResponseTime> {
  return marketplace(`/users/${userId}/questions/response_time`, { schema: responseTimeSchema });
}
