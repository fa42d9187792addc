import { z } from "zod";
import { ACCOUNT_ID } from "../accounts/account-param";

/**
 * An all-accounts list's account filter (`inAccount`: the inbox, the sales list): one of the listed
 * accounts; any other account matches nothing, so a filter never reaches past the person's memberships.
 */
export const inAccountSchema = z.string().regex(ACCOUNT_ID).optional();

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
