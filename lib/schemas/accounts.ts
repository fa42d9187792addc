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

/** POST /api/accounts/disconnect: keep the account's data (read-only, reconnect later) or delete it (type its name). */
export const disconnectAccountSchema = z.discriminatedUnion("keepData", [
  z.object({ keepData: z.literal(true) }),
  z.object({ keepData: z.literal(false), confirmNickname: z.string().min(1).max(200) }),
]);
export type DisconnectAccountInput = z.infer<typeof disconnectAccountSchema>;
