import { z } from "zod";

/** Our metrics API contract, shared by the route handlers and the browser. */

export const pointSchema = z.object({ date: z.string(), value: z.number().nullable() });

/** Why a series (or part of it) is missing: shown beside the gap. */
export const seriesErrorSchema = z.object({
  status: z.literal("error"),
  code: z.string(),
  message: z.string(),
  retryAfterSeconds: z.number().nullable(),
});

export const seriesOkSchema = z.object({
  status: z.literal("ok"),
  points: z.array(pointSchema),
  previous: z.array(pointSchema),
  readAt: z.string(),
  fromCache: z.boolean(),
  /** visits by company over the range, where the marketplace gives it */
  detail: z.array(z.object({ company: z.string(), quantity: z.number() })).nullable(),
  /** false when the orders read stopped at its safety limit: the sales are a floor */
  complete: z.boolean(),
  /** the last bucket whose count is final; the change against the previous period compares up to it */
  finalThrough: z.string(),
});

export const seriesSchema = z.discriminatedUnion("status", [seriesOkSchema, seriesErrorSchema]);
export type Series = z.infer<typeof seriesSchema>;
export type SeriesOk = z.infer<typeof seriesOkSchema>;

const rangeSchema = z.object({ from: z.string(), to: z.string() });

export const accountMetricsSchema = z.object({
  range: rangeSchema,
  previousRange: rangeSchema,
  unit: z.enum(["day", "hour"]),
  timeZone: z.string(),
  siteId: z.string(),
  visits: seriesSchema,
  questions: seriesSchema,
  phoneViews: seriesSchema,
  sales: seriesSchema,
});
export type AccountMetrics = z.infer<typeof accountMetricsSchema>;

export const itemRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  thumbnail: z.string().nullable(),
  status: z.string().nullable(),
  classified: z.boolean(),
  visits: z.number().nullable(),
  /** visits over the range's days whose counts are final (visits arrive up to 48 h late) */
  comparedVisits: z.number().nullable(),
  /** the previous period's visits over the same days: the % change compares these two */
  previousVisits: z.number().nullable(),
  questions: z.number(),
  phoneViews: z.number().nullable(),
  sales: z.number(),
  /** visits per day over the range; null points are gaps; the days after `finalThrough` are still being counted */
  spark: z.array(z.number().nullable()),
  /**
   * Why visits are missing for this row, when they are, as a code the page words in the reader's language:
   * "not_returned" (the marketplace left the listing out), "days_missing" (some days have no count), or the
   * failed read's code ("rate_limited", "upstream_error", …).
   */
  errorCode: z.string().nullable(),
});
export type ItemRow = z.infer<typeof itemRowSchema>;

export const itemsMetricsSchema = z.object({
  range: rangeSchema,
  previousRange: rangeSchema,
  readAt: z.string(),
  fromCache: z.boolean(),
  salesComplete: z.boolean(),
  /**
   * The last day whose visits were final when the rows were read (visits arrive up to 48 h late): the rows'
   * change compares up to it, and their sparklines are dashed after it, as the account's series are.
   */
  finalThrough: z.string(),
  items: z.array(itemRowSchema),
});
export type ItemsMetrics = z.infer<typeof itemsMetricsSchema>;

/**
 * Something we know happened to a listing on a day: questions answered (our copy), free shipping turned
 * on or off (our audit log), a price change (seen in the unit price of its orders, with both prices).
 */
export const markerSchema = z.object({
  date: z.string(),
  kind: z.enum(["question_answered", "price_changed", "free_shipping_on", "free_shipping_off"]),
  count: z.number(),
  from: z.number().nullable().optional(),
  to: z.number().nullable().optional(),
});
export type Marker = z.infer<typeof markerSchema>;

export const itemDetailSchema = z.object({
  item: z.object({
    id: z.string(),
    title: z.string(),
    thumbnail: z.string().nullable(),
    permalink: z.string().nullable(),
    classified: z.boolean(),
  }),
  range: rangeSchema,
  previousRange: rangeSchema,
  timeZone: z.string(),
  visits: seriesSchema,
  /** the last 48 hours by local hour */
  visitsByHour: seriesSchema,
  questions: seriesSchema,
  phoneViews: seriesSchema,
  sales: seriesSchema,
  markers: z.array(markerSchema),
});
export type ItemDetail = z.infer<typeof itemDetailSchema>;

/** Query of every metrics route: a range of site calendar days. */
export const rangeQuerySchema = z
  .object({
    from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "from must be YYYY-MM-DD"),
    to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "to must be YYYY-MM-DD"),
  })
  .refine((r) => r.from <= r.to, { message: "from must be on or before to", path: ["from"] });
