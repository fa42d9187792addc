import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../team/password-rules";

/** POST /api/me/password. Shared with the browser's form; the messages are components/ui/form.ts's FORM_ERRORS keys. */
export const passwordChangeInputSchema = z.object({
  current: z.string().min(1, "required").max(PASSWORD_MAX_LENGTH, "tooLong"),
  next: z.string().min(PASSWORD_MIN_LENGTH, "tooShort").max(PASSWORD_MAX_LENGTH, "tooLong"),
});
export type PasswordChangeInput = z.infer<typeof passwordChangeInputSchema>;

/** POST /api/team/members/:userId/password-reset: the temporary password, shown to the owner once. */
export const passwordResetResultSchema = z.object({ temporaryPassword: z.string() });
