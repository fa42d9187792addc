import { z } from "zod";

/** One of the person's seller accounts (a workspace) with their role in it. */
export const accountSummarySchema = z.object({
  workspaceId: z.string(),
  nickname: z.string(),
  siteId: z.string(),
  role: z.enum(["viewer", "agent", "owner"]),
});
export type AccountSummaryDto = z.infer<typeof accountSummarySchema>;

/** GET /api/accounts: every account the signed-in person has a role in. */
export const accountListSchema = z.object({ accounts: z.array(accountSummarySchema) });
