import { z } from "zod";
import { ROLES } from "../auth/roles";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../team/password-rules";

/** The team API contract, shared by route handlers (which parse with it) and the browser. */

export const roleSchema = z.enum(ROLES);

/** E-mails are compared lower-cased and trimmed: "Ana@X.com " and "ana@x.com" are one account. */
export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());

/** At most this many accounts on one link (far more than anyone owns; keeps the body and the checks small). */
export const MAX_GRANTS = 50;

const grantInputSchema = z.object({ accountId: z.string().min(1).max(40), role: roleSchema });

/**
 * `{ role }`: this account (the request's) with that role, as a link always was. `{ grants }`: each account
 * with its role (an owner of several accounts); the server checks the inviter owns every one.
 */
export const createInvitationInputSchema = z.union([
  z.object({ role: roleSchema }).strict(),
  z
    .object({ grants: z.array(grantInputSchema).min(1).max(MAX_GRANTS) })
    .strict()
    .refine((v) => new Set(v.grants.map((g) => g.accountId)).size === v.grants.length, { message: "Each account once." }),
]);
export type CreateInvitationInput = z.infer<typeof createInvitationInputSchema>;

/** An account the owner may put on a link (Settings → Team's form): one they own; a disconnected one is shown, not offered. */
export interface GrantableAccount {
  accountId: string;
  nickname: string;
  siteId: string;
  isConnected: boolean;
}

/** One account a link grants: nickname and site to name it, the role it gives. */
export const invitationGrantSchema = z.object({ accountId: z.string(), nickname: z.string(), siteId: z.string(), role: roleSchema });
export type InvitationGrant = z.infer<typeof invitationGrantSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  /** The accounts it grants that the reader has a role in, the request's account first. */
  grants: z.array(invitationGrantSchema),
  /** How many more it grants, in accounts the reader is not in (not named). */
  otherAccounts: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationListSchema = z.object({ invitations: z.array(invitationSchema) });

/** Only the creator ever sees the link: the server keeps a hash of it. */
export const createdInvitationSchema = invitationSchema.extend({ url: z.string() });

export const joinInputSchema = z.object({
  token: z.string().min(1).max(100),
  name: z.string().trim().min(1).max(80),
  email: emailSchema,
  password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
});
export type JoinInput = z.infer<typeof joinInputSchema>;
const joinedAccountSchema = z.object({ workspaceId: z.string(), nickname: z.string(), siteId: z.string(), role: roleSchema });
export const joinResultSchema = z.object({
  /** The first account joined: the new session opens on it. */
  workspaceId: z.string(),
  role: roleSchema,
  isNewAccount: z.boolean(),
  accounts: z.array(joinedAccountSchema),
  skipped: z.array(joinedAccountSchema.extend({ reason: z.enum(["not_owner", "disconnected", "already_member"]) })),
});

export const changeRoleInputSchema = z.object({ role: roleSchema });
export const memberChangeSchema = z.object({ userId: z.string(), role: roleSchema });
