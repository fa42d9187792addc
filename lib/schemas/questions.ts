import { z } from "zod";
import { braced, CONTEXT_VARIABLES, REPLY_CONTEXTS, savedReplyProblem } from "../replies/variables";
import { inAccountSchema } from "./accounts";
import { marketplaceIdSchema } from "./ids";

/**
 * Our questions API contract, shared by route handlers (which parse with it) and the browser.
 * Ids of marketplace objects travel as strings in JSON (question ids can exceed 2^31).
 */

// Plain constants live apart so the browser can use them without loading zod.
import { ANSWER_MAX_LENGTH, LIST_VIEWS, NOTE_MAX_LENGTH, QUESTION_STATUSES } from "./questions-constants";
export { ANSWER_MAX_LENGTH, LIST_VIEWS, QUESTION_STATUSES };

export const questionFiltersSchema = z.object({
  status: z.enum(LIST_VIEWS).default("UNANSWERED"),
  itemId: z.string().optional(),
  askerId: marketplaceIdSchema.optional(),
  /** ISO dates (inclusive), in UTC. */
  from: z.string().datetime().optional(),
  to: z.string().datetime().optional(),
  /** Asked in the last N days, counted when the list is read (a saved or shared view stays current). */
  days: z.coerce.number().int().min(1).max(365).optional(),
  /** "queue": my queue, assigned to me first, then unassigned (each in the chosen order). */
  assignee: z.enum(["anyone", "me", "unassigned", "queue"]).default("anyone"),
  q: z.string().trim().max(200).optional(),
  /**
   * "due": due soonest, the one-hour mark closest or furthest past first, which is oldest first ("oldest"
   * is kept as its older name for links already shared).
   */
  sort: z.enum(["due", "oldest", "newest"]).default("due"),
  /** The all-accounts inbox's account filter: one of the listed accounts (others match nothing). */
  inAccount: inAccountSchema,
  /** Opaque cursor from the previous page's nextCursor. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type QuestionFilters = z.infer<typeof questionFiltersSchema>;

export const itemSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  thumbnail: z.string().nullable(),
  price: z.number(),
  currencyId: z.string(),
  availableQuantity: z.number().int(),
  status: z.string(),
  permalink: z.string().nullable(),
});
export type ItemSummary = z.infer<typeof itemSummarySchema>;

export const teammateSchema = z.object({ id: z.string(), name: z.string() });

export const questionSummarySchema = z.object({
  id: z.string(),
  /** The seller account (workspace) the question belongs to: the all-accounts inbox acts with it. */
  accountId: z.string(),
  text: z.string(),
  status: z.enum(QUESTION_STATUSES).or(z.string()),
  dateCreated: z.string(),
  item: itemSummarySchema.nullable(),
  /** `id` null: the marketplace did not say who asked (older questions). */
  asker: z.object({ id: z.string().nullable(), nickname: z.string().nullable() }),
  answer: z.object({ text: z.string(), status: z.string(), dateCreated: z.string().nullable() }).nullable(),
  assignee: teammateSchema.nullable(),
  /** Earlier questions by the same asker on the same item (follow-ups read as one thread). */
  earlierCount: z.number().int(),
  noteCount: z.number().int(),
});
export type QuestionSummary = z.infer<typeof questionSummarySchema>;

export const questionPageSchema = z.object({
  questions: z.array(questionSummarySchema),
  total: z.number().int(),
  /** True when more than `total` match: the all-accounts inbox stops counting at 1,000 ("1,000+"). */
  totalCapped: z.boolean(),
  nextCursor: z.string().nullable(),
  /** True until the first import from the marketplace has finished: an empty list means "not yet". */
  importing: z.boolean(),
});
export type QuestionPage = z.infer<typeof questionPageSchema>;

/** POST /api/questions/sync: what the sweep changed (the inbox only needs to know it went through). */
export const syncResultSchema = z.object({ changed: z.number(), missedEnqueued: z.number() });

export const noteSchema = z.object({ id: z.string(), text: z.string(), author: teammateSchema, createdAt: z.string() });
export type Note = z.infer<typeof noteSchema>;

export const questionDetailSchema = questionSummarySchema.extend({
  /** The same asker's other questions on this item, oldest first, this one excluded. */
  thread: z.array(questionSummarySchema.pick({ id: true, text: true, status: true, dateCreated: true, answer: true })),
  notes: z.array(noteSchema),
  /** Who published the answer through Mostrador; null when it was answered elsewhere (or not yet). */
  answeredBy: teammateSchema.nullable(),
});
export type QuestionDetail = z.infer<typeof questionDetailSchema>;

export const answerInputSchema = z.object({
  text: z.string().trim().min(1).max(ANSWER_MAX_LENGTH),
  /**
   * When the composer opened (ISO). The send is refused with 409 `answered_meanwhile` if a teammate
   * answered after this moment; the refusal carries the existing answer.
   */
  composerOpenedAt: z.string().datetime(),
  /** One per composer session (a UUID): a repeated send with the same key returns the first result. */
  idempotencyKey: z.string().uuid().optional(),
  /**
   * The saved reply the text was filled from, with its {variables}, when it is sent unchanged: kept on the
   * question so a suggestion built from this answer is filled again for the next buyer (suggestions.ts).
   */
  template: z.string().trim().min(1).max(ANSWER_MAX_LENGTH).optional(),
});

export const assignInputSchema = z.object({ assigneeId: z.string().nullable() });
export const hideInputSchema = z.object({ questionIds: z.array(marketplaceIdSchema).min(1).max(100) });
export const noteInputSchema = z.object({ text: z.string().trim().min(1).max(NOTE_MAX_LENGTH) });

/**
 * A saved reply's variables must all exist together in at least one context (lib/replies/variables.ts):
 * one that no composer can fill would reach a buyer as "{unknown_var}". The issue's message names them
 * and `params` carries the problem (the form shows it on the Text field).
 */
const replyBodySchema = z
  .string()
  .trim()
  .min(1)
  .max(ANSWER_MAX_LENGTH)
  .superRefine((body, ctx) => {
    const problem = savedReplyProblem(body);
    if (!problem) return;
    const names = problem.names.map(braced).join(", ");
    const message =
      problem.kind === "unknown"
        ? `Unknown variable ${names}. Variables: ${REPLY_CONTEXTS.map((c) => `${c} ${CONTEXT_VARIABLES[c].map(braced).join(" ")}`).join("; ")}.`
        : `${names} are never available together: a reply's variables must all exist in questions or all in sales.`;
    ctx.addIssue({ code: "custom", message, params: { reason: `${problem.kind}_variables`, variables: problem.names } });
  });

export const savedReplyInputSchema = z.object({ title: z.string().trim().min(1).max(80), body: replyBodySchema });
// Read back as stored: a reply saved before the check may hold a variable that no longer passes it.
export const savedReplySchema = z.object({ title: z.string(), body: z.string(), id: z.string(), updatedAt: z.string() });
export type SavedReply = z.infer<typeof savedReplySchema>;

export const blockedUserSchema = z.object({ userId: z.string(), nickname: z.string().nullable() });
/** Block by the buyer's id, or by the nickname they asked with (resolved on the server). */
export const blockInputSchema = z.union([
  z.object({ userId: marketplaceIdSchema }),
  z.object({ nickname: z.string().trim().min(1).max(60) }),
]);

const bandSchema = z.object({ responseTimeMinutes: z.number().nullable(), salesPercentIncrease: z.number().nullable() });
export const responseTimeSchema = z.discriminatedUnion("available", [
  z.object({ available: z.literal(false) }),
  z.object({
    available: z.literal(true),
    totalMinutes: z.number().nullable(),
    weekend: bandSchema,
    weekdaysWorkingHours: bandSchema,
    weekdaysExtraHours: bandSchema,
  }),
]);
export type ResponseTime = z.infer<typeof responseTimeSchema>;

/** GET /api/team/members: the assign picker's list. */
export const teamMemberSchema = teammateSchema.extend({
  role: z.enum(["owner", "agent", "viewer"]),
  email: z.string().nullable(),
  lastActiveAt: z.string().nullable(),
  /** The other seller account this person signs in with (their name is its nickname), else null. */
  signsInWith: z.string().nullable().default(null),
});
export const teamMembersSchema = z.object({ members: z.array(teamMemberSchema) });
export const savedRepliesSchema = z.object({ savedReplies: z.array(savedReplySchema) });
export const blockedUsersSchema = z.object({ users: z.array(blockedUserSchema) });
export const hideResultSchema = z.object({ hidden: z.array(z.string()) });
export const notesSchema = z.object({ notes: z.array(noteSchema) });
/** Path ids of questions: digits only (they exceed 2^31, so they stay strings until the server). */
export const questionIdSchema = marketplaceIdSchema;
