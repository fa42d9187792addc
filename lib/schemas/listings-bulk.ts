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
