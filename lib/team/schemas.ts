import { z } from "zod";
import { ROLES } from "../auth/roles";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-rules";

/** The team API contract, shared by route handlers (which parse with it) and the browser. */

export const roleSchema = z.enum(ROLES);

/** E-mails are compared lower-cased and trimmed: "Ana@X.com " and "ana@x.com" are one account. */
export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());

export const createInvitationInputSchema = z.object({ role: roleSchema });

export const invitationSchema = z.object({ id: z.string(), role: roleSchema, createdAt: z.string(), expiresAt: z.string() });
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
export const joinResultSchema = z.object({ workspaceId: z.string(), role: roleSchema, isNewAccount: z.boolean() });

export const changeRoleInputSchema = z.object({ role: roleSchema });
export const memberChangeSchema = z.object({ userId: z.string(), role: roleSchema });
