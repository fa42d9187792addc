import { z } from "zod";

/** The overview's cards: each has its own route so one failing never blanks the others. */
export const questionsWorkSchema = z.object({
  unanswered: z.number(),
  oldestAt: z.string().nullable(),
  assignedToMe: z.number(),
  /** Unanswered ones whose one-hour mark comes in the next 15 minutes (asked 45–60 minutes ago). */
  crossingSoon: z.number(),
  /** No sweep has read the marketplace yet: zero means "not brought in", not "all answered". */
  importing: z.boolean(),
});
export type QuestionsWork = z.infer<typeof questionsWorkSchema>;

export const salesWorkSchema = z.object({
  /** paid, not cancelled orders of the last 7 days: the sales that may need a first message */
  recentSales: z.number(),
  since: z.string(),
  complete: z.boolean(),
});

/** The claims desk's share of today's work, from our copy: open claims where it is the seller's move. */
export const claimsWorkSchema = z.object({
  yourMove: z.number(),
  /** Of those, the ones still inside the 48-hour window (solved now, they do not count against the reputation). */
  withIncentive: z.number(),
  /** Of those, the ones due in the next 24 hours or already overdue. */
  dueSoon: z.number(),
});
export type ClaimsWork = z.infer<typeof claimsWorkSchema>;

export const visitsTodaySchema = z.object({
  today: z.string(),
  todayVisits: z.number().nullable(),
  lastWeekDate: z.string(),
  lastWeekVisits: z.number().nullable(),
  /** finished local hours counted on both days (0–23): 0 means too early to compare */
  hours: z.number(),
  readAt: z.string(),
});

/**
 * GET /api/overview/accounts (`account=all`): today's work of each account the person has a role in, side by
 * side. The questions are the questions card's own figures; sales are those whose buyer wrote and this person
 * has not read (the sales list's "Buyer replied · unread"), from our copy: one request, no marketplace call.
 */
export const accountTodaySchema = z.object({
  accountId: z.string(),
  nickname: z.string(),
  siteId: z.string(),
  /** False once disconnected: its figures are what was brought in before. */
  isConnected: z.boolean(),
  questions: questionsWorkSchema,
  unreadSales: z.number(),
  /** Account health from our copy: the colour we last read (null level: none yet; isRead false: never read) and today's dispatch risk. */
  health: z.object({ isRead: z.boolean(), levelId: z.string().nullable(), dispatchRisk: z.number() }),
});
export type AccountToday = z.infer<typeof accountTodaySchema>;
export const accountsTodaySchema = z.object({ accounts: z.array(accountTodaySchema) });
