import { z } from "zod";

/** POST /api/shipping/runs/:id/retry and /api/sales/runs/:id/retry: how many failed rows go again. */
export const runRetrySchema = z.object({ retried: z.number().int() });
