import { z } from "zod";
import { MAX_STOCK } from "./listings";

/** POST /api/listings/bulk: a CSV's text or the rows selected on /listings with one change for all. */
export const bulkEditInputSchema = z
  .object({
    csv: z.string().max(1_000_000).optional(),
    selection: z
      .object({
        itemIds: z.array(z.string().trim().toUpperCase().min(1).max(30)).min(1).max(5000),
        stock: z.number().int().min(0).max(MAX_STOCK).optional(),
        price: z.number().positive().optional(),
        pause: z.boolean().optional(),
      })
      .optional(),
    /** The seller saw the listings whose price automation goes off, and went ahead. */
    confirmAutomationOff: z.boolean().default(false),
    /** false: the preflight only; true: the preflight, then a run of the accepted rows. */
    apply: z.boolean().default(false),
  })
  .refine((b) => (b.csv === undefined) !== (b.selection === undefined), { message: "Send a CSV or a selection." });
export type BulkEditInput = z.infer<typeof bulkEditInputSchema>;

const refSchema = z.union([z.object({ itemId: z.string() }), z.object({ sku: z.string() })]).nullable();

/** One row the preflight refuses, with its line in the file (or its place in the selection) and why. */
export const bulkRefusedSchema = z.object({
  line: z.number().int(),
  ref: refSchema,
  itemId: z.string().nullable(),
  title: z.string().nullable(),
  code: z.string(),
  stock: z.number().optional(),
  price: z.number().optional(),
  pause: z.boolean().optional(),
});
export type BulkRefusedRow = z.infer<typeof bulkRefusedSchema>;

export const bulkPreflightSchema = z.object({
  accepted: z.array(z.object({ line: z.number().int(), itemId: z.string(), title: z.string(), switchesAutomationOff: z.boolean() })),
  refused: z.array(bulkRefusedSchema),
  automation: z.array(z.object({ line: z.number().int(), itemId: z.string(), title: z.string() })),
});
export type BulkPreflightView = z.infer<typeof bulkPreflightSchema>;

/** POST /api/listings/bulk's answer: the preflight, and the run's id once started. */
export const bulkAnswerSchema = z.object({ preflight: bulkPreflightSchema, runId: z.string().optional() });

/** GET /api/listings/bulk/runs/:id */
export const bulkRunViewSchema = z.object({
  id: z.string(),
  status: z.enum(["running", "finished"]),
  total: z.number().int(),
  counts: z.object({ pending: z.number().int(), done: z.number().int(), refused: z.number().int(), failed: z.number().int() }),
  rateLimitedSeconds: z.number().nullable(),
  items: z.array(
    z.object({
      target: z.string(),
      status: z.string(),
      reason: z.object({ code: z.string().optional() }).passthrough().nullable(),
    }),
  ),
  preflightRefused: z.array(bulkRefusedSchema),
});
export type BulkRunView = z.infer<typeof bulkRunViewSchema>;
