import { z } from "zod";

/** A big read under way on the instance that answers (GET /api/questions/sync, /api/metrics/items/progress), in calls to the marketplace. */
export const readProgressSchema = z.object({ running: z.boolean(), done: z.number().int(), total: z.number().int() });
export type ReadProgress = z.infer<typeof readProgressSchema>;
