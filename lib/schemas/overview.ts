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

export const salesWorkSchema = z.object({
  /** paid, not cancelled orders of the last 7 days: the sales that may need a first message */
  recentSales: z.number(),
  since: z.string(),
  complete: z.boolean(),
});

export const visitsTodaySchema = z.object({
  today: z.string(),
  todayVisits: z.number().nullable(),
  lastWeekDate: z.string(),
  lastWeekVisits: z.number().nullable(),
  /** finished local hours counted on both days (0–23): 0 means too early to compare */
  hours: z.number(),
  readAt: z.string(),
});
